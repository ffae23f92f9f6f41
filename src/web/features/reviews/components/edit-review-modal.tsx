import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnReview } from '@shared/schemas/review';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useEditReview } from '../api/use-edit-review';
import { ReviewFormModal, type ReviewDraft } from './review-form-modal';

type Props = { review: OwnReview | null; opened: boolean; onClose: () => void; onExitTransitionEnd: () => void };

const draftOf = (review: OwnReview | null): ReviewDraft => ({
  rating: review?.rating ?? 0,
  comments: review?.comments ?? '',
});

/** The review popup filled in with a saved review (decision 014); each opening starts from what is saved. */
export function EditReviewModal({ review, opened, onClose, onExitTransitionEnd }: Props) {
  const { t } = useTranslation('product');
  const edit = useEditReview();
  const [draft, setDraft] = useState(() => draftOf(review));
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setDraft(draftOf(review));
  }
  const saved = draftOf(review);
  const changed = draft.rating !== saved.rating || draft.comments.trim() !== saved.comments;

  return (
    <ReviewFormModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={t('reviews.modal.editTitle', { name: review?.productName ?? '' })}
      submitLabel={t('reviews.modal.save')}
      draft={draft}
      onChange={setDraft}
      canSubmit={changed}
      pending={edit.isPending}
      onSubmit={(values) => {
        if (!review) return;
        edit.mutate(
          { id: review.id, ...values },
          {
            onSuccess: () => {
              toast.success(t('reviews.edited'));
              onClose();
            },
            onError: (error) => {
              toast.error(submitErrorText(t, error));
              // Deleted in the meantime: the refreshed list no longer has it.
              if (error instanceof ApiError && error.status === 404) onClose();
            },
          },
        );
      }}
    />
  );
}

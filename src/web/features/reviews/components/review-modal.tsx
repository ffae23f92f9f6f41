import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useCreateReview } from '../api/use-create-review';
import { ReviewFormModal, type ReviewDraft } from './review-form-modal';

type Props = { productId: number; productName: string; opened: boolean; onClose: () => void };

const emptyDraft: ReviewDraft = { rating: 0, comments: '' };

/** The popup for a new review; what was typed stays until it is sent, even if the popup is closed. */
export function ReviewModal({ productId, productName, opened, onClose }: Props) {
  const { t } = useTranslation('product');
  const [draft, setDraft] = useState(emptyDraft);
  const createReview = useCreateReview(productId, {
    onSuccess: () => {
      toast.success(t('reviews.created'));
      setDraft(emptyDraft);
      onClose();
    },
  });

  return (
    <ReviewFormModal
      opened={opened}
      onClose={onClose}
      title={t('reviews.modal.title', { name: productName })}
      submitLabel={t('reviews.modal.submit')}
      draft={draft}
      onChange={setDraft}
      pending={createReview.isPending}
      onSubmit={(review) =>
        createReview.mutate(review, {
          onError: (error) => {
            toast.error(submitErrorText(t, error));
            // An existing review or a rental not yet ended will not change by sending again.
            if (error instanceof ApiError && (error.status === 409 || error.code === 'NO_ENDED_RENTAL')) onClose();
          },
        })
      }
    />
  );
}

import { useId, type FormEvent } from 'react';
import { Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_COMMENTS_MAX } from '@shared/limits';
import type { NewReview } from '@shared/schemas/review';
import { DialogActions } from '@/components/dialog-actions';

/** What the form holds: 0 stars while none is chosen. */
export type ReviewDraft = { rating: number; comments: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  onExitTransitionEnd?: () => void;
  title: string;
  submitLabel: string;
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
  /** Besides a chosen star: false while there is nothing to send (an edit that changed nothing). */
  canSubmit?: boolean;
  pending: boolean;
  onSubmit: (review: NewReview) => void;
};

/**
 * The review popup, for a new review and for editing one: 5 stars (clicking the chosen star
 * again clears it) and comments. Its owner keeps the draft and sends it.
 */
export function ReviewFormModal({
  opened,
  onClose,
  onExitTransitionEnd,
  title,
  submitLabel,
  draft,
  onChange,
  canSubmit = true,
  pending,
  onSubmit,
}: Props) {
  const { t } = useTranslation('product');
  const ratingLabelId = useId();
  const ready = draft.rating > 0 && canSubmit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onSubmit({ rating: draft.rating, comments: draft.comments.trim() });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={
        <Text component="span" fw={700} size="lg">
          {title}
        </Text>
      }
      centered
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Stack gap={6}>
            <Text id={ratingLabelId} size="sm" fw={500}>
              {t('reviews.modal.rating')}
            </Text>
            <Rating
              value={draft.rating}
              onChange={(rating) => onChange({ ...draft, rating })}
              allowClear
              size="xl"
              role="radiogroup"
              aria-labelledby={ratingLabelId}
              getSymbolLabel={(value) => t('reviews.modal.star', { count: value })}
            />
            <Text size="xs" c="dimmed">
              {t('reviews.modal.ratingHint')}
            </Text>
          </Stack>
          <Textarea
            label={t('reviews.modal.comments')}
            placeholder={t('reviews.modal.commentsPlaceholder')}
            value={draft.comments}
            onChange={(event) => onChange({ ...draft, comments: event.currentTarget.value })}
            maxLength={REVIEW_COMMENTS_MAX}
            autosize
            minRows={4}
            maxRows={10}
            description={t('reviews.modal.length', { count: draft.comments.length, max: REVIEW_COMMENTS_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <DialogActions
            cancelLabel={t('reviews.modal.cancel')}
            onCancel={onClose}
            submitLabel={submitLabel}
            loading={pending}
            disabled={!ready}
          />
        </Stack>
      </form>
    </Modal>
  );
}

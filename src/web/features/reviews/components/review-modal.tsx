import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_COMMENTS_MAX } from '@shared/limits';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useCreateReview } from '../api/use-create-review';

type Props = { productId: number; productName: string; opened: boolean; onClose: () => void };

/** The review popup: 5 stars (clicking the chosen star again clears it) and comments. */
export function ReviewModal({ productId, productName, opened, onClose }: Props) {
  const { t } = useTranslation('product');
  const ratingLabelId = useId();
  const [rating, setRating] = useState(0);
  const [comments, setComments] = useState('');
  const createReview = useCreateReview(productId, {
    onSuccess: () => {
      toast.success(t('reviews.created'));
      setRating(0);
      setComments('');
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return;
    createReview.mutate(
      { rating, comments: comments.trim() },
      {
        onError: (error) => {
          toast.error(submitErrorText(t, error));
          // An existing review or a rental not yet ended will not change by sending again.
          if (error instanceof ApiError && (error.status === 409 || error.code === 'NO_ENDED_RENTAL')) onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} size="lg">
          {t('reviews.modal.title', { name: productName })}
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
              value={rating}
              onChange={setRating}
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
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
            maxLength={REVIEW_COMMENTS_MAX}
            autosize
            minRows={4}
            maxRows={10}
            description={t('reviews.modal.length', { count: comments.length, max: REVIEW_COMMENTS_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('reviews.modal.cancel')}
            </Button>
            <Button type="submit" disabled={rating === 0} loading={createReview.isPending}>
              {t('reviews.modal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnReview } from '@shared/schemas/review';
import { ShopDay } from '@/components/shop-day';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useDeleteReview } from '../api/use-delete-review';

type Props = {
  review: OwnReview | null;
  /** The key the page reads one review under (see useDeleteReview). */
  detailKey: (id: number) => QueryKey;
  /** Names the author too: in the dashboard, where the reviews are everyone's. */
  showAuthor?: boolean;
  opened: boolean;
  onClose: () => void;
  /** After the review is gone (deleted now, or already before): the page may leave it. */
  onDeleted: () => void;
  onExitTransitionEnd: () => void;
};

/** SPEC section 2 delete popup: "Are you sure you want to delete it?", Cancel / Delete. */
export function DeleteReviewModal({
  review,
  detailKey,
  showAuthor = false,
  opened,
  onClose,
  onDeleted,
  onExitTransitionEnd,
}: Props) {
  const { t } = useTranslation('reviews');
  const remove = useDeleteReview(detailKey);

  const confirm = () => {
    if (!review) return;
    remove.mutate(review.id, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        onClose();
        onDeleted();
      },
      onError: (error) => {
        toast.error(submitErrorText(t, error));
        if (error instanceof ApiError && error.status === 404) {
          onClose();
          onDeleted();
        }
      },
    });
  };

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={t('delete.title')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.submit')}
      onConfirm={confirm}
      loading={remove.isPending}
    >
      <Text size="sm">{t('delete.confirm')}</Text>
      {review && (
        <Text size="sm" c="dimmed" mt={4}>
          {showAuthor && `${review.authorName} · `}
          {review.productName} · <ShopDay instant={review.createdAt} inherit span />
        </Text>
      )}
    </ConfirmModal>
  );
}

import { Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useCancellationRefund } from '../api/use-cancellation-refund';
import { useDeleteRental } from '../api/use-delete-rental';
import type { RentalRow } from '../lib/rental-row';
import { RefundQuote } from './refund-quote';

type Props = {
  row: RentalRow | null;
  /** The key the page reads one rental under (see useDeleteRental). */
  detailKey: (id: number) => QueryKey;
  opened: boolean;
  onClose: () => void;
  /** After the rental is gone: the page may leave it. */
  onDeleted: () => void;
  onExitTransitionEnd: () => void;
  /** Whether to show what the customer gets back (their own rentals). */
  showRefund: boolean;
};

/**
 * SPEC section 2 delete popup: "Are you sure you want to delete it?", Cancel / Delete. For a
 * customer's own rental it first says what comes back to their card by the shop's rules.
 */
export function DeleteRentalModal({
  row,
  detailKey,
  opened,
  onClose,
  onDeleted,
  onExitTransitionEnd,
  showRefund,
}: Props) {
  const { t } = useTranslation('rentals');
  const remove = useDeleteRental(detailKey);
  const quote = useCancellationRefund(showRefund && opened && row ? row.rental.id : null);

  const confirm = () => {
    if (!row) return;
    remove.mutate(row.rental.id, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        onClose();
        onDeleted();
      },
      onError: (error) => {
        toast.error(submitErrorText(t, error));
        // A conflict means the list was out of date (it has just been refreshed); anything else may be retried.
        if (error instanceof ApiError && error.status === 409) onClose();
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
      // Read what comes back first; a quote that failed to load does not stop the cancellation.
      disabled={showRefund && quote.isFetching}
    >
      <Stack gap="sm">
        <div>
          <Text size="sm">{t('delete.confirm')}</Text>
          {row && (
            <Text size="sm" c="dimmed" mt={4}>
              {row.rental.productName} · {row.dateRange}
            </Text>
          )}
        </div>
        {showRefund && row && <RefundQuote quote={quote} />}
      </Stack>
    </ConfirmModal>
  );
}

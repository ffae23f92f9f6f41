import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mayCancel } from '@shared/rental-rules';
import type { Order } from '@shared/schemas/order';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { errorWithContext } from '@/lib/error-text';
import { shopToday } from '@/lib/shop-calendar';
import { useCancelOrderLine } from '../api/use-cancel-order-line';
import { LineDialog, LineHeading, type LineDialogProps } from './line-dialog';

type Line = Order['rentals'][number];

/** Whether staff may still cancel the line: live, not started, no customer's incident. */
export const mayCancelLine = (line: Line) => line.cancelledAt === null && mayCancel(line, shopToday());

/**
 * Staff cancel one line of an order, confirmed in a popup that says what follows: its
 * units are free at once and a paid line is refunded by the shop's cancellation rules. One popup
 * for the page, outside the lines: the lines turn from a table into cards as the window narrows,
 * and a popup inside them would close with them. It stays mounted, so the focus goes back.
 */
export function CancelLineDialog({ order, line, onClose }: LineDialogProps) {
  const { t } = useTranslation('rentals');
  const cancel = useCancelOrderLine(order.id);

  const confirm = (chosen: Line) =>
    cancel.mutate(chosen.id, {
      onSuccess: () => {
        toast.success(t('order.cancelLine.done', { product: chosen.productName }));
        onClose();
      },
      onError: (error) => toast.error(errorWithContext(t, t('order.cancelLine.failed'), error)),
    });

  return (
    <LineDialog line={line} onClose={onClose} title={t('order.cancelLine.title')}>
      {(open) => (
        <Stack gap="md">
          <LineHeading line={open} />
          <Text size="sm">
            {t(order.paid === '0.00' ? 'order.cancelLine.unpaid' : 'order.cancelLine.paid', {
              reference: order.reference,
            })}
          </Text>
          <DialogActions
            cancelLabel={t('order.cancelLine.keep')}
            onCancel={onClose}
            focusCancel
            submitLabel={t('order.cancelLine.confirm')}
            onSubmit={() => confirm(open)}
            danger
            loading={cancel.isPending}
          />
        </Stack>
      )}
    </LineDialog>
  );
}

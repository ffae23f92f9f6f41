import { useTranslation } from 'react-i18next';
import { formatDateRange } from '@shared/calendar-date';
import type { Order } from '@shared/schemas/order';
import { RescheduleForm } from '@/features/rentals';
import { useChangeLineDates } from '../api/use-change-line-price';
import { mayCancelLine } from './cancel-line-button';
import { LineDialog, type LineDialogProps } from './line-dialog';
import { useLanguage } from '@/i18n/use-language';

type Line = Order['rentals'][number];

/** Whether staff may move the line: live, not started (as cancelling it), its order placed. */
export const mayChangeLineDates = (order: Order, line: Line) => order.status === 'Placed' && mayCancelLine(line);

function ChangeDatesForm({ order, line, onClose }: { order: Order; line: Line; onClose: () => void }) {
  const language = useLanguage();
  const change = useChangeLineDates(order.id);
  return (
    <RescheduleForm
      line={line}
      dateRange={formatDateRange(line, language)}
      change={{
        isPending: change.isPending,
        mutate: (range, callbacks) => change.mutate({ rentalId: line.id, ...range }, callbacks),
      }}
      onDone={onClose}
      onCancel={onClose}
      staff
    />
  );
}

/**
 * Staff move or shorten one line: the customer's picker and quote (the same rules, the
 * refund by the cancellation rules), sent as the order's line change.
 */
export function ChangeDatesDialog({ order, line, onClose }: LineDialogProps) {
  const { t } = useTranslation('rentals');
  return (
    <LineDialog line={line} onClose={onClose} title={t('reschedule.title')} size="auto">
      {(open) => <ChangeDatesForm order={order} line={open} onClose={onClose} />}
    </LineDialog>
  );
}

import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { idParamSchema } from '@shared/schemas/input';
import { useCurrentUser } from '@/features/auth';
import { useOwnRentals } from '../api/use-rentals';
import { paymentNoticeOf } from '../lib/payment-notice';

/**
 * Where Stripe brings the customer back after paying (`?order=<id>`): "we are
 * confirming your payment" while the order still waits for Stripe's webhook (the list refreshes
 * by itself meanwhile), then "payment received". The browser's return is never the proof: only
 * the order's status, which only the webhook changes, is.
 */
export function PaymentNotice() {
  const { t } = useTranslation('rentals');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const parsed = idParamSchema.safeParse(params.get('order') ?? undefined);
  const orderId = parsed.success ? parsed.data : null;
  const rentals = useOwnRentals(user?.id, orderId !== null);
  const notice = orderId === null ? null : paymentNoticeOf(rentals.data, orderId);

  const dismiss = () =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('order');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  // One live region for both texts, so the change to "received" is read out.
  return (
    <div role="status" aria-live="polite">
      {notice?.kind === 'confirming' && (
        <Alert
          variant="light"
          color="blue"
          mb="lg"
          icon={<IconHourglassHigh size={18} aria-hidden />}
          data-testid="payment-notice"
        >
          <Text size="sm">{t('payment.confirming', { reference: notice.reference })}</Text>
        </Alert>
      )}
      {notice?.kind === 'received' && (
        <Alert
          variant="light"
          color="green"
          mb="lg"
          icon={<IconCircleCheck size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={dismiss}
          data-testid="payment-notice"
        >
          <Text size="sm">{t('payment.received', { reference: notice.reference })}</Text>
        </Alert>
      )}
    </div>
  );
}

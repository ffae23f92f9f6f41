import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Order } from '@shared/schemas/order';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/components/toast';
import { submitErrorText } from '@/lib/error-text';
import { useCancelOrder } from '../api/use-cancel-order';
import { formatShopTime } from '../lib/shop-time';
import { useLanguage } from '@/i18n/use-language';

/**
 * Stripe's cancel_url brings the customer here with `?payment=cancelled`: the order still waits
 * and its units stay held until the hold ends, so they may pay after all or give the order up
 * (which frees the units at once).
 */
export function PaymentCancelledNotice({ order }: { order: Order }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  if (params.get('payment') !== 'cancelled' || order.status !== 'AwaitingPayment' || !order.holdExpiresAt) return null;
  const time = formatShopTime(order.holdExpiresAt, language);
  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        toast.success(t('payment.cancelOrder.done', { reference: order.reference }));
        setConfirming(false);
      },
      onError: (error) => toast.error(submitErrorText(t, error)),
    });

  return (
    <>
      <Alert
        variant="light"
        color="yellow"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('payment.cancelledTitle')}
        data-testid="payment-cancelled"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('payment.cancelledNotice', { time })}</Text>
          <Group gap="sm">
            {order.checkoutUrl && (
              <Button component="a" href={order.checkoutUrl} size="sm" leftSection={<IconLock size={16} aria-hidden />}>
                {t('payment.payNow')}
              </Button>
            )}
            <Button size="sm" variant="default" onClick={() => setConfirming(true)}>
              {t('payment.cancelOrder.button')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('payment.cancelOrder.title', { reference: order.reference })}
        cancelLabel={t('payment.cancelOrder.keep')}
        confirmLabel={t('payment.cancelOrder.submit')}
        onConfirm={confirm}
        loading={cancel.isPending}
      >
        <Text size="sm">{t('payment.cancelOrder.confirm')}</Text>
      </ConfirmModal>
    </>
  );
}

import { Badge, Code, Text } from '@mantine/core';
import { IconCoinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview, PaymentForReview } from '@shared/schemas/admin-overview';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { useMarkPaymentReviewed } from '../api/use-mark-payment-reviewed';
import { AlertListCard, AlertRow, MarkReviewedButton, OrderLink, useStripeAmount } from './alert-list-card';
import classes from './dashboard-home.module.css';

/**
 * Money Stripe reported that matched nothing the shop asked for (decision 061): it paid no order
 * and waits here, flagged, until someone has dealt with it in Stripe and marks it reviewed.
 * Shown only while there is some.
 */
export function PaymentsReviewCard({ list }: { list: AdminOverview['paymentsForReview'] }) {
  const { t } = useTranslation('dashboard-home');
  return (
    <AlertListCard
      id="home-payments-review"
      title={t('paymentsReview.title')}
      description={t('paymentsReview.description')}
      icon={<IconCoinOff size={20} />}
      list={list}
      older={(count) => t('paymentsReview.older', { count })}
      row={(payment) => <PaymentRow payment={payment} />}
    />
  );
}

function PaymentRow({ payment }: { payment: PaymentForReview }) {
  const { t } = useTranslation('dashboard-home');
  const mark = useMarkPaymentReviewed();
  // In the currency Stripe reported, which may not be the shop's.
  const amount = useStripeAmount()(payment.amount, payment.currency);
  return (
    <AlertRow
      amount={amount}
      instant={payment.receivedAt}
      beside={
        <Badge color="red" variant="light" className={classes.badge}>
          {t(`paymentsReview.reasons.${payment.reason}`)}
        </Badge>
      }
    >
      <Text size="sm">
        {payment.order ? (
          <OrderLink label={t('paymentsReview.forOrder')} order={payment.order} />
        ) : (
          t('paymentsReview.noOrder')
        )}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('paymentsReview.session')} <Code fz="xs">{payment.checkoutSessionId}</Code>
        {payment.paymentIntentId && (
          <>
            {' · '}
            {t('paymentsReview.payment')} <Code fz="xs">{payment.paymentIntentId}</Code>
          </>
        )}
      </Text>
      <MarkReviewedButton
        label={t('paymentsReview.mark')}
        named={t('paymentsReview.markNamed', { amount, session: payment.checkoutSessionId })}
        pending={mark.isPending}
        onClick={() =>
          mark.mutate(payment.id, {
            onSuccess: () => toast.success(t('paymentsReview.marked')),
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
      />
    </AlertRow>
  );
}

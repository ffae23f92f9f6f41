import { Badge, Code, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview, PaymentDispute } from '@shared/schemas/admin-overview';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { useMarkDisputeReviewed } from '../api/use-mark-dispute-reviewed';
import { AlertListCard, AlertRow, MarkReviewedButton, OrderLink, useStripeAmount } from './alert-list-card';
import classes from './dashboard-home.module.css';

/** Stripe's reason codes the card words; any other is shown as Stripe wrote it. */
const KNOWN_REASONS = [
  'fraudulent',
  'product_not_received',
  'product_unacceptable',
  'duplicate',
  'subscription_canceled',
  'credit_not_processed',
  'unrecognized',
  'general',
] as const;

/**
 * Payments a customer disputed with their bank, as Stripe reported them (decision 064): Stripe
 * holds the money until the dispute is decided, answered in Stripe's dashboard. Each waits here
 * until someone has and marks it reviewed. Shown only while there is some.
 */
export function DisputesCard({ list }: { list: AdminOverview['disputes'] }) {
  const { t } = useTranslation('dashboard-home');
  return (
    <AlertListCard
      id="home-disputes"
      title={t('disputes.title')}
      description={t('disputes.description')}
      icon={<IconGavel size={20} />}
      list={list}
      older={(count) => t('disputes.older', { count })}
      row={(dispute) => <DisputeRow dispute={dispute} />}
    />
  );
}

function DisputeRow({ dispute }: { dispute: PaymentDispute }) {
  const { t } = useTranslation('dashboard-home');
  const mark = useMarkDisputeReviewed();
  // In the currency Stripe reported.
  const amount = useStripeAmount()(dispute.amount, dispute.currency);
  const known = (KNOWN_REASONS as readonly string[]).includes(dispute.reason);
  return (
    <AlertRow
      amount={amount}
      instant={dispute.receivedAt}
      beside={
        <>
          <Text size="sm">{dispute.customerName}</Text>
          <Badge color="red" variant="light" className={classes.badge}>
            {known ? t(`disputes.reasons.${dispute.reason as (typeof KNOWN_REASONS)[number]}`) : dispute.reason}
          </Badge>
        </>
      }
    >
      <Text size="sm">
        <OrderLink label={t('disputes.forOrder')} order={dispute.order} />
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('disputes.dispute')} <Code fz="xs">{dispute.stripeDisputeId}</Code>
      </Text>
      {dispute.outcome !== null && (
        <Text size="sm" fw={600} c={dispute.outcome === 'lost' ? 'red' : undefined} data-testid="dispute-outcome">
          {t(
            dispute.outcome === 'lost'
              ? 'disputes.outcome.lost'
              : dispute.outcome === 'won'
                ? 'disputes.outcome.won'
                : 'disputes.outcome.closed',
          )}
        </Text>
      )}
      <MarkReviewedButton
        label={t('disputes.mark')}
        named={t('disputes.markNamed', { amount, reference: dispute.order.reference })}
        pending={mark.isPending}
        onClick={() =>
          mark.mutate(dispute.id, {
            onSuccess: () => toast.success(t('disputes.marked')),
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
      />
    </AlertRow>
  );
}

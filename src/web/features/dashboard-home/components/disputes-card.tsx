import { Anchor, Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOverview, PaymentDispute } from '@shared/schemas/admin-overview';
import { ShopDay } from '@/components/shop-day';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useMarkDisputeReviewed } from '../api/use-mark-dispute-reviewed';
import classes from './dashboard-home.module.css';
import { OverviewCard } from './overview-card';
import { useLanguage } from '@/i18n/use-language';

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
    <OverviewCard
      id="home-disputes"
      title={t('disputes.title')}
      description={t('disputes.description')}
      icon={<IconGavel size={20} />}
      color="red"
      count={list.total}
      tone="alert"
    >
      <ul className={classes.list}>
        {list.items.map((dispute) => (
          <DisputeRow key={dispute.id} dispute={dispute} />
        ))}
      </ul>
      {list.total > list.items.length && (
        <Text size="sm" c="dimmed">
          {t('disputes.older', { count: list.total - list.items.length })}
        </Text>
      )}
    </OverviewCard>
  );
}

function DisputeRow({ dispute }: { dispute: PaymentDispute }) {
  const { t } = useTranslation('dashboard-home');
  const language = useLanguage();
  const mark = useMarkDisputeReviewed();
  // In the currency Stripe reported.
  const amount = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: /^[a-z]{3}$/i.test(dispute.currency) ? dispute.currency.toUpperCase() : 'EUR',
  }).format(Number(dispute.amount));
  const known = (KNOWN_REASONS as readonly string[]).includes(dispute.reason);
  return (
    <Stack component="li" gap={4} className={classes.row}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Group gap={6} wrap="wrap" align="baseline">
          <Text fw={700} size="sm">
            {amount}
          </Text>
          <Text size="sm">{dispute.customerName}</Text>
          <Badge color="red" variant="light" className={classes.badge}>
            {known ? t(`disputes.reasons.${dispute.reason as (typeof KNOWN_REASONS)[number]}`) : dispute.reason}
          </Badge>
        </Group>
        <ShopDay instant={dispute.receivedAt} size="xs" c="dimmed" />
      </Group>
      <Text size="sm">
        {t('disputes.forOrder')}{' '}
        <Anchor component={Link} to={paths.dashboard.order.getHref(dispute.order.id)} fw={600}>
          {dispute.order.reference}
        </Anchor>
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
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={mark.isPending}
          aria-label={t('disputes.markNamed', { amount, reference: dispute.order.reference })}
          onClick={() =>
            mark.mutate(dispute.id, {
              onSuccess: () => toast.success(t('disputes.marked')),
              onError: (error) => toast.error(errorText(t, error)),
            })
          }
        >
          {t('disputes.mark')}
        </Button>
      </Group>
    </Stack>
  );
}

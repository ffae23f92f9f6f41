import { Anchor, Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCoinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOverview, PaymentForReview } from '@shared/schemas/admin-overview';
import { ShopDay } from '@/components/shop-day';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useMarkPaymentReviewed } from '../api/use-mark-payment-reviewed';
import classes from './dashboard-home.module.css';
import { OverviewCard } from './overview-card';
import { useLanguage } from '@/i18n/use-language';

/**
 * Money Stripe reported that matched nothing the shop asked for (decision 061): it paid no order
 * and waits here, flagged, until someone has dealt with it in Stripe and marks it reviewed.
 * Shown only while there is some.
 */
export function PaymentsReviewCard({ list }: { list: AdminOverview['paymentsForReview'] }) {
  const { t } = useTranslation('dashboard-home');
  return (
    <OverviewCard
      id="home-payments-review"
      title={t('paymentsReview.title')}
      description={t('paymentsReview.description')}
      icon={<IconCoinOff size={20} />}
      color="red"
      count={list.total}
      tone="alert"
    >
      <ul className={classes.list}>
        {list.items.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </ul>
      {list.total > list.items.length && (
        <Text size="sm" c="dimmed">
          {t('paymentsReview.older', { count: list.total - list.items.length })}
        </Text>
      )}
    </OverviewCard>
  );
}

function PaymentRow({ payment }: { payment: PaymentForReview }) {
  const { t } = useTranslation('dashboard-home');
  const language = useLanguage();
  const mark = useMarkPaymentReviewed();
  // In the currency Stripe reported, which may not be the shop's.
  const amount = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: /^[a-z]{3}$/i.test(payment.currency) ? payment.currency.toUpperCase() : 'EUR',
  }).format(Number(payment.amount));
  return (
    <Stack component="li" gap={4} className={classes.row}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Group gap={6} wrap="wrap" align="baseline">
          <Text fw={700} size="sm">
            {amount}
          </Text>
          <Badge color="red" variant="light" className={classes.badge}>
            {t(`paymentsReview.reasons.${payment.reason}`)}
          </Badge>
        </Group>
        <ShopDay instant={payment.receivedAt} size="xs" c="dimmed" />
      </Group>
      <Text size="sm">
        {payment.order ? (
          <>
            {t('paymentsReview.forOrder')}{' '}
            <Anchor component={Link} to={paths.dashboard.order.getHref(payment.order.id)} fw={600}>
              {payment.order.reference}
            </Anchor>
          </>
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
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={mark.isPending}
          aria-label={t('paymentsReview.markNamed', { amount, session: payment.checkoutSessionId })}
          onClick={() =>
            mark.mutate(payment.id, {
              onSuccess: () => toast.success(t('paymentsReview.marked')),
              onError: (error) => toast.error(errorText(t, error)),
            })
          }
        >
          {t('paymentsReview.mark')}
        </Button>
      </Group>
    </Stack>
  );
}

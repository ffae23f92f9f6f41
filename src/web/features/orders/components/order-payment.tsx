import type { ReactNode } from 'react';
import { Badge, Box, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Language } from '@shared/languages';
import { formatEuros, toCents } from '@shared/money';
import type { Order } from '@shared/schemas/order';
import { SectionPaper } from '@/components/section-paper';
import { formatShopDateTime } from '@/lib/shop-calendar';
import { paymentStatusColor } from '../lib/order-money';
import { formatShopTime } from '../lib/shop-time';
import classes from './orders.module.css';
import { useLanguage } from '@/i18n/use-language';

const money = (amount: string, language: Language) => formatEuros(toCents(amount), language);
const isZero = (amount: string) => toCents(amount) === 0;

function Label({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
      {children}
    </Text>
  );
}

function Amount({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  const language = useLanguage();
  return (
    <Stack gap={2}>
      <Label>{label}</Label>
      <Text fw={700} className={classes.number} data-testid={testId}>
        {money(amount, language)}
      </Text>
    </Stack>
  );
}

/** The order's deposit: asked at pick-up, then taken, kept in part against damage, returned. */
function Deposit({ deposit }: { deposit: Order['deposit'] }) {
  const { t } = useTranslation('rentals');
  if ([deposit.due, deposit.taken, deposit.kept, deposit.returned].every(isZero)) return null;
  return (
    <Stack gap="xs" data-testid="order-deposit">
      <Title order={3} fz="sm">
        {t('payment.deposit.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Amount label={t('payment.deposit.due')} amount={deposit.due} testId="deposit-due" />
        <Amount label={t('payment.deposit.taken')} amount={deposit.taken} testId="deposit-taken" />
        <Amount label={t('payment.deposit.kept')} amount={deposit.kept} testId="deposit-kept" />
        <Amount label={t('payment.deposit.returned')} amount={deposit.returned} testId="deposit-returned" />
      </SimpleGrid>
      {isZero(deposit.taken) && !isZero(deposit.due) && (
        <Text size="xs" c="dimmed">
          {t('payment.deposit.hint')}
        </Text>
      )}
    </Stack>
  );
}

/** Every movement of the order's money, oldest first, as the ledger records it. */
function Movements({ payments }: { payments: Order['payments'] }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm">
        {t('payment.movements')}
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payment.noMovements')}
        </Text>
      ) : (
        <Box component="ul" className={classes.movements} aria-label={t('payment.movements')}>
          {payments.map((movement) => (
            <li key={movement.id} data-testid="payment-movement">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600}>
                    {t(`payment.kinds.${movement.kind}`)}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {` · ${t(`payment.channels.${movement.channel}`)}`}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatShopDateTime(movement.createdAt, language)}
                    {movement.state !== 'succeeded' && ` · ${t(`payment.states.${movement.state}`)}`}
                  </Text>
                  {movement.reason && <Text size="xs">{movement.reason}</Text>}
                </Stack>
                <Text size="sm" fw={700} className={classes.number}>
                  {movement.kind === 'refund' || movement.kind === 'deposit_returned' ? '−' : ''}
                  {money(movement.amount, language)}
                </Text>
              </Group>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** While the units are held for the payment: until when, and for the customer the way back to Stripe's page. */
function Hold({ order, canPay }: { order: Order; canPay: boolean }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  if (order.status !== 'AwaitingPayment' || !order.holdExpiresAt) return null;
  const time = formatShopTime(order.holdExpiresAt, language);
  return (
    <Group gap="sm" justify="space-between" align="center" className={classes.hold}>
      <Text size="sm">{t('payment.heldUntil', { time })}</Text>
      {canPay && order.checkoutUrl && (
        <Button component="a" href={order.checkoutUrl} leftSection={<IconLock size={16} aria-hidden />}>
          {t('payment.payNow')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The order's payment: how it is paid and where that stands, the amounts paid,
 * refunded and due, the deposit, and every movement of money. The customer ('own') can go back
 * to Stripe's page while the units are held.
 */
export function OrderPayment({ order, scope }: { order: Order; scope: 'own' | 'all' }) {
  const { t } = useTranslation('rentals');
  // All of it, or what part payments left (the balance), to pay at the counter.
  const dueAtPickup =
    order.status === 'Cancelled'
      ? '0.00'
      : order.paymentStatus === 'DueAtPickup'
        ? order.total
        : order.paymentStatus === 'PartlyPaid'
          ? order.balanceDue
          : '0.00';
  return (
    <SectionPaper labelledBy="order-payment">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} fz="lg" id="order-payment">
            {t('payment.title')}
          </Title>
          <Badge color={paymentStatusColor[order.paymentStatus]} variant="light" data-testid="payment-status">
            {t(`payment.statuses.${order.paymentStatus}`)}
          </Badge>
        </Group>
        <Text size="sm" data-testid="payment-method">
          {t(`payment.methods.${order.payment}`)}
        </Text>
        <Hold order={order} canPay={scope === 'own'} />
        {order.status === 'Lapsed' && (
          <Text size="sm" c="dimmed">
            {t('payment.lapsed')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Amount label={t('payment.paid')} amount={order.paid} testId="payment-paid" />
          {/* Not twice: a balance that is exactly what a figure below says is due is said there. */}
          {(balanceSide(order.balanceDue) !== 'toPay' ||
            ![order.dueNow, order.changesDue, dueAtPickup].includes(order.balanceDue)) && (
            <Amount
              label={t(`payment.balance.${balanceSide(order.balanceDue)}`)}
              amount={order.balanceDue.replace(/^-/, '')}
              testId="payment-balance"
            />
          )}
          {!isZero(order.refunded) && (
            <Amount label={t('payment.refunded')} amount={order.refunded} testId="payment-refunded" />
          )}
          {!isZero(order.dueNow) && (
            <Amount label={t('payment.dueNow')} amount={order.dueNow} testId="payment-due-now" />
          )}
          {!isZero(order.changesDue) && (
            <Amount label={t('payment.changesDue')} amount={order.changesDue} testId="payment-changes-due" />
          )}
          {!isZero(dueAtPickup) && (
            <Amount label={t('payment.dueAtPickup')} amount={dueAtPickup} testId="payment-due-at-pickup" />
          )}
        </SimpleGrid>
        <Deposit deposit={order.deposit} />
        <Movements payments={order.payments} />
      </Stack>
    </SectionPaper>
  );
}

/** Which way the order's balance runs: the customer owes, the shop owes, or nothing. */
function balanceSide(balanceDue: string): 'toPay' | 'toYou' | 'settled' {
  if (balanceDue.startsWith('-')) return 'toYou';
  return Number(balanceDue) > 0 ? 'toPay' : 'settled';
}

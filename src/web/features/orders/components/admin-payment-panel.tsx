import { useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCash,
  IconClockDollar,
  IconReceiptRefund,
  IconShieldCheck,
  IconShieldDown,
  IconShieldX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEuros, toCents } from '@shared/money';
import type { Order, PaymentMovement } from '@shared/schemas/order';
import { SectionPaper } from '@/components/section-paper';
import { formatShopDateTime } from '@/lib/shop-calendar';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { useMayDoCheck } from '@/features/auth';
import { orderMoney, paymentStatusColor } from '../lib/order-money';
import { MoneyActionDialog, type MoneyDialogKind } from './money-action-dialog';
import { PaymentMovements } from './payment-movements';
import classes from './orders.module.css';
import { useLanguage } from '@/i18n/use-language';

/** Narrower than this (content width in px), the movements show as cards. */
const TABLE_MIN_WIDTH = 640;

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
        {label}
      </Text>
      <Text fw={700} className={classes.number} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

type Action = {
  kind: MoneyDialogKind;
  label: string;
  icon: ReactNode;
  shown: boolean;
  variant?: string;
  color?: string;
};

/**
 * The order's money for the shop: how it is paid and where that stands, its deposit,
 * every movement, and the counter's actions: mark paid at pick-up, take, keep part of or return
 * the deposit, refund. Each action opens a popup; the order is refetched after it. The actions are
 * those of the role (decision 092): money received (payments, the deposit's) needs `payments.take`,
 * a refund and handing over one owed `money.correct`, as their routes do.
 */
export function AdminPaymentPanel({ order }: { order: Order }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(TABLE_MIN_WIDTH);
  const mayDo = useMayDoCheck();
  const takes = mayDo('payments.take');
  const corrects = mayDo('money.correct');
  const [dialog, setDialog] = useState<{
    kind: MoneyDialogKind;
    opened: boolean;
    key: number;
    movement: PaymentMovement | null;
  }>({ kind: 'markPaid', opened: false, key: 0, movement: null });
  const open = (kind: MoneyDialogKind, movement: PaymentMovement | null = null) =>
    setDialog((last) => ({ kind, opened: true, key: last.key + 1, movement }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const money = orderMoney(order);
  const close = () => setDialog((last) => ({ ...last, opened: false }));
  // After an action its button may be gone (the order is paid, the deposit returned): the focus
  // then goes to the panel's heading instead of the page's start.
  const done = () => {
    close();
    window.setTimeout(() => {
      if (document.activeElement === document.body || !document.activeElement?.isConnected) headingRef.current?.focus();
    }, 400);
  };
  const euros = (amount: string) => formatEuros(toCents(amount), language);
  const cents = (value: number) => formatEuros(value, language);
  // Still to pay at the counter: all of it, or what part payments left (the balance).
  const dueAtPickup = ['DueAtPickup', 'Invoiced', 'PartlyPaid'].includes(order.paymentStatus);
  const changesDue = toCents(order.changesDue) > 0;
  const hasDeposit = toCents(order.deposit.due) > 0 || toCents(order.deposit.taken) > 0;

  const actions: Action[] = [
    {
      kind: 'markPaid',
      label: t('payment.actions.markPaid'),
      icon: <IconCash size={16} />,
      shown: takes && money.canMarkPaid,
    },
    {
      kind: 'take',
      label: t('payment.actions.take'),
      icon: <IconShieldDown size={16} />,
      shown: takes && money.canTakeDeposit,
      variant: 'light',
    },
    {
      kind: 'return',
      label: t('payment.actions.return'),
      icon: <IconArrowBackUp size={16} />,
      shown: takes && money.canReturnDeposit,
      variant: 'light',
    },
    {
      kind: 'keep',
      label: t('payment.actions.keep'),
      icon: <IconShieldX size={16} />,
      shown: takes && money.canKeepDeposit,
      variant: 'light',
    },
    {
      kind: 'refund',
      label: t('payment.actions.refund'),
      icon: <IconReceiptRefund size={16} />,
      shown: corrects && money.canRefund,
      variant: 'default',
    },
  ];
  const shown = actions.filter((action) => action.shown);

  return (
    <SectionPaper labelledBy="order-payment">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title
            order={2}
            fz={{ base: 18, sm: 20 }}
            id="order-payment"
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {t('payment.title')}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color="gray" data-testid="payment-method">
              {t(`payment.methods.${order.payment}`)}
            </Badge>
            <Badge variant="light" color={paymentStatusColor[order.paymentStatus]} data-testid="payment-status">
              {t(`payment.statuses.${order.paymentStatus}`)}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="md">
          <Figure label={t('payment.figures.total')}>{euros(order.total)}</Figure>
          <Figure label={t('payment.figures.paid')} testId="payment-paid">
            {euros(order.paid)}
          </Figure>
          <Figure label={t('payment.figures.refunded')} testId="payment-refunded">
            {euros(order.refunded)}
          </Figure>
          {/* The one balance (cost − paid + refunded): which way it runs, and how much. */}
          <Figure
            label={order.balanceDue.startsWith('-') ? t('payment.figures.owedBack') : t('payment.figures.balanceDue')}
            testId="payment-balance"
          >
            {euros(order.balanceDue.replace(/^-/, ''))}
          </Figure>
          {/* What is due now and how, when something is: nothing more to show on a settled order. */}
          {(dueAtPickup || changesDue || toCents(order.dueNow) > 0) && (
            <Figure
              label={
                dueAtPickup
                  ? t('payment.figures.dueAtPickup')
                  : changesDue
                    ? t('payment.figures.changesDue')
                    : t('payment.figures.dueNow')
              }
              testId="payment-due"
            >
              {dueAtPickup ? euros(order.balanceDue) : changesDue ? euros(order.changesDue) : euros(order.dueNow)}
            </Figure>
          )}
        </SimpleGrid>
        {/* Handed over with money owed: the counter's reason, while the order still owes. */}
        {order.payLater && !order.balanceDue.startsWith('-') && toCents(order.balanceDue) > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconClockDollar aria-hidden />}
            title={t('payment.payLater.title', { reason: order.payLater.reason })}
            data-testid="pays-later"
          >
            {t(order.payLater.byName ? 'payment.payLater.noted' : 'payment.payLater.notedAnonymous', {
              amount: euros(order.payLater.amount),
              at: formatShopDateTime(order.payLater.at, language),
              name: order.payLater.byName,
            })}
          </Alert>
        )}
        {hasDeposit && (
          <Stack gap="xs">
            <Group gap={6}>
              <IconShieldCheck size={18} stroke={1.6} aria-hidden />
              <Title order={3} fz={16}>
                {t('payment.deposit.title')}
              </Title>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" verticalSpacing="md">
              <Figure label={t('payment.deposit.due')}>{euros(order.deposit.due)}</Figure>
              <Figure label={t('payment.deposit.taken')} testId="deposit-taken">
                {euros(order.deposit.taken)}
              </Figure>
              <Figure label={t('payment.deposit.kept')} testId="deposit-kept">
                {euros(order.deposit.kept)}
              </Figure>
              <Figure label={t('payment.deposit.returned')} testId="deposit-returned">
                {euros(order.deposit.returned)}
              </Figure>
              <Figure label={t('payment.deposit.held')} testId="deposit-held">
                {cents(money.depositHeldCents)}
              </Figure>
            </SimpleGrid>
          </Stack>
        )}
        {shown.length > 0 && (
          <Group gap="sm" role="group" aria-label={t('payment.actions.label')}>
            {shown.map((action) => (
              <Button
                key={action.kind}
                variant={action.variant ?? 'filled'}
                color={action.color}
                leftSection={<span aria-hidden>{action.icon}</span>}
                onClick={() => open(action.kind)}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        )}
        <Stack gap="xs">
          <Title order={3} fz={16}>
            {t('payment.movements.title')}
          </Title>
          <Box ref={ref}>
            <PaymentMovements
              movements={order.payments}
              language={language}
              narrow={narrow}
              onGive={corrects ? (movement) => open('given', movement) : undefined}
            />
          </Box>
        </Stack>
      </Stack>
      <MoneyActionDialog
        kind={dialog.kind}
        opened={dialog.opened}
        formKey={dialog.key}
        order={order}
        money={money}
        movement={dialog.movement}
        onClose={close}
        onDone={done}
      />
    </SectionPaper>
  );
}

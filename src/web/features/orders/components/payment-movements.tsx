import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Language } from '@shared/languages';
import { formatEuros, toCents } from '@shared/money';
import type { PaymentMovement } from '@shared/schemas/order';
import { formatShopDateTime } from '@/lib/shop-calendar';
import classes from './orders.module.css';

const stateColor: Record<PaymentMovement['state'], string> = { pending: 'orange', succeeded: 'green', failed: 'red' };

/** Money that left the shop (a refund, a returned deposit) reads with a minus. */
const outgoing = (kind: PaymentMovement['kind']) => kind === 'refund' || kind === 'deposit_returned';

/** When a movement was recorded, on the shop's clock, as the site writes it: "3 May 2030, 10:15". */
const when = formatShopDateTime;

type Props = {
  movements: PaymentMovement[];
  language: Language;
  narrow: boolean;
  /** Marks a refund owed at the counter as handed over; none for a role that may not (money.correct). */
  onGive?: (movement: PaymentMovement) => void;
};

/** A refund the shop owes at the counter (the order was paid in cash or on the terminal), not yet handed over. */
export const owedAtCounter = (movement: PaymentMovement) =>
  movement.kind === 'refund' && movement.state === 'pending' && movement.channel !== 'stripe';

function GiveButton({ movement, onGive }: { movement: PaymentMovement; onGive: Props['onGive'] }) {
  const { t } = useTranslation('dashboard');
  if (!onGive || !owedAtCounter(movement)) return null;
  return (
    <Button size="compact-sm" variant="light" onClick={() => onGive(movement)}>
      {t('payment.actions.given')}
    </Button>
  );
}

function Amount({ movement, language }: { movement: PaymentMovement; language: Language }) {
  const euros = formatEuros(toCents(movement.amount), language);
  return (
    <Text
      span
      fw={700}
      size="sm"
      className={classes.number}
      td={movement.state === 'failed' ? 'line-through' : undefined}
    >
      {outgoing(movement.kind) ? `−${euros}` : euros}
    </Text>
  );
}

function StateBadge({ state }: { state: PaymentMovement['state'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={stateColor[state]} variant="light" size="sm">
      {t(`payment.states.${state}`)}
    </Badge>
  );
}

/**
 * Every movement of an order's money, oldest first: charges, refunds and the deposit's, with
 * the channel, the state (a refund on its way to the card, or at the counter, shows as pending)
 * and the reason given. A table on wide screens, one card per movement on phones.
 */
export function PaymentMovements({ movements, language, narrow, onGive }: Props) {
  const { t } = useTranslation('dashboard');
  if (movements.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-movements">
        {t('payment.movements.none')}
      </Text>
    );
  }
  if (narrow) {
    return (
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('payment.movements.title')}
      >
        {movements.map((movement) => (
          <Paper component="li" key={movement.id} withBorder radius="sm" p="sm" data-testid="payment-movement">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600}>
                  {t(`payment.kinds.${movement.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {when(movement.createdAt, language)} · {t(`payment.channels.${movement.channel}`)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Amount movement={movement} language={language} />
                <StateBadge state={movement.state} />
                <GiveButton movement={movement} onGive={onGive} />
              </Stack>
            </Group>
            {movement.reason && (
              <Text size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
                {movement.reason}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" withTableBorder aria-label={t('payment.movements.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('payment.movements.when')}</Table.Th>
          <Table.Th>{t('payment.movements.what')}</Table.Th>
          <Table.Th>{t('payment.movements.channel')}</Table.Th>
          {/* Wide enough for the state's badge and the "Mark given" button under it. */}
          <Table.Th style={{ minWidth: 120 }}>{t('payment.movements.state')}</Table.Th>
          <Table.Th ta="right">{t('payment.movements.amount')}</Table.Th>
          <Table.Th>{t('payment.movements.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {movements.map((movement) => (
          <Table.Tr key={movement.id} data-testid="payment-movement">
            <Table.Td className={classes.number}>
              <Text size="sm">{when(movement.createdAt, language)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t(`payment.kinds.${movement.kind}`)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t(`payment.channels.${movement.channel}`)}</Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={6} align="flex-start">
                <StateBadge state={movement.state} />
                <GiveButton movement={movement} onGive={onGive} />
              </Stack>
            </Table.Td>
            <Table.Td ta="right">
              <Amount movement={movement} language={language} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {movement.reason ?? '—'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

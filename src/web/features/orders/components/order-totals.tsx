import type { ReactNode } from 'react';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros, toCents } from '@shared/money';
import type { Order } from '@shared/schemas/order';
import { useLanguage } from '@/i18n/use-language';
import classes from './orders.module.css';

type Line = Order['rentals'][number];

/** One figure of the order's sum: its words at the start, its amount at the end. */
function MoneyRow({ label, amount, testId }: { label: ReactNode; amount: string; testId: string }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="lg">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} className={classes.number} data-testid={testId}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * The order's total, and above it, when a coupon or the damage waiver changed it, how it adds
 * up: the lines' rent, what the coupon took off, what the waiver costs. All from the order's own
 * figures, so the rows always add up to the total the server charges.
 */
export function OrderTotals({ order }: { order: Pick<Order, 'total' | 'discount' | 'damageWaiver' | 'couponCode'> }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const discountCents = toCents(order.discount);
  const waiverCents = toCents(order.damageWaiver);
  const euros = (cents: number) => formatEuros(cents, language);
  const extras = discountCents > 0 || waiverCents > 0;
  return (
    <Stack gap="xs">
      {extras && (
        <>
          <MoneyRow
            label={t('order.rent')}
            amount={euros(toCents(order.total) + discountCents - waiverCents)}
            testId="order-rent"
          />
          {discountCents > 0 && (
            <MoneyRow
              label={order.couponCode ? t('order.coupon', { code: order.couponCode }) : t('order.discount')}
              amount={`−${euros(discountCents)}`}
              testId="order-discount"
            />
          )}
          {waiverCents > 0 && (
            <MoneyRow label={t('order.damageWaiver')} amount={euros(waiverCents)} testId="order-damage-waiver" />
          )}
          <Divider />
        </>
      )}
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="lg">
        <Text fw={600}>{t('order.total')}</Text>
        <Text fw={800} fz={22} className={classes.number} data-testid="order-total">
          {euros(toCents(order.total))}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * Under a line's total, quietly: what the coupon took off it and what its waiver adds
 * ("−€20.00 coupon · +€10.00 waiver"). Nothing for a line with neither.
 */
export function LineExtras({ line }: { line: Pick<Line, 'discount' | 'damageWaiver'> }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const parts = [
    toCents(line.discount) > 0 && t('order.lineDiscount', { amount: formatEuros(toCents(line.discount), language) }),
    toCents(line.damageWaiver) > 0 &&
      t('order.lineWaiver', { amount: formatEuros(toCents(line.damageWaiver), language) }),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" fw={400} ta="right" data-testid="line-extras">
      {parts.map((part, index) => (
        // Each part whole on its line: a narrow column breaks between them, not inside an amount.
        <span key={part}>
          {index > 0 && ' · '}
          <span className={classes.number}>{part}</span>
        </span>
      ))}
    </Text>
  );
}

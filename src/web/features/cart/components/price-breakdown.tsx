import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/money';
import { useLanguage } from '@/i18n/use-language';
import { formatVatRate } from '@/lib/vat-rate';
import type { CartFigures } from '../lib/cart-pricing';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

function Row({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
      <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId} style={{ ...tabular, whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

type Props = {
  figures: CartFigures;
  /** The applied code, named beside its discount. */
  couponCode: string | null;
  /** A new answer is on its way: the figures shown are the last one's. */
  busy: boolean;
  /** The server could not price the cart: the figures are the cart's own, without coupon or waiver. */
  failed: boolean;
};

/**
 * What the cart costs, as the server priced it: the rent of the lines, the coupon's discount and
 * the damage waiver (when there are any), the total, and the VAT it includes per rate.
 */
export function PriceBreakdown({ figures, couponCode, busy, failed }: Props) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const euros = (cents: number) => formatEuros(cents, language);
  const extras = figures.discountCents > 0 || figures.waiverCents > 0;
  const vat = figures.vat
    .map((group) => t('summary.vatRate', { rate: formatVatRate(group.rate, language), amount: euros(group.cents) }))
    .join(' · ');

  return (
    <Stack gap="xs" aria-busy={busy} data-testid="price-breakdown">
      {failed && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          p="sm"
          data-testid="price-unchecked"
        >
          <Text size="sm">{t('summary.unchecked')}</Text>
        </Alert>
      )}
      {extras && (
        <Stack gap={6}>
          <Row label={t('summary.rent')} amount={euros(figures.rentCents)} testId="cart-rent" />
          {figures.discountCents > 0 && (
            <Row
              label={couponCode ? t('summary.coupon', { code: couponCode }) : t('summary.discount')}
              amount={t('summary.minus', { amount: euros(figures.discountCents) })}
              testId="cart-discount"
            />
          )}
          {figures.waiverCents > 0 && (
            <Row label={t('summary.damageWaiver')} amount={euros(figures.waiverCents)} testId="cart-waiver" />
          )}
        </Stack>
      )}
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fw={600}>{t('summary.total')}</Text>
        <Text fw={800} fz={24} data-testid="cart-total" style={tabular}>
          {euros(figures.totalCents)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={-8} data-testid="cart-vat">
        {figures.reverseCharge
          ? t('summary.reverseCharge')
          : vat
            ? t('summary.vat', { rates: vat })
            : t('summary.vatIncluded')}
      </Text>
    </Stack>
  );
}

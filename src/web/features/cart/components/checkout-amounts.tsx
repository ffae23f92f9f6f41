import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/money';
import type { CheckoutMoney } from '../lib/checkout-money';
import { useLanguage } from '@/i18n/use-language';

function Amount({ label, cents, testId, strong }: { label: string; cents: number; testId: string; strong?: boolean }) {
  const language = useLanguage();
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatEuros(cents, language)}
      </Text>
    </Group>
  );
}

/** What is paid now, what at pick-up, and the deposit collected at pick-up (a preview: the server decides). */
export function CheckoutAmounts({ money }: { money: CheckoutMoney }) {
  const { t } = useTranslation('cart');
  return (
    <Stack gap={6}>
      <Amount label={t('amounts.dueNow')} cents={money.dueNowCents} testId="due-now" strong />
      {money.onInvoiceCents > 0 ? (
        <Amount label={t('amounts.onInvoice')} cents={money.onInvoiceCents} testId="due-on-invoice" />
      ) : (
        <Amount label={t('amounts.atPickup')} cents={money.atPickupCents} testId="due-at-pickup" />
      )}
      {money.depositCents > 0 && (
        <>
          <Amount label={t('amounts.deposit')} cents={money.depositCents} testId="cart-deposit" />
          <Text size="xs" c="dimmed">
            {t('amounts.depositHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}

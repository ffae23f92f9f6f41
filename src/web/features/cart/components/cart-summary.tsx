import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cartTotalCents, type CartLine } from '@shared/cart';
import { formatEuros } from '@shared/money';

type Props = { lines: CartLine[]; onCheckout: () => void; pending: boolean; checking: boolean };

/** The cart total and proceed to checkout (SPEC section 2). */
export function CartSummary({ lines, onCheckout, pending, checking }: Props) {
  const { t, i18n } = useTranslation('cart');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={600}>{t('summary.total')}</Text>
          <Text fw={800} fz={24} data-testid="cart-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatEuros(cartTotalCents(lines), i18n.resolvedLanguage ?? 'en')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('summary.hint')}
        </Text>
        <Button
          size="md"
          fullWidth
          rightSection={<IconArrowRight size={18} />}
          loading={pending}
          disabled={checking || lines.length === 0}
          onClick={onCheckout}
        >
          {t('summary.checkout')}
        </Button>
      </Stack>
    </Paper>
  );
}

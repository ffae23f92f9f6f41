import { Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toCents } from '@shared/money';
import type { Product } from '@shared/schemas/catalog';
import { useFormatPrice } from '@/components/use-format-price';
import { useShopInfo } from '@/lib/use-booking-limits';

/** The product's deposit per unit, when the shop asks deposits and this product has one. */
export function DepositNote({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const formatPrice = useFormatPrice();
  const shop = useShopInfo();
  if (!shop?.deposits.enabled || toCents(product.deposit) === 0) return null;
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-testid="product-deposit">
      <IconShieldCheck size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {t('deposit', { amount: formatPrice(product.deposit) })}
      </Text>
    </Group>
  );
}

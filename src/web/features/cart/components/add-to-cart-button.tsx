import { Button } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@shared/calendar-date';
import type { Product } from '@shared/schemas/catalog';
import { toast } from '@/components/toast';
import { cart } from '../lib/use-cart';

type Props = { product: Product; range: DateRange | null; outOfStock: boolean; reasonId: string };

/** Adds one unit over the chosen dates to the cart (SPEC sections 4, 5 and 8). */
export function AddToCartButton({ product, range, outOfStock, reasonId }: Props) {
  const { t } = useTranslation('product');

  const add = () => {
    if (!range) {
      toast.error(t('cart.selectDates'));
      return;
    }
    const result = cart.add({ product, quantity: 1, range });
    if (result === 'added') toast.success(t('cart.added'));
    else if (result === 'duplicate') toast.warning(t('cart.alreadyInCart'));
    else toast.error(t('cart.error'));
  };

  return (
    <Button
      size="md"
      fullWidth
      leftSection={<IconShoppingCartPlus size={20} stroke={1.8} />}
      disabled={outOfStock}
      aria-describedby={outOfStock ? reasonId : undefined}
      onClick={add}
    >
      {t('rental.addToCart')}
    </Button>
  );
}

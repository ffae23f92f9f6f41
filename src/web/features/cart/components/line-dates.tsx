import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../../../shared/cart';
import { toast } from '../../../components/toast';
import { RentalDatesPicker, type RentalDates } from '../../catalog/components/rental-panel/rental-dates-picker';
import { fitCartToStock } from '../api/check-cart';
import { lineKey } from '../lib/cart-store';
import { cart } from '../lib/use-cart';

/**
 * A line's date range. A complete new range moves the line (refused when another line already
 * has this product on those days) and is then checked against free stock; a half-chosen range
 * goes back to the line's dates when the calendar closes.
 */
export function LineDates({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const saved: RentalDates = [line.dates.start, line.dates.end];
  const [value, setValue] = useState<RentalDates>(saved);

  const change = (next: RentalDates) => {
    setValue(next);
    const [start, end] = next;
    if (!start || !end || (start === line.dates.start && end === line.dates.end)) return;
    const result = cart.setDates(lineKey(line), { start, end });
    if (result === 'duplicate') {
      toast.warning(t('product:cart.alreadyInCart'));
      setValue(saved);
      return;
    }
    if (result === 'changed') {
      fitCartToStock([{ ...line, dates: { start, end } }]).catch(() =>
        toast.error(t('stockCheckError', { name: line.product.name })),
      );
    }
  };

  return (
    <RentalDatesPicker
      productId={line.product.id}
      value={value}
      onChange={change}
      compact
      ariaLabel={t('datesOf', { name: line.product.name })}
      onDropdownClose={() => {
        if (!value[0] || !value[1]) setValue(saved);
      }}
    />
  );
}

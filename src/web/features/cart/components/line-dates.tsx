import { useTranslation } from 'react-i18next';
import type { CartLine } from '@shared/cart';
import type { DateRange } from '@shared/calendar-date';
import { toast } from '@/components/toast';
import { RentalDatesPicker } from '@/features/catalog';
import { fitCartToStock } from '../api/check-cart';
import { lineKey } from '../lib/cart-store';
import { cart } from '../lib/use-cart';

/**
 * A line's date range. A complete new range moves the line (refused when another line already
 * has this product on those days, and the picker then shows the line's dates again) and is then
 * checked against free stock; a half-chosen range goes back to the line's dates when the calendar closes.
 */
export function LineDates({ line }: { line: CartLine }) {
  const { t } = useTranslation(['cart', 'product']);

  const change = (range: DateRange | null) => {
    if (!range || (range.dateFrom === line.range.dateFrom && range.dateTo === line.range.dateTo)) return;
    const result = cart.setDates(lineKey(line), range);
    if (result === 'duplicate') toast.warning(t('product:cart.alreadyInCart'));
    else if (result === 'changed') {
      fitCartToStock([{ ...line, range }]).catch(() => toast.error(t('stockCheckError', { name: line.product.name })));
    }
  };

  return (
    <RentalDatesPicker
      productId={line.product.id}
      value={line.range}
      onChange={change}
      quantity={line.quantity}
      compact
      ariaLabel={t('datesOf', { name: line.product.name })}
    />
  );
}

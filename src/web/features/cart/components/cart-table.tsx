import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@shared/cart';
import { lineKey } from '../lib/cart-store';
import { answeredLine, type LinePrice } from '../lib/cart-pricing';
import { DailyPrice, LineTotal } from './line-money';
import { LineDates } from './line-dates';
import { LineNote } from './line-note';
import { LineProduct } from './line-product';
import { QuantityControl } from './quantity-control';
import { RemoveLineButton } from './remove-line-button';
import classes from './cart.module.css';

/** The cart on a wide screen: one row per line (SPEC section 2). */
export function CartTable({ lines, prices }: { lines: CartLine[]; prices: Map<string, LinePrice> }) {
  const { t } = useTranslation('cart');
  return (
    <Table verticalSpacing="sm" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.product')}</Table.Th>
          <Table.Th>{t('columns.dates')}</Table.Th>
          <Table.Th>{t('columns.dailyPrice')}</Table.Th>
          <Table.Th>{t('columns.quantity')}</Table.Th>
          <Table.Th ta="right">{t('columns.total')}</Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>{t('columns.remove')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={lineKey(line)} data-testid="cart-line">
            <Table.Td>
              <LineProduct product={line.product} />
              <LineNote line={line} />
            </Table.Td>
            <Table.Td w={250}>
              <LineDates line={line} />
            </Table.Td>
            <Table.Td>
              <DailyPrice line={line} priced={answeredLine(prices, line)} />
            </Table.Td>
            <Table.Td>
              <QuantityControl line={line} />
            </Table.Td>
            <Table.Td ta="right">
              <LineTotal line={line} priced={answeredLine(prices, line)} ta="right" />
            </Table.Td>
            <Table.Td>
              <RemoveLineButton line={line} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

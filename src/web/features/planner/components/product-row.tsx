import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_HEIGHT } from '../lib/grid-metrics';
import classes from './planner.module.css';

type Props = {
  rowIndex: number;
  top: number;
  width: number;
  dayCount: number;
  productName: string;
  /** How many of its units are loaded. */
  count: number;
};

/** A product's row above its units: its name and how many units it has in the view, across every column. */
export function ProductRow({ rowIndex, top, width, dayCount, productName, count }: Props) {
  const { t } = useTranslation('planner');
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      className={`${classes.row} ${classes.productRow}`}
      style={{ top, height: PRODUCT_HEIGHT, width }}
    >
      <div role="rowheader" aria-colindex={1} aria-colspan={dayCount + 1} className={classes.productCell}>
        <span className={classes.productLabel}>
          <span className={classes.productName}>{productName}</span>{' '}
          <Badge size="sm" variant="default" radius="sm">
            {t('grid.units', { count })}
          </Badge>
        </span>
      </div>
    </div>
  );
}

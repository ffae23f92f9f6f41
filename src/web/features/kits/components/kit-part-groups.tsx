import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RentalUnit } from '@shared/schemas/rental';
import { paths } from '@/lib/paths';
import { unitsByPart } from '../lib/units-by-part';
import classes from './kits.module.css';

type Unit = Pick<RentalUnit, 'id' | 'productId' | 'productName'>;

type Props<U extends Unit> = {
  units: readonly U[];
  /** A part's units as the page shows units (serial chips, or each with where it stands at the desk). */
  children: (units: U[], label: string) => ReactNode;
};

/**
 * What is in the box of a booked kit: each part ("4 × NP-FZ100 battery", the units the rental
 * holds of it, linking to the part's page) with the serial numbers of its units under it.
 */
export function KitPartGroups<U extends Unit>({ units, children }: Props<U>) {
  const { t } = useTranslation('kits-areas');
  return (
    <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }} data-testid="kit-parts">
      {unitsByPart(units).map((part) => (
        <Stack component="li" key={part.productId} gap={4} data-testid="kit-part">
          <Text size="sm">
            <Text span fw={700} className={classes.count}>
              {part.units.length} ×
            </Text>{' '}
            <Anchor component={Link} to={paths.product.getHref(part.productId)} size="sm" fw={600}>
              {part.productName}
            </Anchor>
          </Text>
          {children(part.units, t('rental.serials', { name: part.productName }))}
        </Stack>
      ))}
    </Stack>
  );
}

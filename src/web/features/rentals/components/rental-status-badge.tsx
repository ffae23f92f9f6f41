import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rentalStatusColor, type RentalStatus } from '@shared/rental-rules';
import classes from './rentals.module.css';

/** The rental status computed from its dates (SPEC section 4), in its colour. */
export function RentalStatusBadge({ status }: { status: RentalStatus }) {
  const { t } = useTranslation('rentals');
  return (
    <Badge color={rentalStatusColor[status]} variant="light" className={classes.badge}>
      {t(`rentalStatus.${status}`)}
    </Badge>
  );
}

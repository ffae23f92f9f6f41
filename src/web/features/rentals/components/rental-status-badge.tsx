import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rentalStatusColor, type RentalStatus } from '@shared/rental-rules';
import classes from './rentals.module.css';

/** The rental's one status (SPEC section 4's, Overdue in place of Completed while out; decision 099), in its colour. */
export function RentalStatusBadge({ status }: { status: RentalStatus }) {
  const { t } = useTranslation('rentals');
  return (
    <Badge color={rentalStatusColor[status]} variant="light" className={classes.badge} data-status={status}>
      {t(`rentalStatus.${status}`)}
    </Badge>
  );
}

import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Rental } from '@shared/schemas/rental';
import classes from './rentals.module.css';

/** Beside the status badge of a line whose order waits for payment; it turns confirmed when Stripe says paid. */
export function AwaitingPaymentBadge({ rental }: { rental: Rental }) {
  const { t } = useTranslation('rentals');
  if (rental.orderStatus !== 'AwaitingPayment') return null;
  return (
    <Badge color="orange" variant="light" className={classes.badge} data-testid="awaiting-payment">
      {t('payment.awaiting')}
    </Badge>
  );
}

/** The way to pay a waiting order: its page, which has the "Pay now" button and the hold's end. */
export function PayLink({ rental, orderHref }: { rental: Rental; orderHref: (id: number) => string }) {
  const { t } = useTranslation('rentals');
  if (rental.orderStatus !== 'AwaitingPayment') return null;
  return (
    <Anchor component={Link} to={orderHref(rental.orderId)} size="sm" fw={600} className={classes.badge}>
      {t('payment.payLink')}
    </Anchor>
  );
}

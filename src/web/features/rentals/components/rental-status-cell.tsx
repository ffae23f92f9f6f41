import { Group, Stack } from '@mantine/core';
import type { RentalStatus } from '@shared/rental-rules';
import type { Rental } from '@shared/schemas/rental';
import { AwaitingPaymentBadge, PayLink } from './awaiting-payment';
import { mayExtend } from '@shared/rental-extension';
import { shopToday } from '@/lib/shop-calendar';
import { ChangeDatesButton } from './change-dates-button';
import { DeleteRentalButton } from './delete-rental-button';
import { ExtendRentalButton } from './extend-rental-button';
import { HandOverBadges } from './hand-over-badges';
import { RentalStatusBadge } from './rental-status-badge';

type Props = {
  rental: Rental;
  status: RentalStatus;
  canDelete: boolean;
  onDelete: () => void;
  /** The customer's link to pay an order that waits for payment; none on the dashboard. */
  orderHref?: (id: number) => string;
  /** The customer's Extend action, on rentals that may be extended. */
  onExtend?: () => void;
  /** Shorten or move it, where that is offered. */
  onChangeDates?: () => void;
};

/**
 * The table's last column: the status (and whether its order waits for payment), the delete
 * button where the server would allow it, and under them where the rental stands at the desk.
 */
export function RentalStatusCell({ rental, status, canDelete, onDelete, orderHref, onExtend, onChangeDates }: Props) {
  return (
    <Stack gap={4} align="flex-end">
      <Group gap={6} wrap="nowrap" justify="flex-end" mih={28}>
        <AwaitingPaymentBadge rental={rental} />
        <RentalStatusBadge status={status} />
        {canDelete && <DeleteRentalButton onDelete={onDelete} />}
      </Group>
      {onChangeDates && <ChangeDatesButton onClick={onChangeDates} />}
      {orderHref && <PayLink rental={rental} orderHref={orderHref} />}
      {onExtend && mayExtend(rental, shopToday()) && (
        <ExtendRentalButton onExtend={onExtend} productName={rental.productName} />
      )}
      <HandOverBadges rental={rental} align="end" />
    </Stack>
  );
}

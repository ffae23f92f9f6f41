import type { RentalStatus } from '../../../../shared/rental-status';
import type { Rental } from '../../../../shared/schemas/rental';

/**
 * Mirrors the server's rule (DESIGN.md) so the button only shows when the delete would succeed:
 * never with an incident; customers only before the first day, administrators any rental.
 */
export function canDeleteRental(rental: Pick<Rental, 'incident'>, status: RentalStatus, isAdmin: boolean): boolean {
  if (rental.incident) return false;
  return isAdmin || status === 'Requested';
}

/** SPEC section 2: the Help button shows when there is no incident and the rental is not completed or unknown. */
export function canReportIncident(rental: Pick<Rental, 'incident'>, status: RentalStatus): boolean {
  return rental.incident === null && (status === 'Requested' || status === 'InProgress');
}

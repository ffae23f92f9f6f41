import { AFFECTED_RENTALS, type AffectedRental, affectedRentalSchema } from '@shared/schemas/closed-days';
import { ApiError } from '@/lib/api-client';

/**
 * The rentals a refused save names (409 AFFECTED_RENTALS: the change closes days they pick up or
 * return on), or null for any other answer.
 */
export function affectedRentalsOf(error: unknown): AffectedRental[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== AFFECTED_RENTALS) return null;
  const affected = affectedRentalSchema.array().safeParse(error.details?.['affected']);
  return affected.success && affected.data.length > 0 ? affected.data : null;
}

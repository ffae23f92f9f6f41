import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { NewRental, Rental } from '../../shared/schemas/rental';
import type { Database } from '../db/client';
import { rentals } from '../db/schema/rentals';
import { ConflictError, DomainError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import {
  type Booker,
  NOT_ENOUGH_STOCK_MESSAGE,
  type OrderBooking,
  OrderRefusedError,
  type Placed,
} from './booking-terms';
import { createRentalQueries, type LateFeeRuleSource } from './queries';
import type { Requester } from './requester';

export { rentalTotalCents, type RentalReader } from './queries';
export type { Requester } from './requester';

/**
 * The rentals of the shop: reading them (queries.ts) and booking one as a one-line order
 * (booking.ts books every order); cancelling one is a flow (flows/cancel-line.ts).
 */
export function createRentalService(
  db: Database,
  calendar: ShopCalendar,
  deps: { booking: OrderBooking; lateFeeRule?: LateFeeRuleSource },
) {
  const { booking } = deps;
  const queries = createRentalQueries(db, calendar, deps.lateFeeRule);
  const { load, ...reads } = queries;

  return {
    ...reads,

    /**
     * Books one line as a one-line order (decision 038): the server, not the client, picks the
     * units; missing stock is a 409 NOT_ENOUGH_STOCK as it always was. With an idempotency key,
     * a retry of the same request within IDEMPOTENCY_KEY_HOURS returns the rental the first one
     * made instead of booking again; the same key with another body is refused (422).
     */
    async create(
      requester: Requester & Pick<Booker, 'limit'>,
      input: NewRental,
      idempotencyKey?: string,
      language: Language = 'en',
    ): Promise<{ rental: Rental; replayed: boolean }> {
      let placed: Placed;
      try {
        placed = await booking.place(requester, [input], idempotencyKey, 'rental', undefined, undefined, language);
      } catch (error) {
        // One line: the refusal of its line is the request's, in the words of before orders.
        if (error instanceof OrderRefusedError) {
          const [line] = error.refusals;
          if (!line) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
          // Why the units are short, when the line says (issue 48): its own message and reason.
          const { reason, bufferDays } = line;
          throw new ConflictError(line.code, line.message).because(reason && { reason, bufferDays });
        }
        if (error instanceof DomainError) error.lines = undefined;
        throw error;
      }
      // A new rental is answered from what its statement wrote (decision 058); a replay reads the first one's.
      const written = placed.placed?.rentals[0];
      if (written) return { rental: written, replayed: false };
      const [rental] = await load(eq(rentals.orderId, placed.orderId), undefined, language);
      return { rental: rental!, replayed: placed.replayed };
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;

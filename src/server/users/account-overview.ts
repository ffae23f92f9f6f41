import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { AccountOverview } from '../../shared/schemas/profile';
import type { Database } from '../db/client';
import { notHeld } from '../db/held-orders';
import { incidents, rentals, reviews } from '../db/schema/rentals';
import type { RentalService } from '../rentals/service';

/** The account's front page: counts from the indexes on user_id, and the next rental ahead. */
export function createAccountOverview(db: Database, rentalService: RentalService) {
  return async (userId: string, language: Language = 'en'): Promise<AccountOverview> => {
    const [[rentalCount], [incidentCounts], [reviewCount], nextRental] = await Promise.all([
      db
        .select({ total: count() })
        .from(rentals)
        .where(and(eq(rentals.userId, userId), isNull(rentals.cancelledAt), notHeld(rentals.orderId))),
      db
        .select({
          total: count(),
          open: sql<number>`count(*) FILTER (WHERE ${incidents.status} = 'Open')`.mapWith(Number),
        })
        .from(incidents)
        .where(eq(incidents.userId, userId)),
      db.select({ total: count() }).from(reviews).where(eq(reviews.userId, userId)),
      rentalService.nextForUser(userId, language),
    ]);
    return {
      rentals: rentalCount?.total ?? 0,
      incidents: incidentCounts?.total ?? 0,
      openIncidents: incidentCounts?.open ?? 0,
      reviews: reviewCount?.total ?? 0,
      nextRental,
    };
  };
}

export type AccountOverviewReader = ReturnType<typeof createAccountOverview>;

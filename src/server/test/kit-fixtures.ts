import type { IsoDate } from '../../shared/calendar-date';
import type { Executor } from '../db/client';
import { kitParts, products } from '../db/schema/catalog';
import { rentalItems, rentals } from '../db/schema/rentals';
import { insertItems, insertProduct } from './factories';

/*
 * Kits for tests (decision 050), written as the admin and a booking would leave them,
 * without going through either: a kit product with its parts, and a kit booked as its parts' units.
 */

/** A kit of `parts` (each a product with `units` units and `count` per kit), and its parts with their units. */
export async function insertKitWithParts(
  db: Executor,
  parts: { count: number; units: number; name?: string }[],
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const made = [];
  for (const part of parts) {
    const product = await insertProduct(db, part.name ? { name: part.name } : {});
    made.push({ product, count: part.count, items: await insertItems(db, product.id, part.units) });
  }
  const kit = await insertProduct(db, { ...overrides, isKit: true });
  await db.insert(kitParts).values(made.map((part) => ({ kitId: kit.id, partId: part.product.id, count: part.count })));
  return { kit, parts: made };
}

/** A kit rental as booking leaves one: the kit as its product, its parts' units as its units. */
export async function insertKitRental(
  db: Executor,
  input: {
    userId: string;
    kitId: number;
    dateFrom: IsoDate;
    dateTo: IsoDate;
    itemIds: number[];
    unitsPerKit: number;
    /** The deposit per kit, in cents (none unless given). */
    depositCents?: number;
  },
) {
  const [rental] = await db
    .insert(rentals)
    .values({
      userId: input.userId,
      productId: input.kitId,
      dateFrom: input.dateFrom,
      dateTo: input.dateTo,
      unitsPerKit: input.unitsPerKit,
      depositCents: input.depositCents ?? 0,
    })
    .returning();
  await db
    .insert(rentalItems)
    .values(
      input.itemIds.map((itemId) => ({ rentalId: rental!.id, itemId, dateFrom: input.dateFrom, dateTo: input.dateTo })),
    );
  return rental!;
}

import type { IsoDate } from '../../shared/calendar-date';
import type { Executor } from '../db/client';
import { categories, items, kitParts, products } from '../db/schema/catalog';
import { rentalItems, rentals } from '../db/schema/rentals';

let sequence = 0;
const next = () => (sequence += 1);

export async function insertCategory(db: Executor, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function insertProduct(db: Executor, overrides: Partial<typeof products.$inferInsert> = {}) {
  const categoryId = overrides.categoryId ?? (await insertCategory(db)).id;
  const n = next();
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${n}`, dailyPrice: '10.00', brand: 'Brand', model: `M${n}`, categoryId, ...overrides })
    .returning();
  return row!;
}

/** `count` units of a product; `nonOperational` of them out of service. */
export async function insertItems(db: Executor, productId: number, count: number, nonOperational = 0) {
  if (count === 0) return [];
  return db
    .insert(items)
    .values(
      Array.from({ length: count }, (_, index) => ({
        serialNumber: `SN-${productId}-${next()}`,
        productId,
        status: index < count - nonOperational ? ('Operational' as const) : ('NonOperational' as const),
      })),
    )
    .returning();
}

export async function insertRental(
  db: Executor,
  input: {
    userId: string;
    productId: number;
    dateFrom: IsoDate;
    dateTo: IsoDate;
    itemIds: number[];
    /** The deposit per unit the line asks, in cents (none unless given). */
    depositCents?: number;
  },
) {
  const [rental] = await db
    .insert(rentals)
    .values({
      userId: input.userId,
      productId: input.productId,
      dateFrom: input.dateFrom,
      dateTo: input.dateTo,
      depositCents: input.depositCents ?? 0,
    })
    .returning();
  if (input.itemIds.length > 0) {
    await db.insert(rentalItems).values(
      input.itemIds.map((itemId) => ({ rentalId: rental!.id, itemId, dateFrom: input.dateFrom, dateTo: input.dateTo })),
    );
  }
  return rental!;
}

/** A kit of the given parts, each `count` per kit; the parts' units are inserted apart (insertItems). */
export async function insertKit(
  db: Executor,
  parts: { productId: number; count: number }[],
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const kit = await insertProduct(db, { ...overrides, isKit: true });
  if (parts.length > 0) {
    await db.insert(kitParts).values(parts.map((part) => ({ kitId: kit.id, partId: part.productId, count: part.count })));
  }
  return kit;
}

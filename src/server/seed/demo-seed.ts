import { count, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-date';
import { toCents } from '../../shared/money';
import type { ShopCalendar } from '../shop-calendar';
import type { Auth } from '../auth/auth';
import type { Database, Executor } from '../db/client';
import type { Storage } from '../storage/storage';
import { categories, items, kitParts, products } from '../db/schema/catalog';
import { incidents, rentalItems, rentals, reviews } from '../db/schema/rentals';
import { createUser } from '../users';
import { demoCategories, demoKits, demoProducts, type DemoProduct } from './catalog-data';
import {
  categoryTranslations,
  kitTranslations,
  productTranslations,
  type DemoTranslations,
} from './catalog-translations';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-users';
import { demoProductPictures } from './demo-pictures';
import { storeProductImages } from '../images/product-image';

export { DEMO_LOGINS, DEMO_PASSWORD };

type SeedContext = {
  db: Executor;
  auth: Auth;
  calendar: ShopCalendar;
  storage: Storage;
  log: (message: string) => void;
};

function serialPrefix(product: DemoProduct) {
  const brand = product.brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const model = product.model
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 10);
  return `${brand}-${model}`;
}

/** The Spanish and German columns of a demo category or product (catalog-translations.ts). */
function translated(texts: DemoTranslations | undefined) {
  if (!texts) throw new Error('A demo category or product has no Spanish and German texts');
  return {
    nameEs: texts.es.name,
    nameDe: texts.de.name,
    descriptionEs: texts.es.description,
    descriptionDe: texts.de.description,
  };
}

async function seedCatalog({ db, storage }: SeedContext) {
  const categoryIds = new Map<string, number>();
  for (const parent of demoCategories) {
    const [row] = await db
      .insert(categories)
      .values({ name: parent.name, description: parent.description, ...translated(categoryTranslations[parent.name]) })
      .returning({ id: categories.id });
    for (const child of parent.children) {
      const [childRow] = await db
        .insert(categories)
        .values({
          name: child.name,
          description: child.description,
          parentId: row!.id,
          ...translated(categoryTranslations[child.name]),
        })
        .returning({ id: categories.id });
      categoryIds.set(child.name, childRow!.id);
    }
  }

  const productIds = new Map<string, { id: number; itemIds: number[] }>();
  for (const product of demoProducts) {
    // A random name with the stored format's extension, as an uploaded product image gets (decision 013).
    const image = await storeProductImages(storage, await demoProductPictures(product));
    const [row] = await db
      .insert(products)
      .values({
        name: product.name,
        description: product.description,
        dailyPrice: product.dailyPrice,
        deposit: demoDeposit(product.dailyPrice),
        durationPrices: (product.durationPrices ?? []).map((tier) => ({
          minDays: tier.minDays,
          dailyPriceCents: toCents(tier.dailyPrice),
        })),
        brand: product.brand,
        model: product.model,
        categoryId: categoryIds.get(product.category)!,
        image,
        ...translated(productTranslations[product.name]),
      })
      .returning({ id: products.id });
    const units = Array.from({ length: product.units }, (_, index) => ({
      serialNumber: `${serialPrefix(product)}-${String(row!.id).padStart(3, '0')}${String(index + 1).padStart(2, '0')}`,
      productId: row!.id,
      // The last units of a product are the ones out of service.
      status: index >= product.units - product.nonOperational ? ('NonOperational' as const) : ('Operational' as const),
    }));
    const itemRows = await db.insert(items).values(units).returning({ id: items.id, status: items.status });
    const operational = itemRows.filter((item) => item.status === 'Operational').map((item) => item.id);
    productIds.set(product.name, { id: row!.id, itemIds: operational });
  }
  for (const kit of demoKits) {
    const image = await storeProductImages(storage, await demoProductPictures(kit));
    const [row] = await db
      .insert(products)
      .values({
        name: kit.name,
        description: kit.description,
        dailyPrice: kit.dailyPrice,
        deposit: demoDeposit(kit.dailyPrice),
        brand: kit.brand,
        model: kit.model,
        categoryId: categoryIds.get(kit.category)!,
        image,
        isKit: true,
        ...translated(kitTranslations[kit.name]),
      })
      .returning({ id: products.id });
    await db
      .insert(kitParts)
      .values(kit.parts.map((part) => ({ kitId: row!.id, partId: productIds.get(part.name)!.id, count: part.count })));
    productIds.set(kit.name, { id: row!.id, itemIds: [] });
  }
  return productIds;
}

/**
 * The demo's deposits, as rental shops commonly ask them: about ten days' rent rounded to €50,
 * for gear from €20 a day; cheaper accessories ask none.
 */
export function demoDeposit(dailyPrice: string): string {
  const euros = Number(dailyPrice);
  return euros < 20 ? '0' : String(Math.max(50, Math.round((euros * 10) / 50) * 50));
}

/** Past, current and future rentals with reviews and incidents, dated around today. */
async function seedActivity(ctx: SeedContext, productIds: Map<string, { id: number; itemIds: number[] }>) {
  const { db, auth } = ctx;
  // One after another: a transaction is a single connection, and createUser opens a savepoint.
  const users: { id: string }[] = [];
  for (const login of DEMO_LOGINS) users.push(await createUser(db, auth, { ...login, password: DEMO_PASSWORD }));
  const [, lucia, jonas] = users;
  if (!lucia || !jonas) throw new Error('The demo customers were not created');

  const today = ctx.calendar.today();
  const taken: { itemId: number; from: string; to: string }[] = [];
  const byIndex = (index: number) => demoProducts[index % demoProducts.length]!.name;

  async function rent(userId: string, productName: string, fromOffset: number, toOffset: number, quantity = 1) {
    const product = productIds.get(productName)!;
    const dateFrom = addDays(today, fromOffset);
    const dateTo = addDays(today, toOffset);
    const free = product.itemIds.filter(
      (itemId) => !taken.some((t) => t.itemId === itemId && t.from <= dateTo && t.to >= dateFrom),
    );
    const chosen = free.slice(0, quantity);
    const [rental] = await db
      .insert(rentals)
      .values({ userId, productId: product.id, dateFrom, dateTo })
      .returning({ id: rentals.id });
    await db.insert(rentalItems).values(chosen.map((itemId) => ({ rentalId: rental!.id, itemId, dateFrom, dateTo })));
    for (const itemId of chosen) taken.push({ itemId, from: dateFrom, to: dateTo });
    return { rentalId: rental!.id, productId: product.id };
  }

  /** A kit booked as its parts' units (decision 050): `count` free units of each part per kit. */
  async function rentKit(userId: string, kitName: string, fromOffset: number, toOffset: number) {
    const kit = demoKits.find((candidate) => candidate.name === kitName)!;
    const dateFrom = addDays(today, fromOffset);
    const dateTo = addDays(today, toOffset);
    const chosen = kit.parts.flatMap((part) =>
      productIds
        .get(part.name)!
        .itemIds.filter((itemId) => !taken.some((t) => t.itemId === itemId && t.from <= dateTo && t.to >= dateFrom))
        .slice(0, part.count),
    );
    const unitsPerKit = kit.parts.reduce((sum, part) => sum + part.count, 0);
    if (chosen.length !== unitsPerKit) throw new Error(`The demo kit ${kitName} has too few free units`);
    const [rental] = await db
      .insert(rentals)
      .values({ userId, productId: productIds.get(kitName)!.id, dateFrom, dateTo, unitsPerKit })
      .returning({ id: rentals.id });
    await db.insert(rentalItems).values(chosen.map((itemId) => ({ rentalId: rental!.id, itemId, dateFrom, dateTo })));
    for (const itemId of chosen) taken.push({ itemId, from: dateFrom, to: dateTo });
  }

  const pastA = await rent(lucia.id, 'Sony Alpha 7 IV', -40, -36);
  const pastB = await rent(lucia.id, byIndex(12), -25, -22, 2);
  await rent(lucia.id, byIndex(20), -12, -10);
  const current = await rent(lucia.id, byIndex(5), -2, 3);
  await rent(lucia.id, byIndex(30), 6, 9, 2);
  await rent(lucia.id, 'Sony Alpha 7 IV', 14, 16, 3);
  await rentKit(lucia.id, 'Sony FX3 Cinema Kit', 4, 5);

  const pastD = await rent(jonas.id, 'Sony Alpha 7 IV', -60, -55);
  const pastE = await rent(jonas.id, byIndex(25), -18, -15);
  await rent(jonas.id, 'Canon EOS R5', -1, 2);
  await rent(jonas.id, 'Canon EOS R5', 10, 14);
  await rent(jonas.id, byIndex(35), 20, 27);
  // Back two days late: the desk, the dashboard and Jonas's rentals show an overdue rental.
  const late = await rent(jonas.id, byIndex(8), -6, -2);

  await seedHandOvers(db, ctx.calendar, users[0]!.id, late.rentalId);

  await db.insert(reviews).values([
    {
      userId: lucia.id,
      productId: pastA.productId,
      rating: 5,
      comments: 'Sharp, reliable and the battery lasted a full wedding day. Picked up and returned without any fuss.',
    },
    {
      userId: lucia.id,
      productId: pastB.productId,
      rating: 4,
      comments: 'Did exactly what I needed for a two-day product shoot. Arrived clean and well packed.',
    },
    {
      userId: jonas.id,
      productId: pastD.productId,
      rating: 4,
      comments: 'Great body for hybrid work. Would rent again for the next documentary project.',
    },
  ]);
  await db.insert(incidents).values([
    {
      userId: lucia.id,
      reportedBy: lucia.id,
      rentalId: current.rentalId,
      type: 'ProductDamaged',
      description: 'The lens hood has a cracked clip and does not lock in place any more.',
    },
    {
      userId: jonas.id,
      reportedBy: jonas.id,
      rentalId: pastE.rentalId,
      type: 'Payment',
      description: 'I was charged twice for this rental. Please refund the second payment.',
      status: 'Closed',
    },
  ]);
}

/**
 * The hand-over desk's records of the demo rentals: every unit of a rental that has
 * started was handed over on its first morning, and every unit of one that has ended came back
 * fine on its last evening, on the shop's clock; except `lateRentalId`, still out.
 */
async function seedHandOvers(db: Executor, calendar: ShopCalendar, adminId: string, lateRentalId: number) {
  const today = calendar.today();
  // One statement: a unit is out on one rental at a time (rental_items_unit_out_once).
  const back = sql`date_to < ${today}::date AND rental_id <> ${lateRentalId}`;
  await db.execute(sql`
    UPDATE rental_items SET
      checked_out_at = ((date_from + time '09:30') AT TIME ZONE ${calendar.timeZone}),
      checked_out_by = ${adminId},
      checked_in_at = CASE WHEN ${back} THEN ((date_to + time '17:30') AT TIME ZONE ${calendar.timeZone}) END,
      checked_in_by = CASE WHEN ${back} THEN ${adminId} END,
      return_condition = CASE WHEN ${back} THEN 'ok'::return_condition END
    WHERE date_from <= ${today}::date AND NOT cancelled`);
}

/**
 * The demo shop's legal details, so its invoices look like a real shop's from the first order
 * (fictional: a real shop enters its own in Settings). Saved ones are left alone.
 */
export const DEMO_LEGAL_DETAILS = {
  name: 'Framehire Demo GmbH',
  street: 'Torstraße 100',
  postcode: '10119',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE000000000',
  email: 'invoices@framehire.example',
};

async function seedShopDetails({ db }: SeedContext) {
  await db.execute(sql`
    UPDATE shop_settings SET value = value || jsonb_build_object('legal', ${JSON.stringify(DEMO_LEGAL_DETAILS)}::jsonb)
    WHERE id = 1 AND NOT (value ? 'legal')`);
}

/** Fills an empty database with the demo shop; a database that has products is left alone. */
export async function seedDemoShopIfEmpty(ctx: SeedContext & { db: Database }): Promise<boolean> {
  const [row] = await ctx.db.select({ total: count() }).from(products);
  if ((row?.total ?? 0) > 0) return false;
  ctx.log('Filling the empty database with the demo shop…');
  // One transaction: a start killed halfway leaves an empty database, seeded again next time.
  await ctx.db.transaction(async (tx) => {
    const inTransaction = { ...ctx, db: tx };
    await seedShopDetails(inTransaction);
    await seedActivity(inTransaction, await seedCatalog(inTransaction));
  });
  return true;
}

import { and, asc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { Item, ItemInput, ItemStatus } from '../../shared/schemas/catalog-admin';
import type { Page } from '../../shared/schemas/paging';
import { type Actor, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { containsPattern, toPage } from '../db/listing';
import { items, products } from '../db/schema/catalog';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { KIT_WITH_UNITS_MESSAGE, kitRefusal } from './kit-parts';
import { rentalsSinceService, serviceDue } from '../db/service-due';
import type { IsoDate } from '../../shared/calendar-date';
import { createShopCalendar, type ShopCalendar } from '../shop-calendar';

export const ITEM_EXISTS_MESSAGE = 'An item with the same serial number already exists!';
export const ITEM_HAS_HISTORY_MESSAGE =
  'This item has been rented, so its history keeps it: set it to NonOperational to take it out of service.';

export type ItemListQuery = {
  limit: number;
  after?: string;
  q?: string;
  productId?: number;
  status?: ItemStatus;
  serialNumber?: string;
  serviceDue?: boolean;
};

// Per listed unit, one probe of rental_items' item index. (A bare EXISTS may be planned as a hashed
// subplan that reads all of rental_items; a LIMIT cannot be hashed.)
const hasRentals = sql<boolean>`COALESCE((SELECT true FROM rental_items ri WHERE ri.item_id = ${items.id} LIMIT 1), false)`;

/** The columns of a unit as the staff's lists show it, its service read on the shop's `today` (decision 094). */
const columnsOn = (today: IsoDate, timeZone: string) => ({
  id: items.id,
  serialNumber: items.serialNumber,
  productId: items.productId,
  productName: products.name,
  status: items.status,
  hasRentals,
  serviceDue: serviceDue(today, timeZone),
  lastServicedAt: sql<string>`${items.servicedAt}`.mapWith((value: string | Date) => new Date(value).toISOString()),
  rentalsSinceService: sql<number>`${rentalsSinceService}`.mapWith(Number),
  outForService: items.outForService,
});

/** An edit that only takes a unit in or out of service is logged as a status change. */
function editAction(before: Item, after: Item): 'status' | 'edit' {
  const same = before.serialNumber === after.serialNumber && before.productId === after.productId;
  return same && before.status !== after.status ? 'status' : 'edit';
}

/** What the item admin tells the rest of the shop, inside the change's transaction (domain events). */
export type ItemEvents = {
  /** A unit set from NonOperational back to Operational: it may free dates someone waits for. */
  backInService: (unit: { itemId: number; productId: number }, tx: Executor) => Promise<void>;
};

/** The physical units. A unit that was ever rented stays (its rentals name it); it can be retired instead. */
export function createItemAdmin(db: Database, events?: ItemEvents, calendar: ShopCalendar = createShopCalendar('UTC')) {
  const select = (where: SQL | undefined, ex: Executor = db) =>
    ex
      .select(columnsOn(calendar.today(), calendar.timeZone))
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(where);

  /** Inside a transaction, pass it: the audit log's snapshots are read there. */
  async function get(id: number, ex: Executor = db): Promise<Item> {
    const [row] = await select(eq(items.id, id), ex);
    if (!row) throw new NotFoundError('Item');
    return row;
  }

  /**
   * The product must exist and be no kit (a kit is booked as its parts' units), and stay so while
   * the unit is written: its deletion, or its becoming a kit, waits for this.
   */
  async function checkProduct(tx: Executor, productId: number) {
    const [row] = await tx
      .select({ id: products.id, isKit: products.isKit })
      .from(products)
      .where(eq(products.id, productId))
      .for('share');
    if (!row) throw new InvalidInputError('UNKNOWN_PRODUCT', 'The product does not exist.', 'productId');
    if (row.isKit) throw new InvalidInputError('KIT_HAS_NO_UNITS', KIT_WITH_UNITS_MESSAGE, 'productId');
  }

  async function write(action: (tx: Executor) => Promise<number>): Promise<Item> {
    try {
      return await get(await db.transaction(action));
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw new ConflictError('ITEM_EXISTS', ITEM_EXISTS_MESSAGE);
      throw kitRefusal(error);
    }
  }

  return {
    get,

    /** One page in serial-number order. */
    async list(query: ItemListQuery): Promise<Page<Item>> {
      const filters: (SQL | undefined)[] = [
        query.after === undefined ? undefined : gt(items.serialNumber, query.after),
        query.q ? ilike(items.serialNumber, containsPattern(query.q)) : undefined,
        query.serialNumber === undefined ? undefined : sql`lower(${items.serialNumber}) = lower(${query.serialNumber})`,
        query.productId === undefined ? undefined : eq(items.productId, query.productId),
        query.status === undefined ? undefined : eq(items.status, query.status),
        query.serviceDue ? serviceDue(calendar.today(), calendar.timeZone) : undefined,
      ];
      const rows = await select(and(...filters))
        .orderBy(asc(items.serialNumber))
        .limit(query.limit + 1);
      return toPage(rows, query.limit, (row) => row.serialNumber);
    },

    create: (actor: Actor, input: ItemInput) =>
      write(async (tx) => {
        await checkProduct(tx, input.productId);
        // Its service intervals count from the day it joins the shop.
        const [created] = await tx
          .insert(items)
          .values({ ...input, servicedAt: calendar.now() })
          .returning({ id: items.id });
        const id = created!.id;
        await recordAudit(tx, { actor, action: 'create', entity: 'item', entityId: id, after: await get(id, tx) });
        return id;
      }),

    /** A rented unit keeps its product: moving it would rewrite what its past rentals were of. */
    update: (actor: Actor, id: number, input: ItemInput) =>
      write(async (tx) => {
        const [current] = await tx.select().from(items).where(eq(items.id, id)).for('update');
        if (!current) throw new NotFoundError('Item');
        await checkProduct(tx, input.productId);
        const before = await get(id, tx);
        if (input.productId !== current.productId && before.hasRentals) {
          throw new ConflictError('ITEM_HAS_HISTORY', 'This item has been rented, so it stays with its product.');
        }
        await tx.update(items).set(input).where(eq(items.id, id));
        if (current.status === 'NonOperational' && input.status === 'Operational') {
          await events?.backInService({ itemId: id, productId: input.productId }, tx);
        }
        const after = await get(id, tx);
        await recordAudit(tx, {
          actor,
          action: editAction(before, after),
          entity: 'item',
          entityId: id,
          before,
          after,
        });
        return id;
      }),

    async remove(actor: Actor, id: number): Promise<void> {
      const item = await get(id);
      if (item.hasRentals) throw new ConflictError('ITEM_HAS_HISTORY', ITEM_HAS_HISTORY_MESSAGE);
      try {
        await db.transaction(async (tx) => {
          const [deleted] = await tx.delete(items).where(eq(items.id, id)).returning({ id: items.id });
          if (!deleted) throw new NotFoundError('Item');
          await recordAudit(tx, { actor, action: 'delete', entity: 'item', entityId: id, before: item });
        });
      } catch (error) {
        // Booked between the check and the delete: rental_items' RESTRICT keeps it.
        const state = sqlState(error);
        if (state === FOREIGN_KEY_VIOLATION || state === RESTRICT_VIOLATION) {
          throw new ConflictError('ITEM_HAS_HISTORY', ITEM_HAS_HISTORY_MESSAGE);
        }
        throw error;
      }
    },
  };
}

export type ItemAdmin = ReturnType<typeof createItemAdmin>;

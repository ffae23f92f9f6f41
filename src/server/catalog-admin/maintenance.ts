import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromCents, toCents } from '../../shared/money';
import type { ItemService, ItemServiceInput } from '../../shared/schemas/catalog-admin';
import { type Actor, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { itemServices, items, products } from '../db/schema/catalog';
import { serviceDue } from '../db/service-due';
import { NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import type { ItemEvents } from './items';

/*
 * Maintenance (issue 47, decision 094): a product's units need a service every so many rentals
 * or days; a service recorded (what, what it cost, who) starts the count again, and brings back
 * into service a unit taken out because it was due. With the shop's setting on, a unit goes out of
 * service when it becomes due: at the check-in that reaches its rentals, or by the daily sweep
 * for its days.
 */

/** The daily sweep of units due by their days; at 04:15 on the server's clock. */
export const MAINTENANCE_TASK = 'maintenance:due-units';
export const MAINTENANCE_CRONTAB = `15 4 * * * ${MAINTENANCE_TASK}`;

export function createMaintenance(
  db: Database,
  calendar: ShopCalendar,
  deps: { events?: ItemEvents; outOfServiceWhenDue: () => Promise<boolean> },
) {
  /**
   * Takes out of service the units among `itemIds` (all, without) that are due, when the shop
   * says so: status NonOperational, marked as out for their service. Answers how many.
   */
  async function takeOutDue(ex: Executor, itemIds?: number[]): Promise<number> {
    if (!(await deps.outOfServiceWhenDue())) return 0;
    const due = await ex
      .update(items)
      .set({ status: 'NonOperational', outForService: true })
      .from(products)
      .where(
        and(
          eq(products.id, items.productId),
          eq(items.status, 'Operational'),
          itemIds ? inArray(items.id, itemIds) : undefined,
          serviceDue(calendar.today(), calendar.timeZone),
        ),
      )
      .returning({ id: items.id });
    return due.length;
  }

  /**
   * Records the unit's service done at `performedAt` in `tx`: its count of rentals and days starts
   * again from then, and a unit taken out for its service is back in service.
   */
  async function recordIn(
    tx: Executor,
    actor: Actor,
    itemId: number,
    input: ItemServiceInput,
    performedAt: Date,
  ): Promise<ItemService> {
    const [unit] = await tx.select().from(items).where(eq(items.id, itemId)).for('update');
    if (!unit) throw new NotFoundError('Item');
    const [row] = await tx
      .insert(itemServices)
      .values({
        itemId,
        performedAt,
        note: input.note,
        costCents: input.cost === undefined ? null : toCents(input.cost),
        performedBy: actor.id,
        performedByName: actor.name,
      })
      .returning();
    // Back in service if it was taken out for this service; a unit out for damage stays out.
    const back = unit.outForService;
    await tx
      .update(items)
      .set({ servicedAt: performedAt, ...(back ? { status: 'Operational', outForService: false } : {}) })
      .where(eq(items.id, itemId));
    if (back) await deps.events?.backInService({ itemId, productId: unit.productId }, tx);
    const service: ItemService = {
      id: row!.id,
      itemId,
      performedAt: performedAt.toISOString(),
      note: row!.note,
      cost: row!.costCents === null ? null : fromCents(row!.costCents),
      performedBy: actor.name,
    };
    await recordAudit(tx, {
      actor,
      action: 'service',
      entity: 'item',
      entityId: itemId,
      after: { serialNumber: unit.serialNumber, note: service.note, cost: service.cost, backInService: back },
    });
    return service;
  }

  return {
    takeOutDue,

    /** The daily sweep: units due by their days go out of service (with the setting on). */
    sweep: () => takeOutDue(db),

    /** POST /api/admin/items/{id}/services: the service recorded; the unit's count starts again. */
    record: (actor: Actor, itemId: number, input: ItemServiceInput): Promise<ItemService> =>
      db.transaction((tx) => recordIn(tx, actor, itemId, input, calendar.now())),

    /** The same, in a transaction of the caller's: a check-in's, for a unit serviced as it came back. */
    recordIn,

    /** A unit's services, newest first. */
    async list(itemId: number): Promise<ItemService[]> {
      const rows = await db
        .select()
        .from(itemServices)
        .where(eq(itemServices.itemId, itemId))
        .orderBy(sql`${itemServices.performedAt} DESC`, sql`${itemServices.id} DESC`);
      return rows.map((row) => ({
        id: row.id,
        itemId,
        performedAt: row.performedAt.toISOString(),
        note: row.note,
        cost: row.costCents === null ? null : fromCents(row.costCents),
        performedBy: row.performedByName,
      }));
    },
  };
}

export type Maintenance = ReturnType<typeof createMaintenance>;

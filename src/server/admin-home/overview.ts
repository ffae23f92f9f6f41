import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { type AdminOverview, type FlaggedRental, OVERVIEW_LIST_LIMIT } from '../../shared/schemas/admin-overview';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { items, products } from '../db/schema/catalog';
import { incidents, rentalItems, rentals } from '../db/schema/rentals';
import type { ShopCalendar } from '../shop-calendar';

const limit = OVERVIEW_LIST_LIMIT;

/** A cancelled rental is handed out and taken back never: the lists leave it out. */
const live = (where: SQL) => and(where, isNull(rentals.cancelledAt))!;
const count = sql<number>`count(*)::int`;

/**
 * A rental not over yet that holds a unit out of service. Read from the few broken units (the
 * partial index on items), then their rental_items (rental_items_item_id_idx), never by walking
 * every future rental.
 */
const holdsBrokenUnit = (today: IsoDate) =>
  sql`${rentals.id} IN (
    SELECT ri.rental_id FROM items i JOIN rental_items ri ON ri.item_id = i.id
    WHERE i.status = 'NonOperational' AND ri.date_to >= ${today}::date AND NOT ri.cancelled
  )`;

/**
 * What a shop manager opens the dashboard for, on the shop's calendar: the units to hand out and
 * take back today and tomorrow, the rentals that need a replacement unit, open incidents and the
 * units out of service. Each list is short (OVERVIEW_LIST_LIMIT) with its full count beside it.
 */
export function createAdminOverview(db: Database, calendar: ShopCalendar) {
  /** Up to `limit` rentals matching `where`, soonest first, with their units. */
  async function rentalsWhere(where: SQL): Promise<{ total: number; items: FlaggedRental[] }> {
    const [{ total } = { total: 0 }] = await db.select({ total: count }).from(rentals).where(where);
    if (total === 0) return { total, items: [] };
    const rows = await db
      .select({
        id: rentals.id,
        userName: user.name,
        productId: rentals.productId,
        productName: products.name,
        dateFrom: rentals.dateFrom,
        dateTo: rentals.dateTo,
      })
      .from(rentals)
      .innerJoin(user, eq(user.id, rentals.userId))
      .innerJoin(products, eq(products.id, rentals.productId))
      .where(where)
      .orderBy(asc(rentals.dateFrom), asc(rentals.id))
      .limit(limit);
    const units = rows.length
      ? await db
          .select({
            rentalId: rentalItems.rentalId,
            id: items.id,
            serialNumber: items.serialNumber,
            status: items.status,
          })
          .from(rentalItems)
          .innerJoin(items, eq(items.id, rentalItems.itemId))
          .where(
            inArray(
              rentalItems.rentalId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(items.serialNumber))
      : [];
    return {
      total,
      items: rows.map((row) => {
        const own = units.filter((unit) => unit.rentalId === row.id);
        const unit = ({ id, serialNumber }: { id: number; serialNumber: string }) => ({ id, serialNumber });
        return {
          ...row,
          items: own.map(unit),
          brokenItems: own.filter((candidate) => candidate.status === 'NonOperational').map(unit),
        };
      }),
    };
  }

  const plain = async (where: SQL) => {
    const { total, items: rows } = await rentalsWhere(where);
    return { total, items: rows.map(({ brokenItems: _broken, ...row }) => row) };
  };

  async function openIncidents() {
    const open = eq(incidents.status, 'Open');
    const [{ total } = { total: 0 }] = await db.select({ total: count }).from(incidents).where(open);
    const rows = await db
      .select({
        id: incidents.id,
        rentalId: incidents.rentalId,
        type: incidents.type,
        userName: user.name,
        productName: products.name,
        createdAt: incidents.createdAt,
      })
      .from(incidents)
      .innerJoin(user, eq(user.id, incidents.userId))
      .innerJoin(rentals, eq(rentals.id, incidents.rentalId))
      .innerJoin(products, eq(products.id, rentals.productId))
      .where(open)
      .orderBy(desc(incidents.id))
      .limit(limit);
    return { total, items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  }

  async function outOfService() {
    const broken = eq(items.status, 'NonOperational');
    const [{ total } = { total: 0 }] = await db.select({ total: count }).from(items).where(broken);
    const rows = await db
      .select({
        id: items.id,
        serialNumber: items.serialNumber,
        productId: items.productId,
        productName: products.name,
      })
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(broken)
      .orderBy(desc(items.id))
      .limit(limit);
    return { total, items: rows };
  }

  return {
    async get(): Promise<AdminOverview> {
      const today = calendar.today();
      const tomorrow = addDays(today, 1);
      const [handOutToday, handOutTomorrow, takeBackToday, takeBackTomorrow, needsReplacement, incidentList, units] =
        await Promise.all([
          plain(live(eq(rentals.dateFrom, today))),
          plain(live(eq(rentals.dateFrom, tomorrow))),
          plain(live(eq(rentals.dateTo, today))),
          plain(live(eq(rentals.dateTo, tomorrow))),
          rentalsWhere(holdsBrokenUnit(today)),
          openIncidents(),
          outOfService(),
        ]);
      return {
        today,
        handOut: { today: handOutToday, tomorrow: handOutTomorrow },
        takeBack: { today: takeBackToday, tomorrow: takeBackTomorrow },
        needsReplacement,
        openIncidents: incidentList,
        outOfService: units,
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverview>;

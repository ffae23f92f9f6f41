import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { closedReason, type OpeningRules } from '../../shared/opening-days';
import { type PickList, PICK_LIST_LIMIT } from '../../shared/schemas/pick-list';
import { productNameOf } from '../catalog/localized';
import type { Database } from '../db/client';
import { notHeldSql } from '../db/held-orders';
import { unitOut } from '../db/units-out';
import type { ShopCalendar } from '../shop-calendar';

/*
 * The pick list (issue 48): every unit not handed over yet of the rentals picked up on a day
 * (their first day), live (not cancelled, not a quote's hold), in shelf order. With no shelf or
 * location recorded for a unit, shelf order is category, product, serial number, by their
 * English names (the records' identity, the same order in any language); names are shown in the
 * language asked. A kit's rental lists its parts' units, each named with the kit.
 */

type Row = {
  item_id: number;
  serial_number: string;
  product_id: number;
  product_name: string;
  category_name: string;
  kit_name: string | null;
  rental_id: number;
  order_id: number;
  order_reference: string;
  customer_name: string;
  still_out: boolean;
  total: number;
  rentals: number;
};

/** A category's name in `language` (the alias `c`), falling back to English as every catalogue text does. */
const categoryNameOf = (language: Language) =>
  language === 'en'
    ? sql`c.name`
    : sql`COALESCE(NULLIF(${sql.identifier('c')}.${sql.identifier(`name_${language}`)}, ''), c.name)`;

export function createPickList(db: Database, calendar: ShopCalendar, openingRules: () => Promise<OpeningRules>) {
  return {
    async get(date: IsoDate | undefined, language: Language): Promise<PickList> {
      const day = date ?? addDays(calendar.today(), 1);
      const [rules, { rows }] = await Promise.all([
        openingRules(),
        db.execute<Row>(sql`
          WITH picked AS (
            SELECT ri.item_id, ri.rental_id, r.order_id, r.product_id AS rented_id, r.user_id
            FROM rentals r JOIN rental_items ri ON ri.rental_id = r.id
            WHERE r.date_from = ${day}::date AND r.cancelled_at IS NULL AND ${notHeldSql('r.order_id')}
              AND ri.checked_out_at IS NULL AND NOT ri.cancelled
          )
          SELECT i.id AS item_id, i.serial_number, p.id AS product_id, ${productNameOf('p', language)} AS product_name,
            ${categoryNameOf(language)} AS category_name,
            CASE WHEN rented.is_kit THEN ${productNameOf('rented', language)} END AS kit_name,
            picked.rental_id, picked.order_id, o.reference AS order_reference, u.name AS customer_name,
            EXISTS (SELECT 1 FROM rental_items ri WHERE ri.item_id = i.id AND ri.rental_id <> picked.rental_id
              AND ${unitOut('ri')}) AS still_out,
            count(*) OVER ()::int AS total,
            (SELECT count(DISTINCT rental_id)::int FROM picked) AS rentals
          FROM picked
          JOIN items i ON i.id = picked.item_id
          JOIN products p ON p.id = i.product_id
          JOIN categories c ON c.id = p.category_id
          JOIN products rented ON rented.id = picked.rented_id
          JOIN orders o ON o.id = picked.order_id
          JOIN "user" u ON u.id = picked.user_id
          ORDER BY c.name, p.name, i.serial_number, picked.rental_id
          LIMIT ${PICK_LIST_LIMIT}`),
      ]);
      return {
        date: day,
        closed: closedReason(day, rules),
        rentals: rows[0]?.rentals ?? 0,
        total: rows[0]?.total ?? 0,
        units: rows.map((row) => ({
          itemId: row.item_id,
          serialNumber: row.serial_number,
          productId: row.product_id,
          productName: row.product_name,
          categoryName: row.category_name,
          kitName: row.kit_name,
          rentalId: row.rental_id,
          orderId: row.order_id,
          orderReference: row.order_reference,
          customerName: row.customer_name,
          stillOut: row.still_out,
        })),
      };
    },
  };
}

export type PickListService = ReturnType<typeof createPickList>;

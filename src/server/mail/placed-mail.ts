import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { asLanguage, type Language } from '../../shared/languages';
import { piecesOf } from '../../shared/kits';
import { fromCents } from '../../shared/money';
import type { OrderPaymentMethod } from '../../shared/schemas/settings';
import { shopSettingsSchema } from '../../shared/schemas/settings';
import type { Database } from '../db/client';
import { namedStatement } from '../db/named-statement';
import type { OrderExtras, OrderMailLine } from './templates/order-parts';
import type { Recipient } from './templates/render-mail';

/*
 * What a booking's confirmation says, in one statement (decision 058): the order's
 * customer and their saved language, its live lines with their units (names in that language),
 * and whether the shop takes deposits, all as they are when the mail is written. The order's
 * payments, documents and changes, which a new order has none of, are not read.
 */

/** A product's name in the language saved on the customer's row `u` (the fallback rule of catalog/localized.ts). */
const nameIn = (alias: string) =>
  sql.raw(`CASE u.language
    WHEN 'es' THEN COALESCE(NULLIF(${alias}.name_es, ''), ${alias}.name)
    WHEN 'de' THEN COALESCE(NULLIF(${alias}.name_de, ''), ${alias}.name)
    ELSE ${alias}.name END`);

type LineRow = {
  productName: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  isKit: boolean;
  dailyPriceCents: number;
  discountCents: number;
  waiverCents: number;
  chargedDays: number;
  depositCents: number;
  unitsPerKit: number;
  units: { serialNumber: string; productName: string }[];
};

export type PlacedMailFacts = {
  to: Recipient;
  language: Language;
  orderId: number;
  reference: string;
  payment: OrderPaymentMethod;
  lines: OrderMailLine[];
  /** What the live lines cost, in euros: their rent, less the discount, plus the damage waiver. */
  total: string;
  extras: OrderExtras;
};

/** The confirmation's facts, or null once the order is gone. */
export async function placedMailFacts(db: Database, orderId: number): Promise<PlacedMailFacts | null> {
  const { rows } = await namedStatement<{
    language: string;
    email: string;
    name: string;
    reference: string;
    payment_method: OrderPaymentMethod;
    coupon_code: string | null;
    settings: unknown;
    lines: LineRow[];
  }>(
    db,
    sql`SELECT u.language, u.email, u.name, o.reference, o.payment_method, o.coupon_code,
      (SELECT value FROM shop_settings WHERE id = 1) AS settings,
      COALESCE((
        SELECT json_agg(json_build_object(
          'productName', ${nameIn('p')}, 'dateFrom', r.date_from, 'dateTo', r.date_to, 'isKit', p.is_kit,
          'dailyPriceCents', r.daily_price_cents, 'chargedDays', r.charged_days,
          'discountCents', r.discount_cents, 'waiverCents', r.waiver_cents,
          'depositCents', r.deposit_cents, 'unitsPerKit', r.units_per_kit,
          'units', COALESCE((
            SELECT json_agg(json_build_object('serialNumber', i.serial_number, 'productName', ${nameIn('part')})
              ORDER BY i.product_id, i.serial_number)
            FROM rental_items ri JOIN items i ON i.id = ri.item_id JOIN products part ON part.id = i.product_id
            WHERE ri.rental_id = r.id
          ), '[]'::json)
        ) ORDER BY r.id)
        FROM rentals r JOIN products p ON p.id = r.product_id
        WHERE r.order_id = o.id AND r.cancelled_at IS NULL
      ), '[]'::json) AS lines
    FROM orders o JOIN "user" u ON u.id = o.user_id
    WHERE o.id = ${orderId}`,
  );
  const row = rows[0];
  if (!row) return null;
  // The row is made by migration 0014; a database restored from before it reads as the defaults.
  const { deposits } = shopSettingsSchema.parse(row.settings ?? {});
  let totalCents = 0;
  let discountCents = 0;
  let waiverCents = 0;
  const lines = row.lines.map((line): OrderMailLine => {
    const quantity = piecesOf(line.units.length, line.unitsPerKit);
    const lineCents = line.dailyPriceCents * line.chargedDays * quantity;
    totalCents += lineCents - line.discountCents + line.waiverCents;
    discountCents += line.discountCents;
    waiverCents += line.waiverCents;
    const deposit = fromCents(line.depositCents);
    return {
      productName: line.productName,
      dates: { dateFrom: line.dateFrom, dateTo: line.dateTo },
      serialNumbers: line.units.map((unit) =>
        line.isKit ? `${unit.productName} ${unit.serialNumber}` : unit.serialNumber,
      ),
      quantity,
      total: fromCents(lineCents),
      ...(deposits.enabled && deposit !== '0.00' ? { depositPerUnit: deposit } : {}),
    };
  });
  return {
    to: { email: row.email, name: row.name },
    language: asLanguage(row.language),
    orderId,
    reference: row.reference,
    payment: row.payment_method,
    lines,
    total: fromCents(totalCents),
    extras: { discount: fromCents(discountCents), damageWaiver: fromCents(waiverCents), couponCode: row.coupon_code },
  };
}

import { type SQL, sql } from 'drizzle-orm';
import { type BookingLimits, bookingLimitBreach, bookingLimitMessage } from '../../shared/booking-limits';
import { type OpeningRules, openingRuleBreach } from '../../shared/opening-days';
import type { CheckoutBusiness } from '../../shared/schemas/business';
import { openingRulesOf, shopSettingsSchema } from '../../shared/schemas/settings';
import { productPricesColumn, productPricesOf, type ProductPricesJson } from '../catalog/product-prices';
import type { Executor } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { InvalidInputError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { type BookingLine, IDEMPOTENCY_KEY_HOURS, onLine } from './booking-terms';
import { isNewCustomer } from './stock-guard';

/*
 * What a checkout is checked by before its lines are booked (book-line.ts): the shop's limits
 * and opening rules on each line, and the facts read under the customer's lock.
 */

/** Whether an order's idempotency key still answers with the order it made. */
const liveKey = sql`placed_at > now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/**
 * A limit on length, horizon and units, or an opening rule, with the field to blame;
 * `field` prefixed with the line for an order.
 */
export function checkLimits(
  calendar: ShopCalendar,
  limits: BookingLimits,
  line: BookingLine,
  index: number,
  single: boolean,
  rules: OpeningRules,
) {
  const today = calendar.today();
  const field = (name: string) => (single ? name : `lines.${index}.${name}`);
  if (line.dateFrom < today) {
    throw onLine(
      new InvalidInputError('DATE_IN_PAST', 'A rental cannot start before today.', field('dateFrom')),
      index,
    );
  }
  const closed = openingRuleBreach(line, today, rules);
  if (closed) {
    const refusal = new InvalidInputError(closed.code, closed.message, field(closed.field));
    // A closed first or last day says so by its reason too (issue 48); a short notice is no closed day.
    throw onLine(refusal.because(closed.code === 'TOO_SHORT_NOTICE' ? undefined : { reason: 'closed_day' }), index);
  }
  const breach = bookingLimitBreach(line, today, limits);
  if (breach) {
    throw onLine(
      new InvalidInputError(breach.code, bookingLimitMessage[breach.code](limits), field(breach.field)),
      index,
    );
  }
}

/**
 * What a checkout depends on, in one statement under the customer's lock: the order a live key
 * already made, the customer's rentals not yet ended and their units, whether the customer is
 * new (decision 036), and each product's price now. An expired key is freed on the way.
 */
export async function checkoutFacts(
  calendar: ShopCalendar,
  tx: Executor,
  userId: string,
  key: string | undefined,
  productIds: number[],
  /** The customer's business: a column another module writes (business/). */
  business: SQL<CheckoutBusiness | null> = sql`NULL::json`,
) {
  const today = calendar.today();
  const { rows } = await namedStatement<{
    replay_id: number | null;
    fingerprint: string | null;
    open_rentals: number;
    open_units: number;
    is_new: boolean;
    prices: ProductPricesJson;
    kits: Record<string, [number, number][]> | null;
    settings: unknown;
    business: CheckoutBusiness | null;
  }>(
    tx,
    sql`
    WITH freed AS (
      UPDATE orders SET idempotency_key = NULL, idempotency_fingerprint = NULL
      WHERE user_id = ${userId} AND idempotency_key = ${key ?? null} AND NOT (${liveKey})
      RETURNING id
    )
    SELECT replay.id AS replay_id, replay.fingerprint,
      (SELECT count(*)::int FROM rentals WHERE user_id = ${userId} AND date_to >= ${today}
        AND cancelled_at IS NULL) AS open_rentals,
      -- Pieces, as the customer booked them: a kit is one (its units over its units per kit).
      (SELECT coalesce(sum(held.n / held.units_per_kit), 0)::int FROM (
        SELECT count(*) AS n, r.units_per_kit FROM rental_items ri JOIN rentals r ON r.id = ri.rental_id
        WHERE r.user_id = ${userId} AND r.date_to >= ${today} AND NOT ri.cancelled GROUP BY r.id
      ) AS held) AS open_units,
      ${isNewCustomer(sql`${userId}`, today)} AS is_new,
      ${productPricesColumn(productIds)} AS prices,
      -- The kits among them and their parts now, by part id: what their lines book.
      (SELECT json_object_agg(kit.id, (
          SELECT coalesce(json_agg(json_build_array(kp.part_id, kp.count) ORDER BY kp.part_id), '[]')
          FROM kit_parts kp WHERE kp.kit_id = kit.id))
        FROM products kit WHERE kit.id = ANY(${`{${productIds.join(',')}}`}::int[]) AND kit.is_kit) AS kits,
      -- Shared-locked until the booking commits: a change of the opening days waits for it, and
      -- finds its rentals if they fall on a day it closes (settings/closed-days.ts).
      (SELECT value FROM shop_settings WHERE id = 1 FOR KEY SHARE) AS settings,
      ${business} AS business
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT id, idempotency_fingerprint AS fingerprint FROM orders
      WHERE user_id = ${userId} AND idempotency_key = ${key ?? null} AND ${liveKey}
    ) AS replay ON true`,
  );
  const row = rows[0]!;
  const prices = productPricesOf(row.prices);
  const settings = shopSettingsSchema.parse(row.settings ?? {});
  return {
    replayId: row.replay_id,
    fingerprint: row.fingerprint,
    openRentals: row.open_rentals,
    openUnits: row.open_units,
    isNew: row.is_new,
    prices,
    kits: new Map(
      Object.entries(row.kits ?? {}).map(([id, parts]) => [
        Number(id),
        parts.map(([productId, count]) => ({ productId, count })),
      ]),
    ),
    // The opening days in force for this checkout: what it is checked and charged by.
    rules: openingRulesOf(settings),
    // The damage waiver the shop offers for this checkout, as the cart's price answer saw it.
    waiver: settings.pricing.damageWaiver,
    business: row.business,
    // Whose VAT the order is charged (shared/vat-treatment.ts) and the rate of a product without its own.
    shopCountry: settings.legal.country,
    standardRate: settings.vat.standardRate,
  };
}

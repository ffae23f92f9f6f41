import { sql } from 'drizzle-orm';
import type { BookingLimits } from '../../shared/booking-limits';
import type { IsoDate } from '../../shared/calendar-date';
import { dailyPriceFor, extendedDailyCents } from '../../shared/duration-prices';
import { piecesOf } from '../../shared/kits';
import { seasonalCents, seasonOn } from '../../shared/seasons';
import { openingRulesOf, shopSettingsSchema } from '../../shared/schemas/settings';
import { addedDays, type ExtensionRefusalCode, extensionRuleBreach } from '../../shared/rental-extension';
import { freeUnitCount, pickFreeUnits } from '../catalog/free-units';
import { type ProductPrices, type ProductPricesJson, productPricesOf } from '../catalog/product-prices';
import type { Executor } from '../db/client';
import type { RefusalDetail } from '../../shared/refusal-reasons';
import type { Need } from './booking-terms';
import { shortageOf } from './shortage';

/*
 * What extending one rental to a new last day would take, read in the caller's
 * transaction: the rules of shared/rental-extension.ts, the units (the same ones; before
 * check-out, a free unit of the product in place of one booked on the new days; after it, the
 * customer holds the unit, so only that one counts) and the money. The quote reads it without
 * locks; the extension with the rental and its order locked, and picks the replacement units.
 */

/** The rental as an extension reads it, with its order's money facts and the shop's rules now. */
export type ExtensionFacts = {
  id: number;
  userId: string;
  productId: number;
  orderId: number;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  chargedDays: number;
  dailyPriceCents: number;
  /** Units per booked piece: 1, or a kit's units per kit when it was booked. */
  unitsPerKit: number;
  vatRate: string;
  cancelledAt: Date | null;
  orderStatus: string;
  paymentMethod: 'online' | 'at_pickup';
  /** The order's charge is recorded (paid online, or at the desk). */
  paid: boolean;
  changePending: boolean;
  rules: ReturnType<typeof openingRulesOf>;
  /** The product's prices now: an extension may reach a lower duration price. */
  prices: ProductPrices;
};

/** Reads the rental; with `lock`, its row and its order's stay locked for the rest of `tx` (in that order, as cancelling does). */
export async function extensionFacts(tx: Executor, rentalId: number, lock: boolean): Promise<ExtensionFacts | null> {
  const { rows } = await tx.execute<{
    id: number;
    user_id: string;
    product_id: number;
    order_id: number;
    date_from: IsoDate;
    date_to: IsoDate;
    charged_days: number;
    daily_price_cents: number;
    units_per_kit: number;
    vat_rate: string;
    cancelled_at: Date | null;
    order_status: string;
    payment_method: 'online' | 'at_pickup';
    paid: boolean;
    change_pending: boolean;
    settings: unknown;
    prices: ProductPricesJson;
  }>(sql`
    SELECT r.id, r.user_id, r.product_id, r.order_id, r.date_from::text AS date_from, r.date_to::text AS date_to,
      r.charged_days, r.daily_price_cents, r.units_per_kit, r.vat_rate::text AS vat_rate, r.cancelled_at,
      o.status AS order_status, o.payment_method,
      EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.kind = 'charge' AND p.state <> 'failed') AS paid,
      EXISTS (SELECT 1 FROM rental_changes c WHERE c.rental_id = r.id AND c.status = 'pending') AS change_pending,
      (SELECT value FROM shop_settings WHERE id = 1) AS settings,
      (SELECT json_build_object(p.id, json_build_array(round(p.daily_price * 100)::int, p.duration_prices, p.category_id))
        FROM products p WHERE p.id = r.product_id) AS prices
    FROM rentals r JOIN orders o ON o.id = r.order_id
    WHERE r.id = ${rentalId}
    ${lock ? sql`FOR UPDATE OF r, o` : sql``}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    orderId: row.order_id,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    chargedDays: row.charged_days,
    dailyPriceCents: row.daily_price_cents,
    unitsPerKit: row.units_per_kit,
    vatRate: row.vat_rate,
    cancelledAt: row.cancelled_at,
    orderStatus: row.order_status,
    paymentMethod: row.payment_method,
    paid: row.paid,
    changePending: row.change_pending,
    rules: openingRulesOf(shopSettingsSchema.parse(row.settings ?? {})),
    prices: productPricesOf(row.prices).get(row.product_id)!,
  };
}

export type ExtensionPlan = {
  refusal: ExtensionRefusalCode | null;
  /** Why a closed day or the units refuse it: own rental, buffer, closed day, no unit (issue 48). */
  detail?: RefusalDetail;
  addedDays: number;
  addedChargedDays: number;
  /** The line's daily price once extended: lower when its new length reaches a lower duration price. */
  dailyPriceCentsAfter: number;
  amountCents: number;
  /** Units of the rental booked by someone else on the new days, each with the free unit taking its place. */
  replacements: { from: number; to: number }[];
  /** Pieces it books: its units, or for a kit its units over its units per kit. */
  units: number;
};

/**
 * The plan to extend `facts` to `dateTo`. With `pick` (the extension, in its locked transaction)
 * the replacement units are picked and locked; without (the quote) only counted. A kit's units
 * are its parts': each unit is replaced by a unit of its own product, with its own
 * product's buffer, and the price is per kit.
 */
export async function planExtension(
  tx: Executor,
  facts: ExtensionFacts,
  dateTo: IsoDate,
  today: IsoDate,
  limits: BookingLimits,
  pick: boolean,
): Promise<ExtensionPlan> {
  const added = addedDays(facts.dateTo, dateTo, facts.rules);
  const breach = extensionRuleBreach(facts, dateTo, today, facts.rules, limits);
  // The whole line at the daily price for its new length, by the function the booking prices with.
  const newDays = facts.chargedDays + Math.max(added.charged, 0);
  const dailyAfter = extendedDailyCents(
    facts.dailyPriceCents,
    facts.chargedDays,
    newDays,
    seasonalCents(dailyPriceFor(facts.prices, newDays), seasonOn(facts.dateFrom, facts.rules.seasons)),
  );
  const plan = (
    refusal: ExtensionRefusalCode | null,
    units = 0,
    replacements: ExtensionPlan['replacements'] = [],
    detail?: RefusalDetail,
  ): ExtensionPlan => ({
    refusal,
    ...(detail ? { detail } : {}),
    addedDays: Math.max(added.days, 0),
    addedChargedDays: refusal === null ? added.charged : 0,
    dailyPriceCentsAfter: refusal === null ? dailyAfter : facts.dailyPriceCents,
    amountCents: refusal === null ? (dailyAfter * newDays - facts.dailyPriceCents * facts.chargedDays) * units : 0,
    replacements,
    units,
  });
  if (breach) return plan(breach, 0, [], breach === 'CLOSED_ON_LAST_DAY' ? { reason: 'closed_day' } : undefined);
  if (facts.changePending) return plan('CHANGE_PENDING');

  // A unit is taken when another live rental blocks it somewhere in the whole new range with
  // its product's buffer after it (the rental's own rows never collide with themselves).
  const { rows: units } = await tx.execute<{ item_id: number; product_id: number; out: boolean; taken: boolean }>(sql`
    SELECT ri.item_id, i.product_id, ri.checked_out_at IS NOT NULL AS out,
      EXISTS (
        SELECT 1 FROM rental_items other
        WHERE other.item_id = ri.item_id AND other.rental_id <> ri.rental_id AND NOT other.cancelled
          AND daterange(other.date_from, other.blocked_to, '[]')
            && daterange(ri.date_from, buffer_end(${dateTo}::date, p.buffer_days), '[]')
      ) AS taken
    FROM rental_items ri JOIN items i ON i.id = ri.item_id JOIN products p ON p.id = i.product_id
    WHERE ri.rental_id = ${facts.id}
    ORDER BY i.product_id, ri.item_id`);
  const pieces = piecesOf(units.length, facts.unitsPerKit);
  const taken = units.filter((unit) => unit.taken);
  const range = { dateFrom: facts.dateFrom, dateTo };
  // Refused for its units: why, read only now (issue 48). `held`: only the units the customer holds may serve.
  const short = async (held?: typeof units) =>
    plan(
      'UNIT_NOT_FREE',
      pieces,
      [],
      await shortageOf(tx, {
        needs: countByProduct(held ?? units),
        range,
        userId: facts.userId,
        rentalId: facts.id,
        itemIds: held?.map((unit) => unit.item_id),
      }),
    );
  // After check-out the customer holds the unit: no other can stand in for it.
  const heldTaken = taken.filter((unit) => unit.out);
  if (heldTaken.length > 0) return short(heldTaken);
  if (taken.length === 0) return plan(null, pieces);
  // Product by product in id order (the order bookings lock parts in).
  const byProduct = new Map<number, number[]>();
  for (const unit of taken) byProduct.set(unit.product_id, [...(byProduct.get(unit.product_id) ?? []), unit.item_id]);
  const replacements: ExtensionPlan['replacements'] = [];
  for (const [productId, from] of byProduct) {
    if (!pick) {
      const { rows } = await tx.execute<{ free: number }>(
        sql`SELECT ${freeUnitCount(productId, range.dateFrom, range.dateTo)} AS free`,
      );
      if ((rows[0]?.free ?? 0) < from.length) return short();
      replacements.push(...from.map((id) => ({ from: id, to: 0 })));
      continue;
    }
    const free = await pickFreeUnits(tx, productId, range, from.length);
    if (free.length < from.length) return short();
    replacements.push(...from.map((id, index) => ({ from: id, to: free[index]!.id })));
  }
  return plan(null, pieces, replacements);
}

/** The units of each product among `units`, in product id order. */
function countByProduct(units: { product_id: number }[]): Need[] {
  const counts = new Map<number, number>();
  for (const unit of units) counts.set(unit.product_id, (counts.get(unit.product_id) ?? 0) + 1);
  return [...counts].map(([productId, count]) => ({ productId, units: count }));
}

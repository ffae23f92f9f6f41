import { type SQL, sql } from 'drizzle-orm';
import type { BookingLimits } from '../../shared/booking-limits';
import type { Language } from '../../shared/languages';
import type { CheckoutBusiness } from '../../shared/schemas/business';
import type { BusinessBuyer } from '../../shared/schemas/invoice';
import { chargedDays, type OpeningRules } from '../../shared/opening-days';
import { freeStockCount, freeUnitsQuery } from '../catalog/free-units';
import { inShopFirst } from '../db/units-out';
import { productNameOf } from '../catalog/localized';
import type { Executor } from '../db/client';
import { namedStatement } from '../db/named-statement';
import type { ShopCalendar } from '../shop-calendar';
import {
  type BookingLine,
  type LinePrice,
  type Need,
  type NewOrderRow,
  type PlacedOrder,
  type RentalJson,
} from './booking-terms';
import type { RentalRow } from './queries';
import { checkLimits, checkoutFacts } from './checkout-checks';
import { rentalStateSelect } from './rental-state';

/** The order the statement of a line writes or books onto, as SQL: its `order.placed` event names it. */
export const PLACED_ORDER_ID = sql`(SELECT id FROM placed)`;

/**
 * The statements that book a line (decision 058): the rentals module's writers, which
 * flows/place-order.ts runs in its transaction.
 */
export function createLineBooking(calendar: ShopCalendar, limits: BookingLimits) {
  /**
   * One try at a line: its units, the rental and its units in one statement, or null when fewer
   * are free. A line takes `quantity` units of its product, or for a kit count x
   * quantity units of each part, part by part in product id order (so two checkouts lock in the
   * same order), all rows of one rental of the kit whose units per kit are kept on it.
   *
   * The same statement (decision 058) writes the order when `order` is given (the first line:
   * only when the line's units are all there), writes the event `published` brings with its
   * jobs (`order.placed`, which the flow publishes with an order's last line), and answers the rental as a read of
   * it would (RentalRow), from what it wrote: nothing is read back after.
   */
  async function bookLine(
    tx: Executor,
    userId: string,
    target: { order: NewOrderRow } | { orderId: number },
    line: BookingLine,
    needs: Need[],
    price: LinePrice,
    rules: OpeningRules,
    published: { ctes: SQL; jobs: SQL } | null,
    language: Language,
  ): Promise<{ orderId: number; order: PlacedOrder | null; rental: RentalRow } | null> {
    const units = needs.reduce((sum, need) => sum + need.units, 0);
    // A kit without parts has nothing to book: never a rental without units.
    if (units === 0) return null;
    const enough = sql`(SELECT count(*) FROM free) = ${units}`;
    const orderCte =
      'order' in target
        ? sql`, placed AS (
            INSERT INTO orders (reference, user_id, idempotency_key, idempotency_fingerprint, payment_method, status, hold_expires_at, business, coupon_code, purchase_order, vat_treatment)
            SELECT 'FH-' || ${target.order.year}::text || '-' || to_char(nextval('order_reference_seq'), 'FM999999000000'),
                   ${userId}, ${target.order.key}::text, ${target.order.fingerprint}::text, ${target.order.method}::payment_method,
                   ${target.order.status}::order_status, ${target.order.holdExpiresAt}::timestamptz, ${target.order.business}::jsonb,
                   ${target.order.couponCode}::text, ${target.order.purchaseOrder}::text,
                   ${target.order.vatTreatment}::vat_treatment
            WHERE ${enough}
            RETURNING id, reference, status, placed_at, vat_treatment
          )`
        : sql`, placed AS (SELECT id, reference, status, placed_at, vat_treatment FROM orders WHERE id = ${target.orderId} AND ${enough})`;
    const { rows } = await namedStatement<{ rental: RentalJson | null; jobs: number | null }>(
      tx,
      sql`
      WITH need AS (
        SELECT * FROM unnest(${`{${needs.map((need) => need.productId).join(',')}}`}::int[],
          ${`{${needs.map((need) => need.units).join(',')}}`}::int[]) AS n(product_id, units)
      ), free AS (
        SELECT unit.id, unit.serial_number, need.product_id FROM need CROSS JOIN LATERAL (
          ${freeUnitsQuery(sql`need.product_id`, line.dateFrom, line.dateTo)}
          ORDER BY ${inShopFirst('i')} LIMIT need.units FOR UPDATE OF i SKIP LOCKED
        ) AS unit
      )${orderCte}, rental AS (
        INSERT INTO rentals (user_id, product_id, date_from, date_to, order_id, daily_price_cents, discount_cents, waiver_cents, charged_days, deposit_cents, units_per_kit, vat_rate)
        SELECT ${userId}, ${line.productId}, ${line.dateFrom}::date, ${line.dateTo}::date, placed.id, ${price.dailyCents},
          ${price.discountCents ?? 0}, ${price.waiverCents ?? 0},
          ${chargedDays(line, rules)},
          -- The deposit per unit as the product asks it now: a later change does not touch this booking.
          (SELECT round(deposit * 100)::int FROM products WHERE id = ${line.productId}),
          ${units / line.quantity},
          -- No VAT on a reverse-charged order's lines (their prices are without it); else the
          -- product's rate, or the shop's, from the rentals_vat_rate trigger.
          CASE WHEN placed.vat_treatment = 'reverse_charge' THEN 0 END
        -- Each part's LIMIT is its need: all of them are there only when every part's are.
        FROM placed
        RETURNING id, user_id, product_id, order_id, daily_price_cents, discount_cents, waiver_cents, charged_days, deposit_cents, date_from, date_to, created_at, units_per_kit, cancelled_at
      ), units AS (
        INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
        SELECT rental.id, free.id, rental.date_from, rental.date_to FROM rental CROSS JOIN free
        RETURNING rental_id
      )${published ? sql`, ${published.ctes}` : sql``}
      SELECT (
        SELECT json_build_object(
          'id', r.id, 'userId', r.user_id, 'productId', r.product_id, 'productName', ${productNameOf('p', language)},
          'orderId', r.order_id, 'orderReference', placed.reference, 'orderStatus', placed.status,
          'placedAt', placed.placed_at, 'dailyPriceCents', r.daily_price_cents, 'chargedDays', r.charged_days,
          'discountCents', r.discount_cents, 'waiverCents', r.waiver_cents,
          'depositCents', r.deposit_cents, 'dateFrom', r.date_from, 'dateTo', r.date_to, 'createdAt', r.created_at,
          'userName', u.name, 'userEmail', u.email, 'unitsPerKit', r.units_per_kit, 'isKit', p.is_kit,
          'reviewId', (SELECT min(rv.id) FROM reviews rv WHERE rv.user_id = r.user_id AND rv.product_id = r.product_id),
          -- The customer's earliest end of this product, this rental's included (not yet visible to this statement).
          'earliestEnd', (SELECT least(min(other.date_to), r.date_to)::text FROM rentals other
            WHERE other.user_id = r.user_id AND other.product_id = r.product_id AND other.cancelled_at IS NULL),
          'units', (SELECT json_agg(json_build_object(
              'id', f.id, 'serialNumber', f.serial_number, 'productId', f.product_id, 'productName', ${productNameOf('part', language)},
              'checkedOutAt', NULL, 'checkedInAt', NULL, 'condition', NULL, 'lateFeeCents', NULL
            ) ORDER BY f.product_id, f.serial_number)
            FROM free f JOIN products part ON part.id = f.product_id),
          -- Its status and state as every read gives them (nothing handed over yet: its units'
          -- rows are not visible to this statement, nor its new order, whose status is placed's).
          'standing', (SELECT json_build_object('state', x.state, 'status', x.status, 'daysLate', x.days_late)
            FROM (${rentalStateSelect('r', calendar.today(), 'placed')}) x),
          -- Rows its units' insert wrote: all of them, or the statement failed.
          'written', (SELECT count(*) FROM units)
        )
        FROM rental r JOIN placed ON true JOIN products p ON p.id = r.product_id JOIN "user" u ON u.id = r.user_id
      ) AS rental${published ? sql`, ${published.jobs} AS jobs` : sql``}`,
    );
    const written = rows[0]?.rental;
    if (!written) return null;
    const { placedAt, written: _units, createdAt, ...rental } = written;
    return {
      orderId: written.orderId,
      order:
        'order' in target
          ? {
              id: written.orderId,
              reference: written.orderReference,
              status: written.orderStatus,
              placedAt: new Date(placedAt),
              couponCode: target.order.couponCode,
              purchaseOrder: target.order.purchaseOrder,
              vatTreatment: target.order.vatTreatment,
              business: target.order.business === null ? null : (JSON.parse(target.order.business) as BusinessBuyer),
            }
          : null,
      rental: {
        ...rental,
        createdAt: new Date(createdAt),
        cancelledAt: null,
        incidentId: null,
        incidentStatus: null,
        incidentByShop: null,
      },
    };
  }

  /**
   * How many of the line's product are free on its dates (for a kit, whole kits), locked by
   * bookings in flight or not (this transaction's own taken out).
   */
  async function freeOn(tx: Executor, line: BookingLine) {
    const { rows } = await namedStatement<{ free: number }>(
      tx,
      sql`SELECT ${freeStockCount(line.productId, line.dateFrom, line.dateTo)} AS free`,
    );
    return rows[0]?.free ?? 0;
  }

  return {
    checkLimits: (line: BookingLine, index: number, single: boolean, rules: OpeningRules) =>
      checkLimits(calendar, limits, line, index, single, rules),
    checkoutFacts: (
      tx: Executor,
      userId: string,
      key: string | undefined,
      productIds: number[],
      business?: SQL<CheckoutBusiness | null>,
    ) => checkoutFacts(calendar, tx, userId, key, productIds, business),
    bookLine,
    freeOn,
  };
}

export type LineBooking = ReturnType<typeof createLineBooking>;

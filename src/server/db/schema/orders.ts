import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgSequence, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { BusinessBuyer } from '../../../shared/schemas/invoice';
import { vatTreatments } from '../../../shared/vat-treatment';
import { accountOwner } from './auth';
import { identity } from './columns';

/*
 * Shared records (decision 078): every module may read orders; the booking statement
 * (rentals/book-line.ts) writes them, and so do the flows and stripe/'s holds that lapse.
 */

/**
 * AwaitingPayment: booked, its units held, until Stripe's signed webhook says it is paid (then
 * Placed) or the hold ends (then Lapsed, its units freed). Orders paid at pick-up are Placed at once.
 * Held: a quote's units held until it is accepted or ends (decision 090). Not an order anyone
 * placed: no reader shows it (rentals/held.ts), and it is deleted when its hold ends.
 */
export const orderStatus = pgEnum('order_status', ['Placed', 'Cancelled', 'AwaitingPayment', 'Lapsed', 'Held']);

/**
 * How the customer chose to pay: online through Stripe Checkout, at pick-up in the shop, or on
 * invoice (a business staff allowed to: its invoice is issued at once, due within its terms).
 */
// In the order the values were added to the database's type (orderPaymentMethods in shared/ lists the same).
export const paymentMethod = pgEnum('payment_method', ['at_pickup', 'online', 'invoice']);

/**
 * The VAT an order is charged (shared/vat-treatment.ts, decision 089): the shop's, or none for a
 * business in another member state that owes it itself (reverse charge). Its lines' prices are
 * without VAT then, and their rate 0.
 */
export const vatTreatment = pgEnum('vat_treatment', vatTreatments);

/**
 * The numbers in orders' public references (FH-2026-000123): a sequence, so simultaneous
 * checkouts never queue on a counter row. A rolled-back checkout leaves a gap, which an order
 * reference may have (decision 038); the invoices' gapless numbers are another matter.
 */
export const orderReferenceSeq = pgSequence('order_reference_seq', { startWith: 1 });

/**
 * What one checkout books: its lines are rentals. Its total is not stored: it is the sum of its
 * live lines' booked totals, read with them, so a cancelled line or a swapped unit can never
 * leave a stale sum behind (decision 038).
 */
export const orders = pgTable(
  'orders',
  {
    id: identity(),
    // The year is the shop's when the service places the order; the default (UTC) is for rows
    // made by the migration and by tools that insert rentals directly.
    reference: text('reference')
      .notNull()
      .unique()
      .default(
        sql`'FH-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || to_char(nextval('order_reference_seq'), 'FM999999000000')`,
      ),
    userId: accountOwner(),
    status: orderStatus('status').notNull().default('Placed'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // The client's Idempotency-Key: a retried checkout finds the order the first one made (decision 022).
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the checkout the key came with: the same key with another body is refused.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    paymentMethod: paymentMethod('payment_method').notNull().default('at_pickup'),
    // An order AwaitingPayment holds its units until then (a few minutes past its Checkout
    // Session's own expiry); the lapse job frees them after it (decision 042).
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // The Stripe Checkout Session the customer pays on, and where it is.
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    // The business the customer bought for, as entered at checkout: the buyer on its
    // invoices, which then also come as an EN 16931 e-invoice. Null for a private customer.
    business: jsonb('business').$type<BusinessBuyer>(),
    // The coupon code it was booked with, as the shop gave it out (pricing/ counts its use).
    couponCode: text('coupon_code'),
    // The customer's purchase-order number for it (a business's, docs/business-customers.md): on its invoices.
    purchaseOrder: text('purchase_order'),
    vatTreatment: vatTreatment('vat_treatment').notNull().default('standard'),
  },
  (table) => [
    unique('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_user_id_idx').on(table.userId),
    // The desk finds an order by the start of its reference, in any case (hand-over/desk.ts).
    index('orders_reference_prefix_idx').using('btree', sql`upper(${table.reference}) text_pattern_ops`),
    // The lapse sweep reads the holds that have run out.
    index('orders_awaiting_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'AwaitingPayment'`),
    // The quotes' holds: the sweep reads those that ended, every reader of orders leaves them out.
    index('orders_held_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'Held'`),
    // Reverse charge is for a business: the invoice names it and its VAT number.
    check('orders_reverse_charge_business', sql`${table.vatTreatment} = 'standard' OR ${table.business} IS NOT NULL`),
    check(
      'orders_hold_while_awaiting',
      sql`${table.status} NOT IN ('AwaitingPayment', 'Held') OR ${table.holdExpiresAt} IS NOT NULL`,
    ),
  ],
);

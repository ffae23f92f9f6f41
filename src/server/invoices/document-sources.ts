import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { asLanguage, type Language } from '../../shared/languages';
import { billingAddressOf } from '../../shared/schemas/billing-address';
import { numericToRate } from '../../shared/vat';
import { productName, productNameOf } from '../catalog/localized';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { items, products } from '../db/schema/catalog';
import { orderAdjustments, payments } from '../db/schema/payments';
import { rentalItems, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import type { InvoiceBuyer } from './document';
import { invoices } from './schema';

/*
 * What an invoice or credit note is made of, read in the transaction that issues it (issue.ts):
 * the buyer as the order has them now, the order's rental lines, the adjustments made before its
 * charge, and the invoice a credit note corrects.
 */

/** The product each unit of a line is of: the rental's, or for a kit the part's. */
const part = alias(products, 'part');

/**
 * The order's customer as the buyer, and their language. The address is the business's entered
 * at checkout, else the customer's billing address as saved now: the invoice keeps
 * this copy, so a later change of the account's address never changes an issued document.
 */
export async function buyerOf(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      reference: orders.reference,
      business: orders.business,
      purchaseOrder: orders.purchaseOrder,
      vatTreatment: orders.vatTreatment,
      name: user.name,
      email: user.email,
      language: user.language,
      billingStreet: user.billingStreet,
      billingPostcode: user.billingPostcode,
      billingCity: user.billingCity,
      billingCountry: user.billingCountry,
    })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`No order ${orderId} to invoice`);
  const business = row.business;
  // An account's business without a billing address has empty parts (flows/place-order.ts).
  const address = business?.street ? business : billingAddressOf(row);
  const buyer: InvoiceBuyer = {
    name: row.name,
    email: row.email,
    company: business?.company ?? null,
    vatId: business?.vatId ?? null,
    street: address?.street ?? null,
    postcode: address?.postcode ?? null,
    city: address?.city ?? null,
    country: address?.country ?? business?.country ?? null,
    purchaseOrder: row.purchaseOrder,
  };
  return { reference: row.reference, buyer, language: asLanguage(row.language), vatTreatment: row.vatTreatment };
}

/** The order's rental lines (live ones, or the one named), as an invoice lists them. */
export async function rentalLines(tx: Executor, orderId: number, language: Language, rentalId?: number) {
  const rows = await tx
    .select({
      rentalId: rentals.id,
      productId: rentals.productId,
      name: productName(language),
      dateFrom: rentals.dateFrom,
      dateTo: rentals.dateTo,
      dailyPriceCents: rentals.dailyPriceCents,
      discountCents: rentals.discountCents,
      waiverCents: rentals.waiverCents,
      chargedDays: rentals.chargedDays,
      vatRate: rentals.vatRate,
      // A kit's units say which part each is (what is in the box, decision 050).
      units: sql<string[]>`array_agg(CASE WHEN ${products.isKit}
        THEN ${productNameOf('part', language)} || ' ' || ${items.serialNumber} ELSE ${items.serialNumber} END
        ORDER BY ${part.id}, ${items.serialNumber})`,
      // Pieces: units, or kits (units / units per kit), as the line was booked.
      quantity: sql<number>`((count(*) + ${rentals.unitsPerKit} - 1) / ${rentals.unitsPerKit})::int`,
    })
    .from(rentals)
    .innerJoin(products, eq(products.id, rentals.productId))
    .innerJoin(rentalItems, eq(rentalItems.rentalId, rentals.id))
    .innerJoin(items, eq(items.id, rentalItems.itemId))
    .innerJoin(part, eq(part.id, items.productId))
    .where(
      and(
        eq(rentals.orderId, orderId),
        rentalId === undefined ? sql`${rentals.cancelledAt} IS NULL` : eq(rentals.id, rentalId),
      ),
    )
    .groupBy(rentals.id, products.id)
    .orderBy(rentals.id);
  return rows.map((row) => ({ ...row, vatRate: numericToRate(row.vatRate) }));
}

/** The coupon code an order was booked with, or null. */
export async function couponCodeOf(tx: Executor, orderId: number): Promise<string | null> {
  const [row] = await tx.select({ code: orders.couponCode }).from(orders).where(eq(orders.id, orderId));
  return row?.code ?? null;
}

/**
 * What the order's adjustments made before its charge add to the charge's invoice (decision
 * 063): the fees the cancellation rules kept of a line cancelled or shortened while the order
 * was part-paid, each at its line's rate, and the goodwill given by hand then, with its refund.
 */
export async function adjustmentsBeforeCharge(tx: Executor, orderId: number, language: Language) {
  const rows = await tx
    .select({
      kind: orderAdjustments.kind,
      amountCents: orderAdjustments.amountCents,
      rentalId: rentals.id,
      productId: rentals.productId,
      vatRate: rentals.vatRate,
      name: productName(language),
      refund: payments,
    })
    .from(orderAdjustments)
    .leftJoin(rentals, eq(rentals.id, orderAdjustments.rentalId))
    .leftJoin(products, eq(products.id, rentals.productId))
    .leftJoin(payments, eq(payments.id, orderAdjustments.paymentId))
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(orderAdjustments.id);
  const fees = rows.flatMap((row) =>
    row.kind !== 'goodwill' && row.amountCents > 0 && row.rentalId !== null && row.productId !== null
      ? [{ ...row, rentalId: row.rentalId, productId: row.productId, vatRate: row.vatRate!, name: row.name ?? '' }]
      : [],
  );
  const goodwill = rows.flatMap((row) =>
    row.kind === 'goodwill' && row.amountCents < 0 && row.refund
      ? [{ cents: -row.amountCents, refund: row.refund }]
      : [],
  );
  return { fees, goodwill };
}

/** The order's invoice for its payment, which its credit notes correct; null if none was issued. */
export async function chargeInvoiceOf(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    // The charge's invoice, or the invoice on account issued with an order paid on invoice.
    .where(
      and(
        eq(invoices.orderId, orderId),
        eq(invoices.kind, 'invoice'),
        or(eq(payments.kind, 'charge'), isNotNull(invoices.dueDate)),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  return row ?? null;
}

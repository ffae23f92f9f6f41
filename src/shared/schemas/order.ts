import { z } from 'zod';
import { vatTreatments } from '../vat-treatment';
import { emailSchema, fullNameSchema } from '../auth-rules';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { orderStatuses } from '../order-statuses';
import { moneySchema } from './catalog';
import { isoDateSchema } from './dates';
import { languageSchema } from './language';
import { idSchema, singleLineTextSchema } from './input';
import { typedCouponCodeSchema } from './coupon';
import { businessBuyerSchema, orderInvoiceSchema } from './invoice';
import { payLaterNoteSchema } from './payments';
import { rentalSchema } from './rental';
import { orderPaymentMethods } from './settings';
import { refusalDetailFields } from './refusal';

/*
 * An order: what one checkout books. Its lines are rentals (one product, a date range,
 * its units), each booked at the daily price the customer was shown. The contract checked from
 * outside: POST /api/orders { lines: [{ productId, dateFrom, dateTo, quantity, dailyPrice }] } with
 * an Idempotency-Key answers 201 with { id, reference, status, total, rentals }; GET
 * /api/orders/{id} answers the same to its owner; each rental carries its orderId.
 */

/** Lines in one order: a cart larger than this is not a rental shop's checkout. */
export const ORDER_MAX_LINES = 20;

export const orderLineInputSchema = z
  .strictObject({
    productId: idSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    quantity: z.number().int().min(1).max(RENTAL_MAX_QUANTITY),
    /** The daily price the cart showed, in euros: booked only if it is still the product's price. */
    dailyPrice: moneySchema,
  })
  .refine((line) => line.dateFrom <= line.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

export const newOrderSchema = z.strictObject({
  lines: z.array(orderLineInputSchema).min(1).max(ORDER_MAX_LINES),
  /**
   * How the customer pays: online through Stripe Checkout (the default when the shop
   * offers it), or at pick-up. A method the shop does not offer is refused with 400. `invoice`:
   * a business staff allowed to pay on invoice; the order is placed at once and its invoice issued
   * with its due date (400 PAY_ON_INVOICE_NOT_ALLOWED for anyone else).
   */
  payment: z.enum(orderPaymentMethods).optional(),
  /**
   * Buying for a business: its name, VAT number and address go on the order's
   * invoices, which then also come as an EN 16931 e-invoice.
   */
  business: businessBuyerSchema.optional(),
  /** A coupon code the cart's price answer took (POST /api/cart/price). */
  couponCode: typedCouponCodeSchema.optional(),
  /**
   * The customer's purchase-order number for this order, printed on its invoices; required when
   * their business says its orders need one (400 PURCHASE_ORDER_REQUIRED otherwise).
   */
  purchaseOrder: singleLineTextSchema(60).trim().min(1, 'Enter the purchase-order number.').optional(),
  /** The customer takes the damage waiver (where the shop offers it; always on where it is required). */
  damageWaiver: z.boolean().optional(),
  /**
   * The total the cart's price answer showed: when given, an order that would cost another (a
   * waiver's percentage changed meanwhile) is refused with 409 PRICE_CHANGED, booking nothing.
   */
  total: moneySchema.optional(),
});
export type NewOrder = z.infer<typeof newOrderSchema>;

export { orderStatuses, type OrderStatus } from '../order-statuses';

/**
 * Why one line of a refused order could not be booked. `available`: the free units on its dates
 * (NOT_ENOUGH_STOCK), so the cart can lower the quantity or remove the line; `dailyPrice`: the
 * product's price now (PRICE_CHANGED), so the cart can show it before the customer sends again.
 */
export const orderLineRefusalSchema = z.object({
  index: z.number().int(),
  code: z.string(),
  message: z.string(),
  available: z.number().int().optional(),
  dailyPrice: moneySchema.optional(),
  ...refusalDetailFields,
});
export type OrderLineRefusal = z.infer<typeof orderLineRefusalSchema>;

/** 409 ORDER_REFUSED: nothing was booked; each refused line says why. */
export const orderRefusalSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), lines: z.array(orderLineRefusalSchema) }),
});

/**
 * Where an order's money stands, summed from its payments: DueAtPickup (nothing paid yet, to pay
 * in the shop), Invoiced (paid on invoice, nothing received yet), PartlyPaid (part payments taken, the rest still due), Pending (waiting for
 * Stripe), Paid, PartlyRefunded, Refunded, Expired (the hold ended unpaid), NothingDue (cancelled
 * before anything was paid).
 */
export const paymentStatuses = [
  'DueAtPickup',
  // Paid on invoice, nothing received yet: due by bank transfer by its invoice's due date.
  'Invoiced',
  'Pending',
  'Paid',
  // Part payments taken at the counter or by transfer, and more still due.
  'PartlyPaid',
  'PartlyRefunded',
  'Refunded',
  'Expired',
  'NothingDue',
  // Money the shop owes back and has not given yet: a refund due at the counter or one that
  // failed, or a payment beyond what the order costs.
  'RefundOwed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What moved money for an order (the database's payment_kind is made of these). */
export const paymentKinds = [
  'charge',
  'refund',
  'deposit_taken',
  'deposit_kept',
  'deposit_returned',
  // A late return's fee, collected at check-in: invoiced with it.
  'late_fee',
  // What a change of a rental's dates added: an extension, a move to a longer range.
  // An order has one 'charge'; each change paid has its own row, tied to it.
  'change_charge',
  // Money taken at the counter or by transfer towards what the order costs, short of settling it:
  // part payments add up; the payment that settles the rest is the order's 'charge'.
  'part_payment',
] as const;
export const paymentChannels = ['stripe', 'cash', 'terminal', 'bank_transfer'] as const;
export const paymentStates = ['pending', 'succeeded', 'failed'] as const;

/** One movement of money for an order, as the order page and the dashboard list them. */
export const paymentMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(paymentKinds),
  channel: z.enum(paymentChannels),
  state: z.enum(paymentStates),
  amount: moneySchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentMovement = z.infer<typeof paymentMovementSchema>;

/** An order as its customer and the shop see it: its lines (cancelled ones too), and the total of the live ones. */
export const orderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(orderStatuses),
  /** What its live lines cost at their booked prices: their rent, less the discount, plus the damage waiver. */
  total: moneySchema,
  /** What the coupon took off its live lines' rent, and what their damage waiver costs; "0.00" when none. */
  discount: moneySchema,
  damageWaiver: moneySchema,
  /** The coupon code it was booked with; null without one. */
  couponCode: z.string().nullable(),
  /** The customer's purchase-order number for it; null without one. */
  purchaseOrder: z.string().nullable(),
  /**
   * `reverse_charge`: booked for a business in another EU member state whose VAT number VIES
   * confirmed, which owes the VAT itself: its prices are without VAT and its invoices charge none
   * (decision 089). `standard`: the shop's VAT, included in every price.
   */
  vatTreatment: z.enum(vatTreatments),
  placedAt: z.string(),
  cancelledAt: z.string().nullable(),
  userId: z.string(),
  rentals: z.array(rentalSchema),
  payment: z.enum(orderPaymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  /** Stripe's hosted payment page while the order waits for payment; null otherwise. */
  checkoutUrl: z.string().nullable(),
  /** Until when its units are held for the payment; null unless it waits for one. */
  holdExpiresAt: z.string().nullable(),
  /**
   * What the customer owes (positive) or is owed (negative, "-6.90"): what the order costs now
   * (live lines, fees kept, goodwill taken off) minus what was paid plus what was refunded;
   * "0.00" when settled. The one balance every screen, mail, document and export reads.
   */
  balanceDue: z.string().regex(/^-?\d+\.\d{2}$/),
  /** What the customer pays now: the total when paying online and not yet paid, else 0.00. */
  dueNow: moneySchema,
  /**
   * What extensions made after the order was paid at the counter add, due there (at the return
   * at the latest); 0.00 otherwise. An extension of an order paid online is paid online.
   */
  changesDue: moneySchema,
  /** Paid so far (charges), and given back (refunds that succeeded or are on their way). */
  paid: moneySchema,
  refunded: moneySchema,
  /** The deposit its live lines ask at pick-up (per unit x units), and where it stands. */
  deposit: z.object({
    due: moneySchema,
    taken: moneySchema,
    kept: moneySchema,
    returned: moneySchema,
  }),
  payments: z.array(paymentMovementSchema),
  /**
   * The last "customer pays later" the counter recorded at a hand-over with money due (staff see
   * it; a customer reading their order does not); null without one.
   */
  payLater: payLaterNoteSchema.nullable(),
  /** The business it was bought for, as entered at checkout; null for a private customer. */
  // Plain strings on the way out: businessBuyerSchema's transforms (the VAT number's clean-up)
  // cannot run backwards, and the response serializer encodes with this schema.
  business: z
    .object({
      company: z.string(),
      vatId: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .nullable(),
  /** Its invoices and credit notes, oldest first. */
  invoices: z.array(orderInvoiceSchema),
});
export type Order = z.infer<typeof orderSchema>;
/** An order's payment fields (what the server's money/ adds up), without its head, lines, business and documents. */
export type OrderMoneyFields = Omit<
  Order,
  | 'id'
  | 'reference'
  | 'status'
  | 'total'
  | 'discount'
  | 'damageWaiver'
  | 'couponCode'
  | 'purchaseOrder'
  | 'vatTreatment'
  | 'placedAt'
  | 'cancelledAt'
  | 'userId'
  | 'rentals'
  | 'business'
  | 'invoices'
>;

/**
 * An order staff take for a customer (decision 065): on the phone or at the counter.
 * The customer is found by e-mail (any case); a new one needs `fullName`, gets an account without
 * a password and a mail inviting them to set one. `language` is a new customer's (their mails),
 * the visit's when not given. The lines are checked as a customer's checkout checks them.
 */
export const staffOrderSchema = z.strictObject({
  customer: z.strictObject({
    email: emailSchema,
    fullName: fullNameSchema.optional(),
    language: languageSchema.optional(),
  }),
  lines: newOrderSchema.shape.lines,
  /**
   * At pick-up (staff record the payment, a bank transfer too), online (a payment link is mailed),
   * or on invoice for a business allowed to (its invoice is issued and mailed with its due date).
   */
  payment: z.enum(orderPaymentMethods),
  /** The customer's purchase-order number, required when their business asks for one on every order. */
  purchaseOrder: newOrderSchema.shape.purchaseOrder,
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

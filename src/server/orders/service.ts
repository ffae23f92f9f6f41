import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { VatTreatment } from '../../shared/vat-treatment';
import { sumsOfLines } from '../../shared/discounts';
import { fromCents } from '../../shared/money';
import { withCountry } from '../../shared/schemas/invoice';
import type { NewOrder, Order, OrderMoneyFields } from '../../shared/schemas/order';
import type { Database, Executor } from '../db/client';
import { orders } from '../db/schema/orders';
import { InvalidInputError, NotFoundError } from '../domain-errors';
import type {
  Booker,
  BookingPayment,
  OrderBooking,
  Placed,
  QuotedBooking,
  StaffBooking,
} from '../rentals/booking-terms';
import type { RentalService } from '../rentals/service';
import type { SettingsService } from '../settings';
import { type OnlinePayment, STAFF_ORDER_HOLD_MINUTES } from './online-payment';

type OrderMoneyRow = Pick<typeof orders.$inferSelect, 'status' | 'paymentMethod' | 'checkoutUrl' | 'holdExpiresAt'>;

/**
 * An order's money, as money/ adds it up (its orderMoneyReader; app/ hands it in): orders/ and
 * money/ stand side by side, neither importing the other (decision 077).
 */
export type OrderMoneyPort = {
  read(order: OrderMoneyRow & { id: number }, lines: Order['rentals']): Promise<OrderMoneyFields>;
  ofNewOrder(order: OrderMoneyRow, lines: Order['rentals']): OrderMoneyFields;
};

/**
 * What every answer about an order starts with; its total is what its live lines cost at their
 * booked prices (their rent, less the coupon's discount, plus the damage waiver).
 */
function orderHead(
  order: {
    id: number;
    reference: string;
    status: Order['status'];
    placedAt: Date;
    cancelledAt: Date | null;
    couponCode: string | null;
    purchaseOrder: string | null;
    vatTreatment: VatTreatment;
  },
  userId: string,
  lines: Order['rentals'],
) {
  const sums = sumsOfLines(lines.filter((line) => line.cancelledAt === null));
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    total: fromCents(sums.costCents),
    discount: fromCents(sums.discountCents),
    damageWaiver: fromCents(sums.waiverCents),
    couponCode: order.couponCode,
    purchaseOrder: order.purchaseOrder,
    vatTreatment: order.vatTreatment,
    placedAt: order.placedAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    userId,
    rentals: lines,
  };
}

/*
 * Orders as their customers and the shop read them: the order row, its lines (rentals, read as
 * every rental list reads them) and its total, the sum of its live lines at their booked prices.
 */
export function createOrderService(
  db: Database,
  rentalService: RentalService,
  booking: OrderBooking,
  payments: {
    settings: SettingsService;
    online?: OnlinePayment;
    /** Issues an order's invoice on account, due in `termsDays` (invoices/, handed in by app/). */
    onAccount: (tx: Executor, orderId: number, termsDays: number) => Promise<void>;
  },
  /** The order's invoices and credit notes (invoices/'s store, handed in by app/). */
  invoices: { listForOrder(orderId: number): Promise<Order['invoices']> },
  money: OrderMoneyPort,
) {
  /** The method asked, or the shop's default; one the shop does not offer is refused (400). */
  async function paymentFor(asked: NewOrder['payment'], byStaff: boolean): Promise<BookingPayment> {
    // Not the shop's to offer everyone: the booking checks that the customer's business may.
    if (asked === 'invoice')
      return { method: 'invoice', invoiced: (orderId, days, tx) => payments.onAccount(tx, orderId, days) };
    const offered = payments.settings.paymentMethods(await payments.settings.read());
    const method = asked ?? offered[0]!;
    if (!offered.includes(method)) {
      throw new InvalidInputError(
        'PAYMENT_METHOD_NOT_OFFERED',
        method === 'online'
          ? 'This shop does not take payments online: choose to pay at pick-up.'
          : 'This shop takes payment online only: choose to pay online.',
        'payment',
      );
    }
    const { online } = payments;
    if (method === 'at_pickup' || !online) return { method: 'at_pickup' };
    // Taken by staff: the customer pays later, from the mailed link; the units are held that long.
    const minutes = byStaff ? STAFF_ORDER_HOLD_MINUTES : undefined;
    return { method: 'online', holdEnd: () => online.holdEnd(minutes), held: (...args) => online.held(...args) };
  }

  async function load(where: SQL, language: Language): Promise<Order | null> {
    // A quote's hold is no order (decision 090): it answers as a missing one.
    const [row] = await db
      .select()
      .from(orders)
      .where(and(where, ne(orders.status, 'Held')));
    if (!row || row.status === 'Held') return null;
    const order = { ...row, status: row.status };
    const [lines, documents] = await Promise.all([
      rentalService.listForOrder(order.id, language),
      invoices.listForOrder(order.id),
    ]);
    return {
      ...orderHead(order, order.userId, lines),
      ...(await money.read(order, lines)),
      business: order.business && withCountry(order.business),
      invoices: documents,
    };
  }

  /** An order just placed at pick-up, as load() would read it: its lines, nothing paid, no documents. */
  function newOrder(
    { order, rentals }: NonNullable<Placed['placed']>,
    userId: string,
    business: Order['business'],
  ): Order {
    const lines = rentals;
    // Only a quote's hold is booked Held, and it is booked by flows/quote-holds.ts, never here.
    if (order.status === 'Held') throw new Error('A quote hold is not an order.');
    return {
      ...orderHead({ ...order, status: order.status, cancelledAt: null }, userId, lines),
      ...money.ofNewOrder(
        { status: order.status, paymentMethod: 'at_pickup', checkoutUrl: null, holdExpiresAt: null },
        lines,
      ),
      business,
      invoices: [],
    };
  }

  return {
    /**
     * Books every line of the checkout or none (rentals/booking.ts); a replay answers the first
     * order. An order paid online is booked AwaitingPayment, then gets its Checkout Session
     * (checkoutUrl); when Stripe cannot be reached it lapses at once and PaymentUnavailableError
     * is thrown (503).
     */
    async place(
      requester: Booker,
      input: NewOrder,
      idempotencyKey: string | undefined,
      language: Language = 'en',
      /** An order staff take for the customer (orders/staff-orders.ts): their hooks, and no limits against strangers. */
      staff?: StaffBooking,
      /** An order that accepts a quote (quotes/): the quote's prices, and its acceptance written with the order. */
      quote?: QuotedBooking,
    ): Promise<{ order: Order; replayed: boolean }> {
      let payment: BookingPayment;
      try {
        payment = await paymentFor(input.payment, staff !== undefined);
      } catch (error) {
        // Refused before the booking, whose transaction counts the customer's hit (decision 106):
        // counted on its own, as every refused checkout is.
        throw (await requester.limit?.countAlone().catch(() => null)) ?? error;
      }
      const business = input.business && withCountry(input.business);
      const placed = await booking.place(
        requester,
        input.lines,
        idempotencyKey,
        'order',
        payment,
        business,
        language,
        staff,
        {
          couponCode: input.couponCode,
          damageWaiver: input.damageWaiver,
          total: input.total,
          purchaseOrder: input.purchaseOrder,
          quote,
        },
      );
      // Also on a replay: the session is made once per order, a replay of a request that did not
      // get as far as making it makes it now (Stripe's idempotency key gives the same one).
      if (payment.method === 'online') await payments.online!.checkout(placed.orderId, language);
      // A new order paid at pick-up is answered from what its statements wrote (decision 058): no
      // payment, invoice or change of dates can be there yet. An online one has its session now.
      if (placed.placed && payment.method === 'at_pickup') {
        const buyer = placed.placed.order.business;
        return { order: newOrder(placed.placed, requester.id, buyer && withCountry(buyer)), replayed: false };
      }
      const order = await load(eq(orders.id, placed.orderId), language);
      return { order: order!, replayed: placed.replayed };
    },

    /** The user's own order; someone else's answers as a missing one does. */
    async getForUser(userId: string, orderId: number, language: Language = 'en'): Promise<Order> {
      const order = await load(and(eq(orders.id, orderId), eq(orders.userId, userId))!, language);
      if (!order) throw new NotFoundError('Order');
      // The counter's note on why the customer pays later is the shop's, not the customer's to read.
      return { ...order, payLater: null };
    },

    /** Any order, for an administrator (product names in English, as the dashboard's are). */
    async get(orderId: number): Promise<Order> {
      const order = await load(eq(orders.id, orderId), 'en');
      if (!order) throw new NotFoundError('Order');
      return order;
    },

    /** An order in its customer's language, for a mail; null once it is gone. */
    find: (orderId: number, language: Language) => load(eq(orders.id, orderId), language),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

import { and, eq, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import { fromCents, toCents } from '../../shared/money';
import type { NewOrder, Order } from '../../shared/schemas/order';
import type { Database } from '../db/client';
import { orders } from '../db/schema/rentals';
import { NotFoundError } from '../domain-errors';
import { orderMoney, paymentRowsOf } from './order-money';
import type { OrderBooking } from '../rentals/booking';
import type { RentalService } from '../rentals/service';

/*
 * Orders as their customers and the shop read them: the order row, its lines (rentals, read as
 * every rental list reads them) and its total, the sum of its live lines at their booked prices.
 */
export function createOrderService(db: Database, rentalService: RentalService, booking: OrderBooking) {
  async function load(where: SQL, language: Language): Promise<Order | null> {
    const [order] = await db.select().from(orders).where(where);
    if (!order) return null;
    const [lines, paymentRows] = await Promise.all([
      rentalService.listForOrder(order.id, language),
      paymentRowsOf(db, order.id),
    ]);
    const totalCents = lines
      .filter((line) => line.cancelledAt === null)
      .reduce((sum, line) => sum + toCents(line.total), 0);
    return {
      id: order.id,
      reference: order.reference,
      status: order.status,
      total: fromCents(totalCents),
      placedAt: order.placedAt.toISOString(),
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      userId: order.userId,
      rentals: lines,
      ...orderMoney(order, lines, paymentRows),
    };
  }

  return {
    /** Books every line of the checkout or none (rentals/booking.ts); a replay answers the first order. */
    async place(
      requester: { id: string },
      input: NewOrder,
      idempotencyKey: string | undefined,
      language: Language = 'en',
    ): Promise<{ order: Order; replayed: boolean }> {
      const placed = await booking.place(requester, input.lines, idempotencyKey, 'order');
      const order = await load(eq(orders.id, placed.orderId), language);
      return { order: order!, replayed: placed.replayed };
    },

    /** The user's own order; someone else's answers as a missing one does. */
    async getForUser(userId: string, orderId: number, language: Language = 'en'): Promise<Order> {
      const order = await load(and(eq(orders.id, orderId), eq(orders.userId, userId))!, language);
      if (!order) throw new NotFoundError('Order');
      return order;
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

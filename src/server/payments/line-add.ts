import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import { fromCents, toCents } from '../../shared/money';
import type { OrderLineInput } from '../../shared/schemas/order';
import { type Actor, recordAudit } from '../audit/record';
import type { Executor } from '../db/client';
import { orders, rentals } from '../db/schema/rentals';
import type { OrderBooking } from '../rentals/booking';
import { lockChangeableOrder, refuseRaiseAfterCharge } from './line-guard';

/*
 * Staff add a line to a customer's order (issue 43, decision 067): booked by the same statement
 * and rules as a line of a checkout (rentals/booking.ts), at the product's price now, while the
 * order is live and not yet paid and invoiced (after its charge, 409 ORDER_ALREADY_PAID: the
 * counter has no way yet to collect the difference; the extra item is a new order). The order's
 * cost follows from its lines, so its balance moves by the new line's total.
 */

export function createLineAdd(deps: { booking: OrderBooking }) {
  return {
    /** POST /api/admin/orders/{id}/lines: the new line's id. */
    async addLine(actor: Actor, orderId: number, input: OrderLineInput, language: Language): Promise<number> {
      let reference = '';
      return deps.booking.addLine(orderId, input, language, {
        async before(tx: Executor) {
          const order = await lockChangeableOrder(tx, orderId);
          refuseRaiseAfterCharge(
            order,
            'ORDER_ALREADY_PAID',
            'This order is paid and invoiced: take the extra item as a new order for the customer.',
          );
          reference = order.reference;
          const [row] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
          return row!.userId;
        },
        async after(tx: Executor, rentalId: number) {
          const [line] = await tx
            .select({ dailyPriceCents: rentals.dailyPriceCents, chargedDays: rentals.chargedDays })
            .from(rentals)
            .where(eq(rentals.id, rentalId));
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'rental',
            entityId: rentalId,
            after: {
              reference,
              productId: input.productId,
              dateFrom: input.dateFrom,
              dateTo: input.dateTo,
              quantity: input.quantity,
              dailyPrice: fromCents(line?.dailyPriceCents ?? toCents(input.dailyPrice)),
              total: fromCents((line?.dailyPriceCents ?? 0) * (line?.chargedDays ?? 0) * input.quantity),
            },
          });
        },
      });
    },
  };
}

export type LineAdd = ReturnType<typeof createLineAdd>;

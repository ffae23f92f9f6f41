import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import { fromCents } from '../../shared/money';
import type { OrderLineInput } from '../../shared/schemas/order';
import { type Actor, recordAudit } from '../audit/record';
import type { Executor } from '../db/client';
import { orders, rentals } from '../db/schema/rentals';
import type { OrderBooking } from '../rentals/booking';
import { lockChangeableOrder, owedAfterCharge } from './line-guard';
import type { LockedOrder } from './order-ledger';

/*
 * Staff add a line to a customer's order (decision 067): booked by the same statement
 * and rules as a line of a checkout (rentals/booking.ts), at the product's price now, while the
 * order is live. The order's cost follows from its lines, so its balance moves by the new line's
 * total; after the order's charge that total is a later charge the counter takes (decision 069).
 */

export function createLineAdd(deps: { booking: OrderBooking }) {
  return {
    /** POST /api/admin/orders/{id}/lines: the new line's id. */
    async addLine(actor: Actor, orderId: number, input: OrderLineInput, language: Language): Promise<number> {
      let reference = '';
      let order: LockedOrder | undefined;
      return deps.booking.addLine(orderId, input, language, {
        async before(tx: Executor) {
          order = await lockChangeableOrder(tx, orderId);
          reference = order.reference;
          const [row] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
          return row!.userId;
        },
        async after(tx: Executor, rentalId: number) {
          const [line] = await tx
            .select({
              dailyPriceCents: rentals.dailyPriceCents,
              chargedDays: rentals.chargedDays,
              dateFrom: rentals.dateFrom,
              dateTo: rentals.dateTo,
            })
            .from(rentals)
            .where(eq(rentals.id, rentalId));
          const totalCents = line!.dailyPriceCents * line!.chargedDays * input.quantity;
          const laterCharge = await owedAfterCharge(tx, actor, order!, { rentalId, ...line! }, 'line', totalCents);
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
              dailyPrice: fromCents(line!.dailyPriceCents),
              total: fromCents(totalCents),
              ...(laterCharge ? { laterCharge: fromCents(totalCents) } : {}),
            },
          });
        },
      });
    },
  };
}

export type LineAdd = ReturnType<typeof createLineAdd>;

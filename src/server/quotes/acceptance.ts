import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import { fromCents } from '../../shared/money';
import type { NewOrder, Order } from '../../shared/schemas/order';
import type { QuoteAcceptance } from '../../shared/schemas/quote';
import type { Database, Executor } from '../db/client';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { QuotedBooking, StaffBooking } from '../rentals/booking-terms';
import type { SettingsService } from '../settings';
import type { ShopCalendar } from '../shop-calendar';
import { quoteLines, quotes } from './schema';
import { QUOTE_EXPIRED_MESSAGE, QUOTE_NOT_OPEN_MESSAGE } from './service';

/*
 * Accepting a quote (decision 090): the customer types their name and ticks the shop's rental
 * terms; the order is placed through the booking every order goes through (flows/place-order.ts),
 * at the quote's prices, paid as they choose (on invoice too, where the shop allows them). The
 * quote is locked and checked first in the booking's transaction, and its acceptance (name, time,
 * IP, the terms' version and text, the order) written last in it: both or neither. Two accepts of
 * one quote: the second finds it accepted (409 QUOTE_NOT_OPEN); units gone: the order's refusal
 * per line (409 ORDER_REFUSED).
 */

/** Places an order as orders/service.ts does (app/ hands it in): the quote's booking beside it. */
export type PlaceOrder = (
  requester: { id: string },
  input: NewOrder,
  idempotencyKey: string | undefined,
  language: Language,
  staff: StaffBooking | undefined,
  quote: QuotedBooking,
) => Promise<{ order: Order }>;

export function createQuoteAcceptance(deps: {
  db: Database;
  calendar: ShopCalendar;
  settings: SettingsService;
  placeOrder: PlaceOrder;
  /** Lets a quote's hold go (flows/quote-holds.ts). */
  releaseHold: (tx: Executor, orderId: number, options: { quietly: true }) => Promise<boolean>;
}) {
  const { db, calendar, settings } = deps;

  /** The quote as it stands, refused when it cannot be accepted any more. */
  function checkOpen(row: { status: string; validUntil: string }) {
    if (row.status !== 'open') throw new ConflictError('QUOTE_NOT_OPEN', QUOTE_NOT_OPEN_MESSAGE);
    if (row.validUntil < calendar.today()) throw new ConflictError('QUOTE_EXPIRED', QUOTE_EXPIRED_MESSAGE);
  }

  return {
    async accept(
      customer: { id: string },
      quoteId: number,
      input: QuoteAcceptance,
      ip: string,
      language: Language,
    ): Promise<Order> {
      const [quote] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, quoteId), eq(quotes.userId, customer.id)));
      if (!quote) throw new NotFoundError('Quote');
      checkOpen(quote);
      const lines = await db
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, quote.id))
        .orderBy(quoteLines.position);
      const terms = (await settings.read()).quotes;
      const booking: QuotedBooking = {
        prices: lines.map((line) => ({
          dailyCents: line.dailyCents,
          discountCents: line.discountCents,
          waiverCents: line.waiverCents,
        })),
        vatTreatment: quote.vatTreatment,
        coupon:
          quote.couponId !== null && quote.couponCode !== null ? { id: quote.couponId, code: quote.couponCode } : null,
        async open(tx: Executor) {
          const [locked] = await tx
            .execute<{ status: string; valid_until: string; held_order_id: number | null }>(
              sql`SELECT status, valid_until::text, held_order_id FROM quotes WHERE id = ${quote.id} FOR UPDATE`,
            )
            .then((result) => result.rows);
          if (!locked) throw new NotFoundError('Quote');
          checkOpen({ status: locked.status, validUntil: locked.valid_until });
          // Its held units are let go here and booked again by this order in the same transaction:
          // nobody else can take them in between, so the acceptance cannot fail for their stock.
          if (locked.held_order_id !== null) await deps.releaseHold(tx, locked.held_order_id, { quietly: true });
        },
        async accepted(tx: Executor, orderId: number) {
          await tx
            .update(quotes)
            .set({
              status: 'accepted',
              acceptedName: input.name,
              acceptedAt: calendar.now(),
              acceptedIp: ip,
              termsVersion: terms.termsVersion,
              termsText: terms.terms,
              orderId,
            })
            .where(eq(quotes.id, quote.id));
        },
      };
      const { order } = await deps.placeOrder(
        customer,
        {
          lines: lines.map((line) => ({
            productId: line.productId,
            dateFrom: line.dateFrom,
            dateTo: line.dateTo,
            quantity: line.quantity,
            dailyPrice: fromCents(line.dailyCents),
          })),
          payment: input.payment,
          purchaseOrder: input.purchaseOrder,
        },
        undefined,
        language,
        undefined,
        booking,
      );
      return order;
    },
  };
}

export type QuoteAcceptanceService = ReturnType<typeof createQuoteAcceptance>;

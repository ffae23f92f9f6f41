import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { BookingLimits } from '../../shared/booking-limits';
import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { toCents } from '../../shared/money';
import type { VatTreatment } from '../../shared/vat-treatment';
import type { Page } from '../../shared/schemas/paging';
import type { CartPrice, CartPriceRequest } from '../../shared/schemas/pricing';
import type { NewQuote, Quote, StaffQuote } from '../../shared/schemas/quote';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { idCursor, toPage } from '../db/listing';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import {
  CUSTOMER_NAME_REQUIRED_MESSAGE,
  findCustomerByEmail,
  openCustomerAccount,
  type StaffOrderCustomer,
} from '../orders/staff-orders';
import type { BookingLine, QuoteHold } from '../rentals/booking-terms';
import type { SettingsService } from '../settings';
import type { ShopCalendar } from '../shop-calendar';
import { createQuoteReader, selectHead } from './read';
import { quotes } from './schema';
import { createQuoteWriter, type Priced } from './write';

/*
 * Quotes (decision 090): priced as the cart prices (pricing/cart-price.ts, the rules of the day:
 * duration prices, seasons, coupon, damage waiver, reverse charge), every line stored as it was
 * answered; numbered in a series of their own; revised into a new version with the same number,
 * the one before kept as superseded. Accepting one is quotes/acceptance.ts.
 */

export type QuoteDeps = {
  db: Database;
  calendar: ShopCalendar;
  settings: SettingsService;
  limits: BookingLimits;
  /** The cart's prices (pricing/cart-price.ts, handed in by app/). */
  pricing: { price(request: CartPriceRequest, userId?: string): Promise<CartPrice> };
  /** A new customer's invitation (a set-password link), queued in the quote's transaction. */
  invite: (tx: Executor, customer: StaffOrderCustomer) => Promise<void>;
  /** Holding a quote's units while the shop's `quotes.holdUnits` is on (flows/quote-holds.ts, handed in by app/). */
  holds: QuoteHolding;
};

/** The face of flows/quote-holds.ts that quotes use. */
export type QuoteHolding = {
  hold(
    customer: { id: string },
    lines: BookingLine[],
    language: Language,
    asked: Omit<QuoteHold, 'until'> & { lastDay: IsoDate },
    byStaff: boolean,
  ): Promise<number>;
  release(tx: Executor, orderId: number, options?: { quietly?: boolean }): Promise<boolean>;
};

export const QUOTE_NOT_OPEN_MESSAGE = 'This quote was accepted or revised already: open its latest version.';
export const QUOTE_EXPIRED_MESSAGE = 'This quote is no longer valid: ask the shop for a new version of it.';

export function createQuoteService(deps: QuoteDeps) {
  const { db } = deps;
  const { read, answer, one } = createQuoteReader(db, deps.calendar, deps.settings);
  const { priceLines, insert, validUntil } = createQuoteWriter(deps);

  /** Who a quote is for and by, and in which language it is written. */
  type Who = { userId: string; createdBy: string | null; language: Language };

  /**
   * Writes the quote: in one transaction of its own when the shop holds nothing; otherwise as the
   * Held order that holds its units, the quote's row written in the booking's transaction (its
   * refusal per line when they are not free). `before` runs first in that transaction, `after`
   * last. The quote's id.
   */
  async function write(
    input: NewQuote,
    priced: Priced,
    who: Who,
    steps: {
      before?: (tx: Executor) => Promise<void>;
      after?: (tx: Executor) => Promise<void>;
      revising?: { number: string; version: number };
      byStaff: boolean;
    },
  ): Promise<number> {
    const { before, after, revising } = steps;
    if (!priced.shop.quotes.holdUnits) {
      return db.transaction(async (tx) => {
        await before?.(tx);
        const id = await insert(tx, input, priced, who, revising);
        await after?.(tx);
        return id;
      });
    }
    let id: number | undefined;
    // Held through its last valid day, or through the day before its first rental day, whichever is sooner.
    const lastDay = [validUntil(priced.shop), ...input.lines.map((line) => line.dateFrom)].sort()[0]!;
    await deps.holds.hold(
      { id: who.userId },
      input.lines.map(({ productId, dateFrom, dateTo, quantity }) => ({ productId, dateFrom, dateTo, quantity })),
      who.language,
      {
        lastDay,
        prices: priced.price.lines.map((line) => ({
          dailyCents: toCents(line.dailyPrice),
          discountCents: toCents(line.discount),
          waiverCents: toCents(line.damageWaiver),
        })),
        vatTreatment: priced.price.vatTreatment as VatTreatment,
        before,
        async written(tx, orderId, until) {
          id = await insert(tx, input, priced, who, revising, { orderId, until });
          await after?.(tx);
        },
      },
      steps.byStaff,
    );
    return id!;
  }

  return {
    /** POST /api/quotes: the signed-in customer's quote of their cart. */
    async create(customer: { id: string }, input: NewQuote, language: Language): Promise<Quote> {
      const priced = await priceLines(input, customer.id);
      const id = await write(input, priced, { userId: customer.id, createdBy: null, language }, { byStaff: false });
      return one(eq(quotes.id, id));
    },

    /**
     * POST /api/admin/quotes: staff make a quote for the customer with this e-mail, opening their
     * account (no password, an invitation mailed) when there is none, as staff orders do.
     */
    async createForCustomer(staff: { id: string }, input: StaffQuote, visitLanguage: Language): Promise<Quote> {
      for (let attempt = 0; ; attempt += 1) {
        const found = await findCustomerByEmail(db, input.customer.email);
        if (!found && !input.customer.fullName) {
          throw new InvalidInputError('VALIDATION_ERROR', CUSTOMER_NAME_REQUIRED_MESSAGE, 'customer.fullName');
        }
        const customer: StaffOrderCustomer = found ?? {
          id: randomUUID(),
          email: input.customer.email.toLowerCase(),
          name: input.customer.fullName!,
          language: input.customer.language ?? visitLanguage,
        };
        const priced = await priceLines(input, found?.id);
        try {
          const id = await write(
            input,
            priced,
            { userId: customer.id, createdBy: staff.id, language: customer.language },
            {
              before: found ? undefined : (tx) => openCustomerAccount(tx, customer),
              after: found ? undefined : (tx) => deps.invite(tx, customer),
              byStaff: true,
            },
          );
          return await one(eq(quotes.id, id));
        } catch (error) {
          // Another request opened an account for this address meanwhile: the quote is made for it.
          if (!found && attempt === 0 && sqlState(error) === UNIQUE_VIOLATION) continue;
          throw error;
        }
      }
    },

    /** POST /api/admin/quotes/{id}/revise: the next version, priced today; the one revised is kept, superseded. */
    async revise(staff: { id: string }, quoteId: number, input: NewQuote): Promise<Quote> {
      const [current] = await selectHead(db)().where(eq(quotes.id, quoteId));
      if (!current) throw new NotFoundError('Quote');
      if (current.status !== 'open') throw new ConflictError('QUOTE_NOT_OPEN', QUOTE_NOT_OPEN_MESSAGE);
      // The waiver the customer chose stays unless the revision says otherwise.
      const asked = { ...input, damageWaiver: input.damageWaiver ?? current.damageWaiver ?? undefined };
      const priced = await priceLines(asked, current.userId);
      // In the new version's transaction: the one revised superseded, and its hold let go first,
      // so the new version may hold the same units again.
      const id = await write(
        asked,
        priced,
        { userId: current.userId, createdBy: staff.id, language: current.language as Language },
        {
          async before(tx) {
            const [superseded] = await tx
              .update(quotes)
              .set({ status: 'superseded' })
              .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'open')))
              .returning({ heldOrderId: quotes.heldOrderId });
            if (!superseded) throw new ConflictError('QUOTE_NOT_OPEN', QUOTE_NOT_OPEN_MESSAGE);
            if (superseded.heldOrderId !== null) await deps.holds.release(tx, superseded.heldOrderId);
          },
          revising: { number: current.number, version: current.version },
          byStaff: true,
        },
      );
      return one(eq(quotes.id, id));
    },

    /** The customer's own quote; another's answers as a missing one does. */
    getForUser: (userId: string, quoteId: number) => one(and(eq(quotes.id, quoteId), eq(quotes.userId, userId))!),

    /** Any quote, for staff. */
    get: (quoteId: number) => one(eq(quotes.id, quoteId)),

    /** The customer's quotes, newest first (every version). */
    async listForUser(userId: string): Promise<{ items: Quote[] }> {
      return { items: await read(eq(quotes.userId, userId)) };
    },

    /** Every quote, newest first, a page at a time. */
    async list(query: { limit: number; after?: string }): Promise<Page<Quote>> {
      const after = idCursor(query.after);
      const rows = await selectHead(db)()
        .where(after === undefined ? undefined : lt(quotes.id, after))
        .orderBy(desc(quotes.id))
        .limit(query.limit + 1);
      const page = toPage(rows, query.limit, (row) => String(row.id));
      return { items: await answer(page.items), next: page.next };
    },

    /** The acceptance of the quote an order was placed from; null for an order from the cart. */
    async acceptanceOf(orderId: number): Promise<Quote | null> {
      const [found] = await read(eq(quotes.orderId, orderId));
      return found ?? null;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

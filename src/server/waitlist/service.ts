import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type BookingLimits, bookingLimitBreach, bookingLimitMessage } from '../../shared/booking-limits';
import type { Language } from '../../shared/languages';
import { type OpeningRules, openingRuleBreach } from '../../shared/opening-days';
import type { NewWaitlistRequest, WaitlistRequest } from '../../shared/schemas/waitlist';
import { freeStockCount } from '../catalog/free-units';
import { productName } from '../catalog/localized';
import { productImageUrl } from '../catalog/service';
import type { Database, Executor } from '../db/client';
import { products } from '../db/schema/catalog';
import { waitlistRequests } from './schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { lockProductWaitlist } from './waiting-lock';

export const UNITS_FREE_MESSAGE = 'Units are free on these dates: book them now.';
export const ALREADY_TOLD_MESSAGE =
  'We already e-mailed you that a unit is free on these dates, so this request has ended.';

/** What the service needs of the shop: its booking limits and its opening rules now. */
export type WaitlistDeps = { limits: BookingLimits; openingRules: () => Promise<OpeningRules> };

/**
 * The waitlist: a signed-in customer waits for a product on dates it is booked out;
 * subscriber.ts tells them when a unit frees up. A customer waits once for the same product and
 * dates (the partial unique index); asking again answers the request already waiting.
 */
export function createWaitlistService(db: Database, calendar: ShopCalendar, deps: WaitlistDeps) {
  const today = () => calendar.today();

  const columns = (language: Language) => ({
    id: waitlistRequests.id,
    productId: waitlistRequests.productId,
    productName: productName(language),
    productImage: products.image,
    dateFrom: waitlistRequests.dateFrom,
    dateTo: waitlistRequests.dateTo,
    createdAt: waitlistRequests.createdAt,
    notifiedAt: waitlistRequests.notifiedAt,
    withdrawnAt: waitlistRequests.withdrawnAt,
  });

  async function select(where: ReturnType<typeof and>, language: Language, ex: Executor = db) {
    const rows = await ex
      .select(columns(language))
      .from(waitlistRequests)
      .innerJoin(products, eq(products.id, waitlistRequests.productId))
      .where(where)
      .orderBy(desc(waitlistRequests.id));
    const day = today();
    return rows.map(({ productImage, ...row }): WaitlistRequest => {
      let status: WaitlistRequest['status'] = 'waiting';
      if (row.withdrawnAt) status = 'withdrawn';
      else if (row.notifiedAt) status = 'told';
      else if (row.dateFrom < day) status = 'expired';
      return {
        ...row,
        productImageUrl: productImageUrl(productImage),
        status,
        createdAt: row.createdAt.toISOString(),
        notifiedAt: row.notifiedAt?.toISOString() ?? null,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      };
    });
  }

  async function getOwn(userId: string, id: number, language: Language, ex: Executor = db) {
    const [request] = await select(and(eq(waitlistRequests.userId, userId), eq(waitlistRequests.id, id)), language, ex);
    if (!request) throw new NotFoundError('Waitlist request');
    return request;
  }

  /** The dates as a new booking would be checked (a range no one could book is not worth waiting for). */
  async function checkDates(input: NewWaitlistRequest) {
    const day = today();
    if (input.dateFrom < day) {
      throw new InvalidInputError('DATE_IN_PAST', 'A rental cannot start before today.', 'dateFrom');
    }
    const closed = openingRuleBreach(input, day, await deps.openingRules());
    if (closed) throw new InvalidInputError(closed.code, closed.message, closed.field);
    const breach = bookingLimitBreach({ ...input, quantity: 1 }, day, deps.limits);
    if (breach) throw new InvalidInputError(breach.code, bookingLimitMessage[breach.code](deps.limits), breach.field);
  }

  return {
    /** The request made (`created`), or the one already waiting for the same product and dates. */
    async create(
      userId: string,
      input: NewWaitlistRequest,
      language: Language,
    ): Promise<{ request: WaitlistRequest; created: boolean }> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
      if (!product) throw new NotFoundError('Product');
      await checkDates(input);
      return db.transaction(async (tx) => {
        await lockProductWaitlist(tx, input.productId);
        const { rows } = await tx.execute<{ free: number }>(
          sql`SELECT ${freeStockCount(input.productId, input.dateFrom, input.dateTo)} AS free`,
        );
        if (rows[0]!.free > 0) throw new ConflictError('UNITS_FREE', UNITS_FREE_MESSAGE);
        const [inserted] = await tx
          .insert(waitlistRequests)
          .values({ userId, ...input })
          .onConflictDoNothing()
          .returning({ id: waitlistRequests.id });
        if (inserted) return { request: await getOwn(userId, inserted.id, language, tx), created: true };
        const [waiting] = await select(
          and(
            eq(waitlistRequests.userId, userId),
            eq(waitlistRequests.productId, input.productId),
            eq(waitlistRequests.dateFrom, input.dateFrom),
            eq(waitlistRequests.dateTo, input.dateTo),
            isNull(waitlistRequests.notifiedAt),
            isNull(waitlistRequests.withdrawnAt),
          ),
          language,
          tx,
        );
        return { request: waiting!, created: false };
      });
    },

    /** The customer's requests, waiting and ended, newest first. */
    listForUser: (userId: string, language: Language) => select(eq(waitlistRequests.userId, userId), language),

    /**
     * Withdraws a waiting request; withdrawing it again answers it as it is. One already told has
     * ended (409): the mail went, and whoever books first gets the unit.
     */
    async withdraw(userId: string, id: number, language: Language): Promise<WaitlistRequest> {
      await db
        .update(waitlistRequests)
        .set({ withdrawnAt: sql`now()` })
        .where(
          and(
            eq(waitlistRequests.id, id),
            eq(waitlistRequests.userId, userId),
            isNull(waitlistRequests.notifiedAt),
            isNull(waitlistRequests.withdrawnAt),
          ),
        );
      const request = await getOwn(userId, id, language);
      if (request.status === 'told') throw new ConflictError('ALREADY_TOLD', ALREADY_TOLD_MESSAGE);
      return request;
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

import { desc, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { CouponTerms } from '../../shared/discounts';
import { fromCents, toCents } from '../../shared/money';
import type { Coupon, NewCoupon } from '../../shared/schemas/coupon';
import { type Actor, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { CHECK_VIOLATION, sqlConstraint, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { type CouponRow, couponUses, coupons } from './schema';

/*
 * The shop's coupons (docs/pricing.md): staff create them; the cart's price answer and the booking
 * find one by its code. The database keeps the limits that must hold under a race: the uses in
 * all (coupons_uses_within_max) and per customer (the coupon_uses trigger, migration 0028).
 */

export const couponOf = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  percentOff: row.percentOff,
  amountOff: row.amountOffCents === null ? null : fromCents(row.amountOffCents),
  validFrom: row.validFrom,
  validTo: row.validTo,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  minDays: row.minDays,
  productIds: row.productIds,
  categoryIds: row.categoryIds,
  uses: row.uses,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

const termsOf = (row: CouponRow): CouponTerms => ({
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  minDays: row.minDays,
  productIds: row.productIds,
  categoryIds: row.categoryIds,
});

/** Why a code cannot be used: said to the customer in the cart, next to the code. */
const refusal = {
  unknown: () => new InvalidInputError('COUPON_UNKNOWN', 'This code is not one of the shop’s coupons.', 'couponCode'),
  notYet: (from: IsoDate) =>
    new InvalidInputError('COUPON_NOT_YET_VALID', `This code can be used from ${from}.`, 'couponCode'),
  expired: () => new InvalidInputError('COUPON_EXPIRED', 'This code has expired.', 'couponCode'),
  usedUp: () => new ConflictError('COUPON_USED_UP', 'This code has been used as often as it may be.', 'couponCode'),
  usedByYou: () =>
    new ConflictError('COUPON_USED_BY_YOU', 'You have used this code as often as one customer may.', 'couponCode'),
};

/** The refusal of a code that fits none of the cart's lines. */
export function couponNotApplicable(row: Pick<CouponRow, 'minDays'>) {
  return new InvalidInputError(
    'COUPON_NOT_APPLICABLE',
    row.minDays !== null
      ? `This code applies to rentals of at least ${row.minDays} charged days of the products it is for.`
      : 'This code does not apply to the products in your cart.',
    'couponCode',
  );
}

/** A usable coupon: its row and the terms it prices a cart by. */
export type UsableCoupon = { row: CouponRow; terms: CouponTerms };

/**
 * The coupon `code` names, if it can be used on `today` (and by `userId`, when known); the
 * refusal otherwise. Read without a lock: the booking's use of it is what the database checks.
 */
export async function usableCoupon(
  executor: Executor,
  code: string,
  today: IsoDate,
  userId?: string,
): Promise<UsableCoupon> {
  const [row] = await executor.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  if (!row || !row.active) throw refusal.unknown();
  if (row.validFrom !== null && today < row.validFrom) throw refusal.notYet(row.validFrom);
  if (row.validTo !== null && today > row.validTo) throw refusal.expired();
  if (row.maxUses !== null && row.uses >= row.maxUses) throw refusal.usedUp();
  if (userId !== undefined && row.maxUsesPerCustomer !== null) {
    const [mine] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(couponUses)
      .where(sql`${couponUses.couponId} = ${row.id} AND ${couponUses.userId} = ${userId}`);
    if ((mine?.n ?? 0) >= row.maxUsesPerCustomer) throw refusal.usedByYou();
  }
  return { row, terms: termsOf(row) };
}

/**
 * Counts an order's use of a coupon, in the booking's transaction. The coupon's row lock queues
 * racing checkouts; past either limit the database refuses, and so does this.
 */
export async function takeCouponUse(tx: Executor, coupon: Pick<CouponRow, 'id'>, orderId: number, userId: string) {
  try {
    await tx.insert(couponUses).values({ couponId: coupon.id, orderId, userId });
  } catch (error) {
    if (sqlState(error) !== CHECK_VIOLATION) throw error;
    throw sqlConstraint(error) === 'coupon_uses_per_customer' ? refusal.usedByYou() : refusal.usedUp();
  }
}

export function createCouponAdmin(db: Database) {
  return {
    async list(): Promise<Coupon[]> {
      const rows = await db.select().from(coupons).orderBy(desc(coupons.id));
      return rows.map(couponOf);
    },

    async create(actor: Actor, input: NewCoupon): Promise<Coupon> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(coupons)
            .values({
              code: input.code,
              percentOff: input.percentOff ?? null,
              amountOffCents: input.amountOff === undefined ? null : toCents(input.amountOff),
              validFrom: input.validFrom ?? null,
              validTo: input.validTo ?? null,
              maxUses: input.maxUses ?? null,
              maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
              minDays: input.minDays ?? null,
              productIds: input.productIds ?? [],
              categoryIds: input.categoryIds ?? [],
            })
            .returning();
          const coupon = couponOf(row!);
          await recordAudit(tx, { actor, action: 'create', entity: 'coupon', entityId: coupon.id, after: coupon });
          return coupon;
        });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) {
          throw new ConflictError('COUPON_CODE_TAKEN', 'A coupon with this code exists already.', 'code');
        }
        throw error;
      }
    },

    async setActive(actor: Actor, id: number, active: boolean): Promise<Coupon> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!before) throw new NotFoundError('Coupon');
        const [row] = await tx.update(coupons).set({ active }).where(eq(coupons.id, id)).returning();
        const coupon = couponOf(row!);
        await recordAudit(tx, {
          actor,
          action: 'status',
          entity: 'coupon',
          entityId: id,
          before: couponOf(before),
          after: coupon,
        });
        return coupon;
      });
    },
  };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;

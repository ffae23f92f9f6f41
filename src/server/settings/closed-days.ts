import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import {
  AFFECTED_RENTALS,
  type AffectedRental,
  type ClosedDayChoice,
  type ClosedDayKind,
} from '../../shared/schemas/closed-days';
import type { ShopSettings } from '../../shared/schemas/settings';
import { type Actor, recordAudit } from '../audit';
import type { Executor } from '../db/client';
import { rentalClosedDays } from '../db/schema/rentals';
import { ConflictError } from '../domain-errors';

/*
 * A change of the opening days or closed dates that closes a day live rentals pick up or return
 * on (issue 48, decision 102). The settings' save finds them under the settings row's lock, in its
 * own transaction: a booking, an extension and a change of dates read the opening days under a
 * share lock on that row (rentals/checkout-checks.ts, flows/extend.ts, flows/reschedule.ts), so
 * none checked against the old days can commit after the list was read, and none waiting for the
 * lock is checked against anything but the new days.
 */

/** What the shop does about the rentals a change reaches; the mails are queued by the caller's `tell`. */
export type ClosedDayDeps = {
  /** The shop's calendar date: days before it are history, not pick-ups to move. */
  today(): IsoDate;
  /** In the save's transaction: mail the customer of `orderId` about its rentals' notices (their ids). */
  tell(tx: Executor, orderId: number, noticeIds: number[]): Promise<void>;
};

/** Refused until the request says what to do with the rentals (`confirmAffected`): the route answers them. */
export class AffectedRentalsError extends ConflictError {
  constructor(readonly affected: AffectedRental[]) {
    super(
      AFFECTED_RENTALS,
      `${affected.length} pick-up(s) or return(s) fall on days this change closes: nothing was saved. Send "confirmAffected": "keep" to keep them (the desk expects them on that day) or "notify" to mail each customer their options.`,
    );
  }
}

/**
 * Holds the shop's settings against a change until `tx` ends (a share lock on their row): the
 * opening days a change of a rental's dates is checked by stay in force until it commits, and a
 * change of them waiting for it then sees the rental's new dates. Taken before the rental's own
 * row lock, as the settings' save takes its row before it reads the rentals.
 */
export async function holdOpeningDays(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM shop_settings WHERE id = 1 FOR KEY SHARE`);
}

/** Whether `after` may close a day `before` had open: a weekday taken away, or a closed date added. */
export function mayCloseADay(before: ShopSettings, after: ShopSettings): boolean {
  return (
    before.openingDays.some((weekday) => !after.openingDays.includes(weekday)) ||
    after.closedDates.some((date) => !before.closedDates.includes(date))
  );
}

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
const dateArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * The pick-ups and returns from `today` on that fall on a day open under `before` and closed under
 * `after`: of live rentals (not cancelled, their order placed or awaiting its online payment; a
 * quote's hold is no booking, decision 090), a pick-up while a unit is still to be handed over, a
 * return while a unit is still out. One kept before as an exception for that day is not asked
 * about again. By day, then order.
 */
export async function affectedRentals(
  tx: Executor,
  before: ShopSettings,
  after: ShopSettings,
  today: IsoDate,
): Promise<AffectedRental[]> {
  if (!mayCloseADay(before, after)) return [];
  const weekday = sql`extract(isodow FROM d.day)::int`;
  const { rows } = await tx.execute<{
    rental_id: number;
    order_id: number;
    day: IsoDate;
    kind: ClosedDayKind;
    reference: string;
    customer_name: string;
    product_name: string;
  }>(sql`
    SELECT r.id AS rental_id, r.order_id, d.day::text AS day, d.kind, o.reference, u.name AS customer_name,
      p.name AS product_name
    FROM rentals r
    JOIN orders o ON o.id = r.order_id
    JOIN "user" u ON u.id = r.user_id
    JOIN products p ON p.id = r.product_id
    CROSS JOIN LATERAL (VALUES (r.date_from, 'pick-up'::closed_day_kind), (r.date_to, 'return'::closed_day_kind)) AS d(day, kind)
    WHERE r.date_to >= ${today}::date AND d.day >= ${today}::date
      AND r.cancelled_at IS NULL AND o.status IN ('Placed', 'AwaitingPayment')
      -- Open before the change, closed after it.
      AND ${weekday} = ANY(${intArray(before.openingDays)}::int[]) AND NOT d.day = ANY(${dateArray(before.closedDates)}::date[])
      AND (NOT ${weekday} = ANY(${intArray(after.openingDays)}::int[]) OR d.day = ANY(${dateArray(after.closedDates)}::date[]))
      AND EXISTS (
        SELECT 1 FROM rental_items ri WHERE ri.rental_id = r.id AND NOT ri.cancelled
          AND CASE WHEN d.kind = 'pick-up' THEN ri.checked_out_at IS NULL
            ELSE ri.checked_in_at IS NULL AND ri.return_condition IS DISTINCT FROM 'missing' END)
      AND NOT EXISTS (
        SELECT 1 FROM rental_closed_days kept
        WHERE kept.rental_id = r.id AND kept.date = d.day AND kept.kind = d.kind AND kept.choice = 'keep')
    ORDER BY d.day, o.reference, r.id, d.kind`);
  return rows.map((row) => ({
    rentalId: row.rental_id,
    orderId: row.order_id,
    date: row.day,
    kind: row.kind,
    orderReference: row.reference,
    customerName: row.customer_name,
    productName: row.product_name,
  }));
}

/**
 * Records the shop's choice for each pick-up and return the change reached, in the save's
 * transaction: a row per rental and day (a choice made again for the same day replaces the
 * earlier one), an audit entry per rental, and with `notify` one mail per order.
 */
export async function recordChoice(
  tx: Executor,
  actor: Actor,
  affected: AffectedRental[],
  choice: ClosedDayChoice,
  deps: ClosedDayDeps | undefined,
): Promise<void> {
  const notices = await tx
    .insert(rentalClosedDays)
    .values(
      affected.map((one) => ({ rentalId: one.rentalId, date: one.date, kind: one.kind, choice, decidedBy: actor.id })),
    )
    .onConflictDoUpdate({
      target: [rentalClosedDays.rentalId, rentalClosedDays.date, rentalClosedDays.kind],
      set: { choice, decidedBy: actor.id, decidedAt: sql`now()` },
    })
    .returning({ id: rentalClosedDays.id, rentalId: rentalClosedDays.rentalId });
  for (const rentalId of new Set(affected.map((one) => one.rentalId))) {
    await recordAudit(tx, {
      actor,
      action: 'edit',
      entity: 'rental',
      entityId: rentalId,
      before: { closedDays: [] },
      after: {
        closedDays: affected
          .filter((one) => one.rentalId === rentalId)
          .map(({ date, kind }) => ({ date, kind, choice })),
      },
    });
  }
  if (choice !== 'notify' || !deps) return;
  const orderOf = new Map(affected.map((one) => [one.rentalId, one.orderId]));
  const byOrder = new Map<number, number[]>();
  for (const notice of notices) {
    const orderId = orderOf.get(notice.rentalId)!;
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), notice.id]);
  }
  for (const [orderId, noticeIds] of byOrder) await deps.tell(tx, orderId, noticeIds);
}

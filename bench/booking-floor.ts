/**
 * The floor of a booking (issue 49): the statements the shop's booking sends, built by the
 * shop's own builders (the customer's lock with their rate-limit hit, the checkout's facts, the
 * write of order, rental, units, event and job), handed to the bare floor server
 * (floor-server.ts), which runs them in the same transaction, BEGIN to COMMIT, with the same
 * isolation and locks. What the shop spends per booking beyond the floor is what its framework,
 * its checks and its code cost.
 *
 * Each statement is built once with marker values in place of what changes from booking to
 * booking (the customer, the product, the dates, the key, its fingerprint, the price, the charged
 * days), and each marker is found again among the built parameters: those become the floor's
 * inputs, every other parameter stays as built. A marker found nowhere stops the run, so a change
 * to the shop's statements cannot leave the floor running something else.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { addDays, type IsoDate } from '../src/shared/calendar-date';
import { chargedDays, type OpeningRules } from '../src/shared/opening-days';
import { openingRulesOf, shopSettingsSchema } from '../src/shared/schemas/settings';
import { DEFAULT_BOOKING_LIMITS } from '../src/shared/booking-limits';
import { checkoutBusinessColumn } from '../src/server/business';
import type { Executor } from '../src/server/db/client';
import { createPublisher } from '../src/server/events';
import { customerLock } from '../src/server/flows/place-order';
import { createLineBooking, PLACED_ORDER_ID } from '../src/server/rentals/book-line';
import { fingerprintOf } from '../src/server/rentals/booking-terms';
import { hitStatement } from '../src/server/rate-limit/counters';
import { DEFAULT_RATE_LIMITS } from '../src/server/rate-limit/limits';
import type { ShopCalendar } from '../src/server/shop-calendar';
import { eventSubscribers } from '../src/server/subscribers';

/** One statement of the floor's booking: its text, and each parameter a named input or a value as built. */
export type BookingRead = { name: string; text: string; params: ({ input: BookingInput } | { value: unknown })[] };

/** What changes from one booking to the next. */
export type BookingInput =
  | 'userId'
  | 'limitKey'
  | 'key'
  | 'fingerprint'
  | 'productId'
  | 'productIds'
  | 'dateFrom'
  | 'dateTo'
  | 'dailyCents'
  | 'chargedDays';

export type FloorBooking = {
  lockAndHit: BookingRead;
  facts: BookingRead;
  write: BookingRead;
  /** The rate limit the bench's server runs with (BOOKING_RATE_LIMIT): over it, 429. */
  limit: number;
  rules: OpeningRules;
};

const MARKER = {
  userId: 'floor-marker-user-5f0c1e77',
  key: 'floor-marker-key-5f0c1e77',
  productId: 987_654_321,
  dateFrom: '2999-01-04' as IsoDate,
  dailyCents: 123_456_789,
};

type Built = { name: string; sql: string; params: unknown[] };

/** An executor that builds statements as namedStatement() sends them, answering `rows` to each. */
function recorder(rows: Record<string, unknown>[]) {
  const built: Built[] = [];
  const dialect = new PgDialect();
  const executor = {
    dialect,
    session: {
      prepareQuery: (query: { sql: string; params: unknown[] }, _fields: unknown, name: string) => ({
        execute: async () => {
          built.push({ name, sql: query.sql, params: query.params });
          return { rows };
        },
      }),
    },
  } as unknown as Executor;
  return { executor, built, text: (query: SQL) => dialect.sqlToQuery(query) };
}

/** The statements of one single-line booking by a private customer, paid at pick-up, in English. */
export async function floorBooking(databaseUrl: string, today: IsoDate, limit: number): Promise<FloorBooking> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ value: unknown }>('SELECT value FROM shop_settings WHERE id = 1');
  await client.end();
  const rules = openingRulesOf(shopSettingsSchema.parse(rows[0]?.value ?? {}));

  // A span no other parameter is likely to equal: its charged days mark where they go.
  const line = {
    productId: MARKER.productId,
    dateFrom: MARKER.dateFrom,
    dateTo: addDays(MARKER.dateFrom, 40),
    quantity: 1,
  };
  const marked: Record<BookingInput, unknown> = {
    userId: MARKER.userId,
    limitKey: `bookingsPerUser:${MARKER.userId}`,
    key: MARKER.key,
    fingerprint: fingerprintOf([line], 'rental', 'at_pickup'),
    productId: MARKER.productId,
    productIds: `{${MARKER.productId}}`,
    dateFrom: line.dateFrom,
    dateTo: line.dateTo,
    dailyCents: MARKER.dailyCents,
    chargedDays: chargedDays(line, rules),
  };
  const calendar = { today: () => today } as ShopCalendar;

  const lock = recorder([]);
  const lockAndHit = lock.text(
    hitStatement(
      String(marked.limitKey),
      DEFAULT_RATE_LIMITS.bookingsPerUser.windowSeconds,
      customerLock(MARKER.userId),
    ),
  );

  const booking = createLineBooking(calendar, DEFAULT_BOOKING_LIMITS);
  const facts = recorder([{ prices: null, settings: null, kits: null, business: null }]);
  await booking.checkoutFacts(
    facts.executor,
    MARKER.userId,
    MARKER.key,
    [MARKER.productId],
    checkoutBusinessColumn(MARKER.userId),
  );

  const publish = createPublisher(undefined as never, eventSubscribers({ onlinePayments: false }));
  const write = recorder([]);
  await booking.bookLine(
    write.executor,
    MARKER.userId,
    {
      order: {
        year: today.slice(0, 4),
        key: MARKER.key,
        fingerprint: String(marked.fingerprint),
        method: 'at_pickup',
        status: 'Placed',
        holdExpiresAt: null,
        business: null,
        couponCode: null,
        purchaseOrder: null,
        vatTreatment: 'standard',
      },
    },
    line,
    [{ productId: MARKER.productId, units: 1 }],
    { dailyCents: MARKER.dailyCents },
    rules,
    publish.within!('order.placed', sql`jsonb_build_object('orderId', ${PLACED_ORDER_ID})`, 'rental'),
    'en',
  );

  const found = new Set<BookingInput>();
  const read = (name: string, text: string, params: unknown[]): BookingRead => ({
    name,
    text,
    params: params.map((value) => {
      const input = (Object.keys(marked) as BookingInput[]).find((key) => marked[key] === value);
      if (input === undefined) return { value };
      found.add(input);
      return { input };
    }),
  });
  const reads = {
    lockAndHit: read('floor_lock_and_hit', lockAndHit.sql, lockAndHit.params),
    facts: read(facts.built[0]!.name, facts.built[0]!.sql, facts.built[0]!.params),
    write: read(write.built[0]!.name, write.built[0]!.sql, write.built[0]!.params),
  };
  const lost = (Object.keys(marked) as BookingInput[]).filter((input) => !found.has(input));
  if (lost.length > 0)
    throw new Error(`The shop's booking statements no longer take ${lost.join(', ')} where the floor looks`);
  return { ...reads, limit, rules };
}

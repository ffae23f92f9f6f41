import { escapeLiteral } from 'pg';
import { FORMULA_START } from '../csv-formula';
import type { IsoDate } from '../../shared/calendar-date';
import type { LateFeeRule } from '../../shared/late-fee';
import type { ExportName, ExportQuery } from '../../shared/schemas/exports';
import { lateFeeSoFarSql, rentalStateSelectText } from '../rentals/rental-state';

/*
 * The SELECTs the CSV exports run inside `COPY (…) TO STDOUT WITH CSV HEADER` (decision 054):
 * PostgreSQL writes and quotes the CSV itself (RFC 4180: a cell with a comma, a quote or a line
 * break is quoted, quotes doubled), so no row passes through JavaScript. COPY takes no bind
 * parameters: the few values in these statements (zod-checked dates, the shop's time zone)
 * are written as literals through escapeLiteral.
 */

/**
 * A text someone typed (a name, an e-mail, a product, a serial number) as a cell no spreadsheet
 * runs as a formula: one starting, after any spaces, with = + - @ or their full-width forms, or
 * with a tab or a carriage return, gets a leading apostrophe (OWASP's advice on CSV injection; the
 * same rule as the invoices' CSV, csv-formula.ts). The pattern holds no quote, so it is a literal as it is.
 */
const text = (expression: string) => `regexp_replace((${expression})::text, '${FORMULA_START}', '''\\1')`;

/** Cents as decimal euros with a dot, always two decimals: 1250 is 12.50. */
const euros = (cents: string) => `to_char((${cents}) / 100.0, 'FM999999999990.00')`;

/** A moment as ISO 8601 in UTC: 2030-03-10T10:00:00Z. */
const instant = (timestamp: string) => `to_char((${timestamp}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A calendar date as ISO 8601 (YYYY-MM-DD), whatever the server's DateStyle. */
const day = (date: string) => `to_char(${date}, 'YYYY-MM-DD')`;

const yesNo = (condition: string) => `CASE WHEN ${condition} THEN 'yes' ELSE 'no' END`;

const date = (value: IsoDate) => `${escapeLiteral(value)}::date`;

/** A line's pieces: its units over the units per kit (a kit is one piece of several units). */
const QUANTITY = `((SELECT count(*) FROM rental_items ri WHERE ri.rental_id = r.id) / r.units_per_kit)`;

/**
 * What an order costs, has paid and refunded and still owes (`balance`, positive when the customer
 * owes), summed from its lines, adjustments and payments as money/order-money.ts does: a whole
 * export is one query, streamed, so the sums are written again in SQL, and the exports' test
 * holds them equal to the order JSON's.
 */
const ORDER_MONEY = `LEFT JOIN LATERAL (
    SELECT m.*, cost.cents AS cost, cost.cents - m.paid + m.refunded AS balance FROM (
      SELECT coalesce(sum(p.amount_cents) FILTER (WHERE p.kind IN ('charge', 'part_payment', 'change_charge')), 0) AS paid,
             coalesce(sum(p.amount_cents) FILTER (WHERE p.kind = 'refund'), 0) AS refunded,
             coalesce(sum(p.amount_cents) FILTER (WHERE p.kind = 'deposit_taken'), 0) AS deposit_taken,
             coalesce(sum(p.amount_cents) FILTER (WHERE p.kind = 'deposit_kept'), 0) AS deposit_kept,
             coalesce(sum(p.amount_cents) FILTER (WHERE p.kind = 'deposit_returned'), 0) AS deposit_returned,
             coalesce(sum(p.amount_cents) FILTER (WHERE p.kind = 'late_fee'), 0) AS late_fees,
             coalesce(bool_or(p.kind = 'charge'), false) AS charged,
             coalesce(bool_or(p.kind = 'refund' AND p.state = 'pending' AND p.channel <> 'stripe'), false) AS owed_at_counter
        FROM payments p WHERE p.order_id = o.id AND p.state <> 'failed') AS m,
      LATERAL (SELECT
        (SELECT coalesce(sum(r.daily_price_cents * r.charged_days * ${QUANTITY}), 0)
           FROM rentals r WHERE r.order_id = o.id AND r.cancelled_at IS NULL)
        + (SELECT coalesce(sum(a.amount_cents), 0) FROM order_adjustments a WHERE a.order_id = o.id) AS cents) AS cost
  ) AS money ON true`;

/** money/order-money.ts's paymentStatusOf, in SQL. */
const PAYMENT_STATUS = `CASE
    WHEN money.balance < 0 OR money.owed_at_counter THEN 'RefundOwed'
    WHEN money.refunded > 0 THEN CASE WHEN money.refunded >= money.paid THEN 'Refunded' ELSE 'PartlyRefunded' END
    WHEN money.paid > 0 AND money.balance > 0 AND NOT money.charged THEN 'PartlyPaid'
    WHEN money.paid > 0 THEN 'Paid'
    WHEN o.status = 'AwaitingPayment' THEN 'Pending'
    WHEN o.status = 'Lapsed' THEN 'Expired'
    WHEN o.status = 'Cancelled' THEN 'NothingDue'
    WHEN o.payment_method = 'invoice' THEN 'Invoiced'
    ELSE 'DueAtPickup' END`;

/** The rentals whose dates overlap the export's period, when one is given. */
const rentalsPeriod = (query: ExportQuery) =>
  [
    query.from ? `r.date_to >= ${date(query.from)}` : 'true',
    query.to ? `r.date_from <= ${date(query.to)}` : 'true',
  ].join(' AND ');

/**
 * One row per rental line (a kit is one line, its parts' serial numbers in `units`), whose dates
 * overlap the period when one is given; oldest first. Its status, days late and late fee so far
 * are the rental's own (rentals/rental-state.ts), as its JSON says them.
 */
function rentalsQuery(query: ExportQuery, today: IsoDate, lateFeeRule: LateFeeRule, piece = 'true') {
  const period = `${rentalsPeriod(query)} AND ${piece}`;
  return `SELECT ${text('o.reference')} AS order_reference, r.id AS rental_id, ${instant('o.placed_at')} AS placed_at,
      ${text('u.name')} AS customer, ${text('u.email')} AS email, ${text('p.name')} AS product, ${yesNo('p.is_kit')} AS kit,
      ${text(`(SELECT string_agg(i.serial_number, ' ' ORDER BY i.serial_number) FROM rental_items ri JOIN items i ON i.id = ri.item_id WHERE ri.rental_id = r.id)`)} AS units,
      ${day('r.date_from')} AS date_from, ${day('r.date_to')} AS date_to, r.charged_days, ${QUANTITY} AS quantity,
      ${euros('r.daily_price_cents')} AS daily_price, ${euros(`r.daily_price_cents * r.charged_days * ${QUANTITY}`)} AS total,
      ${euros('r.deposit_cents')} AS deposit_per_unit, r.vat_rate::text AS vat_rate,
      s.status, o.status::text AS order_status, o.payment_method::text AS payment_method, ${PAYMENT_STATUS} AS payment_status,
      ${instant('r.cancelled_at')} AS cancelled_at, s.state, s.days_late,
      ${euros(lateFeeSoFarSql(lateFeeRule))} AS late_fee
    FROM rentals r
    JOIN orders o ON o.id = r.order_id
    JOIN "user" u ON u.id = r.user_id
    JOIN products p ON p.id = r.product_id
    CROSS JOIN LATERAL (${rentalStateSelectText('r', today)}) AS s
    ${ORDER_MONEY}
    WHERE ${period} AND o.status <> 'Held'
    ORDER BY r.date_from, r.id`;
}

/**
 * One row per order placed in the period (the shop's dates) when one is given; its total is its
 * live lines'. Neither export lists a quote's hold (status Held, decision 090): nobody placed it.
 */
function ordersQuery(query: ExportQuery, timeZone: string) {
  const placedOn = `(o.placed_at AT TIME ZONE ${escapeLiteral(timeZone)})::date`;
  const period = [
    query.from ? `${placedOn} >= ${date(query.from)}` : 'true',
    query.to ? `${placedOn} <= ${date(query.to)}` : 'true',
  ].join(' AND ');
  return `SELECT ${text('o.reference')} AS reference, ${instant('o.placed_at')} AS placed_at,
      ${text('u.name')} AS customer, ${text('u.email')} AS email,
      ${text(`o.business->>'company'`)} AS company, ${text(`o.business->>'vatId'`)} AS vat_id,
      o.status::text AS status, o.payment_method::text AS payment_method, ${PAYMENT_STATUS} AS payment_status,
      lines.live AS lines, ${euros('lines.total_cents')} AS total, ${euros('money.paid')} AS paid,
      ${euros('money.refunded')} AS refunded, ${euros('money.deposit_taken')} AS deposit_taken,
      ${euros('money.deposit_returned')} AS deposit_returned, ${euros('money.deposit_kept')} AS deposit_kept,
      ${euros('money.late_fees')} AS late_fees, ${euros('money.balance')} AS balance_due,
      ${instant('o.cancelled_at')} AS cancelled_at
    FROM orders o
    JOIN "user" u ON u.id = o.user_id
    ${ORDER_MONEY}
    LEFT JOIN LATERAL (
      SELECT count(*) AS live, coalesce(sum(r.daily_price_cents * r.charged_days * ${QUANTITY}), 0) AS total_cents
        FROM rentals r WHERE r.order_id = o.id AND r.cancelled_at IS NULL) AS lines ON true
    WHERE ${period} AND o.status <> 'Held'
    ORDER BY o.placed_at, o.id`;
}

/** Every unit with its product, whether it is out now, and how often it went out. */
const UNITS = `SELECT i.id AS unit_id, ${text('i.serial_number')} AS serial_number, ${text('p.name')} AS product,
      ${text('p.brand')} AS brand, ${text('p.model')} AS model, ${text('c.name')} AS category, i.status::text AS status,
      ${yesNo('EXISTS (SELECT 1 FROM rental_items ri WHERE ri.item_id = i.id AND ri.checked_out_at IS NOT NULL AND ri.checked_in_at IS NULL)')} AS out_now,
      (SELECT count(*) FROM rental_items ri WHERE ri.item_id = i.id AND NOT ri.cancelled) AS rentals,
      (SELECT ${day('max(ri.date_to)')} FROM rental_items ri WHERE ri.item_id = i.id AND NOT ri.cancelled) AS last_rented_until
    FROM items i
    JOIN products p ON p.id = i.product_id
    JOIN categories c ON c.id = p.category_id
    ORDER BY p.name, i.serial_number`;

/** Every account: personal data, so only administrators may download it (decision 054). */
const CUSTOMERS = `SELECT u.id AS customer_id, ${text('u.name')} AS name, ${text('u.email')} AS email,
      ${yesNo('u.email_verified')} AS email_confirmed, ${text('u.phone_number')} AS phone, u.language,
      ${yesNo('u.is_admin')} AS administrator, ${instant('u.created_at')} AS signed_up_at,
      (SELECT count(*) FROM orders o WHERE o.user_id = u.id AND o.status = 'Placed') AS orders,
      (SELECT ${instant('max(o.placed_at)')} FROM orders o WHERE o.user_id = u.id) AS last_order_at
    FROM "user" u
    ORDER BY u.created_at, u.id`;

type ShopFacts = { today: IsoDate; timeZone: string; lateFeeRule: LateFeeRule };

const copyOf = (select: string, header: boolean) =>
  `COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER ${header ? 'true' : 'false'})`;

/** A rental's place in the rentals CSV's order: its first day, then its id. */
type RentalKey = { day: IsoDate; id: number };
const keyAfter = (key: RentalKey | null) =>
  key ? `(r.date_from, r.id) > (${date(key.day)}, ${Math.trunc(key.id)})` : 'true';

/**
 * The first piece is small, so the first rows leave at once; the rest are this many rentals each:
 * each piece's plan reads the orders and products whole for its hash joins (about 0.3 s at a
 * million rentals), so smaller pieces cost more in all (20,000: 41.6 s against the one COPY's
 * 32.5 s; 100,000: 31.5 s against 31.7 s).
 */
const PIECES = { first: 500, rest: 100_000 };

/**
 * The rentals CSV as the statements that write it, one piece of the history after the other in
 * its order (rentals_date_from_id_idx), the first with the header: one COPY of the whole history
 * would sort every row before sending the first, ten seconds at a million rentals, while a piece
 * is read in order through the index and starts in milliseconds. `read` runs a query in the
 * export's own snapshot (copy-csv.ts), which the pieces share: together they are the one COPY's rows.
 */
export function rentalsCopyPieces(query: ExportQuery, shop: ShopFacts, sizes = PIECES) {
  return async function* pieces(read: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
    let after: RentalKey | null = null;
    for (let size = sizes.first; ; size = sizes.rest) {
      // The last rental of this piece, if as many are left: read from the index alone.
      const { rows } = await read(`SELECT to_char(r.date_from, 'YYYY-MM-DD') AS day, r.id FROM rentals r
        WHERE ${rentalsPeriod(query)} AND ${keyAfter(after)}
        ORDER BY r.date_from, r.id OFFSET ${size - 1} LIMIT 1`);
      const last = rows[0] as RentalKey | undefined;
      const upTo = last ? `(r.date_from, r.id) <= (${date(last.day)}, ${Math.trunc(Number(last.id))})` : 'true';
      yield copyOf(rentalsQuery(query, shop.today, shop.lateFeeRule, `${keyAfter(after)} AND ${upTo}`), after === null);
      if (!last) return;
      after = { day: last.day, id: Number(last.id) };
    }
  };
}

/** The statement that writes `name`'s CSV, header row first: the whole file in one COPY. */
export function exportCopyStatement(name: ExportName, query: ExportQuery, shop: ShopFacts): string {
  const select = {
    rentals: () => rentalsQuery(query, shop.today, shop.lateFeeRule),
    orders: () => ordersQuery(query, shop.timeZone),
    units: () => UNITS,
    customers: () => CUSTOMERS,
  }[name]();
  return copyOf(select, true);
}

/** What the export of `name` runs: the rentals in pieces (rentalsCopyPieces), the others in one COPY. */
export const exportCopy = (name: ExportName, query: ExportQuery, shop: ShopFacts) =>
  name === 'rentals' ? rentalsCopyPieces(query, shop) : exportCopyStatement(name, query, shop);

/**
 * What the benchmark asks for: the storefront's and the dashboard's requests, each on real rows
 * of the generated shop (looked up in the bench database first, so nothing answers 404), and
 * bookings that never collide with each other or with the generated rentals.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { encodeProductCursor } from '../src/server/catalog/product-cursor';
import { addDays, type IsoDate, monthOf } from '../src/shared/calendar-date';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_PASSWORD,
  benchCustomerEmail,
  COMMON_WORD,
  FREE_FROM_DAYS,
  RARE_WORD,
} from './bench-data';
import type { Lane, LoadTarget } from './load';

/** The price order's deep page starts after this many products, as a customer paging far would. */
const DEEP_PAGE_ROW = 50_000;
/** Product, availability and calendar requests rotate over this many of the most rented products. */
const ROTATED_PRODUCTS = 5;
/** The admin list read deep, and how far: pages of ADMIN_WALK_LIMIT followed through `next`. */
const DEEP_ADMIN_LIST = 'rentals';
const ADMIN_WALK_PAGES = 40;
const ADMIN_WALK_LIMIT = 100;
/** The dashboard's lists (their routes are in src/server/<domain>/routes.ts): first page each, default size, as it asks. */
const ADMIN_LISTS = ['rentals', 'incidents', 'reviews', 'users', 'products', 'items', 'categories', 'audit-log'];
export const BOOKING_CUSTOMERS = 20;
/**
 * Bookings start here: past FREE_FROM_DAYS, where no generated rental lies, and past the days
 * `npm run bench:check` books on (FREE_FROM_DAYS + 10 to + 42), so the two never collide.
 */
const BOOKING_FIRST_DAY = FREE_FROM_DAYS + 50;
/** The server runs with BOOKING_HORIZON_DAYS=1000 (server-process.ts): no booking ends later. */
const BOOKING_LAST_DAY = 999;
/** Products the bookings spread over, each booked for two days, then the next two, and so on. */
const BOOKED_PRODUCTS = 4000;

export type Lookups = {
  products: number;
  rentals: number;
  parentCategoryId: number;
  leafCategoryId: number;
  /** The most rented products: availability and calendars there have the most rows to read. */
  busyProductIds: number[];
  /** The DEEP_PAGE_ROW-th product in (daily_price, id) order. */
  deepRow: { id: number; dailyPrice: string };
  /** Products with units, for the bookings. */
  bookableProductIds: number[];
  /** Their daily prices, as the cart shows them (a checkout line carries it). */
  bookablePrices: string[];
  lastRentalId: number;
};

/** Real ids from the bench database; null when it holds no products yet. */
export async function lookUp(databaseUrl: string): Promise<Lookups | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async <Row extends object>(query: string, params: unknown[] = []) =>
      (await client.query<Row>(query, params)).rows[0];
    const exists = await one<{ found: boolean }>("SELECT to_regclass('public.products') IS NOT NULL AS found");
    if (!exists?.found) return null;
    const products = (await one<{ n: number }>('SELECT count(*)::int AS n FROM products'))?.n ?? 0;
    if (products === 0) return null;
    const parent = await one<{ id: number }>(`
      SELECT c.parent_id AS id FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.parent_id IS NOT NULL GROUP BY c.parent_id ORDER BY count(*) DESC, 1 LIMIT 1`);
    const leaf = await one<{ id: number }>(`
      SELECT category_id AS id FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = p.category_id)
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
    const busy = await client.query<{ id: number }>(
      'SELECT product_id AS id FROM rentals GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT $1',
      [ROTATED_PRODUCTS],
    );
    const firstProducts = await client.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT $1', [
      ROTATED_PRODUCTS,
    ]);
    const deep = await one<{ id: number; daily_price: string }>(
      'SELECT id, daily_price FROM products ORDER BY daily_price, id OFFSET $1 LIMIT 1',
      [Math.min(DEEP_PAGE_ROW, products) - 1],
    );
    const bookable = await client.query<{ id: number; daily_price: string }>(
      `SELECT p.id, p.daily_price FROM products p
        WHERE p.id IN (SELECT DISTINCT product_id FROM items ORDER BY 1 LIMIT $1) ORDER BY 1`,
      [BOOKED_PRODUCTS],
    );
    const rentals = await one<{ n: number; last: number | null }>(
      'SELECT count(*)::int AS n, max(id) AS last FROM rentals',
    );
    const busyIds = busy.rows.length > 0 ? busy.rows : firstProducts.rows;
    return {
      products,
      rentals: rentals?.n ?? 0,
      parentCategoryId: parent?.id ?? 1,
      leafCategoryId: leaf?.id ?? 1,
      busyProductIds: busyIds.map((row) => row.id),
      deepRow: { id: deep!.id, dailyPrice: deep!.daily_price },
      bookableProductIds: bookable.rows.map((row) => row.id),
      bookablePrices: bookable.rows.map((row) => row.daily_price),
      lastRentalId: rentals?.last ?? 0,
    };
  } finally {
    await client.end();
  }
}

/** The bookings the benchmark made (after `lastRentalId`, on its days), and the mails they queued. */
export async function removeBenchBookings(databaseUrl: string, lastRentalId: number, today: IsoDate) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // From the first free day: the bookings' days, and the customer feed's rentals before them (customer-feed.ts).
    const { rowCount } = await client.query('DELETE FROM rentals WHERE id > $1 AND date_from >= $2', [
      lastRentalId,
      addDays(today, FREE_FROM_DAYS),
    ]);
    // Their confirmation mails would otherwise be sent by the next run's server, under its load.
    const jobs = await client.query("SELECT to_regclass('graphile_worker._private_jobs') IS NOT NULL AS found");
    if ((jobs.rows[0] as { found: boolean } | undefined)?.found) {
      await client.query('DELETE FROM graphile_worker._private_jobs WHERE locked_at IS NULL');
    }
    // The orders those bookings were lines of, now without lines.
    await client.query('DELETE FROM orders o WHERE NOT EXISTS (SELECT 1 FROM rentals r WHERE r.order_id = o.id)');
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export type Session = { cookie: string };

/** Signs in through better-auth as the web app does; the session is the cookies it sets. */
export async function signIn(url: string, email: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    // The origin check takes a change only from the shop's own address.
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`Sign-in as ${email} set no cookie`);
  return { cookie: cookies.join('; ') };
}

/** The shop's today as the server sees it (its SHOP_TIME_ZONE). */
export async function shopToday(url: string): Promise<IsoDate> {
  const response = await fetch(`${url}/api/shop`);
  const shop = (await response.json()) as { today: IsoDate };
  return shop.today;
}

const get = (path: string) => ({ method: 'GET' as const, path });
const single = (name: string, path: string, connections: number, note?: string): LoadTarget => ({
  name,
  path,
  lanes: [{ connections, requests: [get(path)] }],
  ...(note ? { note } : {}),
});
const rotating = (name: string, paths: string[], connections: number): LoadTarget => ({
  name,
  path: paths[0]!,
  lanes: [{ connections, requests: paths.map(get) }],
});

/**
 * The deep page by `after` (keyset paging), or by `offset` while the server does not take
 * `after` yet: asked once to see which, and said in the report.
 */
async function deepPage(url: string, lookups: Lookups): Promise<{ path: string; note?: string }> {
  const after = encodeURIComponent(encodeProductCursor(lookups.deepRow, 'price_asc'));
  const path = `/api/products?sort=price_asc&limit=24&after=${after}`;
  const response = await fetch(url + path);
  await response.arrayBuffer();
  if (response.ok) return { path };
  // The same page: the products after the DEEP_PAGE_ROW-th.
  const offset = Math.min(DEEP_PAGE_ROW, lookups.products);
  return {
    path: `/api/products?sort=price_asc&limit=24&offset=${offset}`,
    note: `offset paging: the server answered ${response.status} to \`after\``,
  };
}

/** The storefront's reads, anonymous, as the goals name them (goals.ts). */
export async function catalogueTargets(
  url: string,
  lookups: Lookups,
  today: IsoDate,
  connections: number,
): Promise<LoadTarget[]> {
  const ids = lookups.busyProductIds;
  // A week inside the generated rentals (a year back to 400 days ahead), a different one per product.
  const weeks = ids.map((_, index) => addDays(today, 10 + 7 * index));
  const month = monthOf(addDays(today, 30));
  const deep = await deepPage(url, lookups);
  return [
    single('products first page', '/api/products?limit=24', connections),
    single('category page (parent)', `/api/products?categoryId=${lookups.parentCategoryId}&limit=24`, connections),
    single('category page (leaf)', `/api/products?categoryId=${lookups.leafCategoryId}&limit=24`, connections),
    single('search (common word)', `/api/products?q=${COMMON_WORD}&limit=24`, connections),
    single('search (rare word)', `/api/products?q=${RARE_WORD}&limit=24`, connections),
    single('deep page (price order)', deep.path, connections, deep.note),
    rotating(
      'product by id',
      ids.map((id) => `/api/products/${id}`),
      connections,
    ),
    rotating(
      'availability (7 days)',
      ids.map(
        (id, index) => `/api/products/${id}/availability?dateFrom=${weeks[index]}&dateTo=${addDays(weeks[index]!, 6)}`,
      ),
      connections,
    ),
    rotating(
      'month calendar',
      ids.map((id) => `/api/products/${id}/calendar?month=${month}`),
      connections,
    ),
    single('categories', '/api/categories', connections),
  ];
}

/** `next` after following the list's pages `pages` times: a cursor deep into it. */
async function deepCursor(url: string, list: string, session: Session): Promise<string | null> {
  let after: string | null = null;
  for (let page = 0; page < ADMIN_WALK_PAGES; page += 1) {
    const query: string = after ? `&after=${encodeURIComponent(after)}` : '';
    const response = await fetch(`${url}/api/admin/${list}?limit=${ADMIN_WALK_LIMIT}${query}`, {
      headers: { cookie: session.cookie },
    });
    if (!response.ok) throw new Error(`GET /api/admin/${list} answered ${response.status}: ${await response.text()}`);
    const { next } = (await response.json()) as { next: string | null };
    if (next === null) break;
    after = next;
  }
  return after;
}

/** Staff reading the desk's page or the overview at the same moment: a shop's few desks and its owner. */
const STAFF_VIEW_CONNECTIONS = 2;

/** The dashboard's lists as the administrator: first page each, and one far down its pages. */
export async function adminTargets(
  url: string,
  admin: Session,
  connections: number,
  today: IsoDate,
): Promise<LoadTarget[]> {
  const headers = { cookie: admin.cookie };
  const targets: LoadTarget[] = ADMIN_LISTS.map((list) => ({
    name: `admin ${list}`,
    path: `/api/admin/${list}`,
    lanes: [{ connections, headers, requests: [get(`/api/admin/${list}`)] }],
  }));
  // Issues 47 and 49: the planner's page of 50 units over a month, and each report over a year,
  // by ten members of staff at once; goal under 300 ms (goals.ts).
  const month = `from=${today}&to=${addDays(today, 30)}`;
  const lastYear = `from=${addDays(today, -365)}&to=${today}`;
  for (const [name, path] of [
    ['admin planner (50 units, a month)', `/api/admin/planner?${month}&limit=50`],
    ['admin report revenue (a year, by month)', `/api/admin/reports/revenue?${lastYear}&by=month`],
    ['admin report revenue (a year, by product)', `/api/admin/reports/revenue?${lastYear}&by=product`],
    ['admin report utilisation (a year)', `/api/admin/reports/utilisation?${lastYear}`],
  ] as const) {
    targets.push({ name, path, lanes: [{ connections, headers, requests: [get(path)] }] });
  }
  // Issue 49: the counter's morning and the owner's overview read only what is current, so they
  // cost the same at 100,000 rentals as at 1,000,000: the desk's page and the overview as the
  // planner is read, its search (a common part of a name) by ten members of staff at once.
  for (const [name, path, lane] of [
    ['admin desk (today)', '/api/admin/desk', STAFF_VIEW_CONNECTIONS],
    ['admin overview', '/api/admin/overview', STAFF_VIEW_CONNECTIONS],
    ['admin desk search', '/api/admin/desk/search?q=mar', connections],
  ] as const) {
    targets.push({ name, path, lanes: [{ connections: lane, headers, requests: [get(path)] }] });
  }
  const after = await deepCursor(url, DEEP_ADMIN_LIST, admin);
  if (after !== null) {
    const path = `/api/admin/${DEEP_ADMIN_LIST}?after=${encodeURIComponent(after)}`;
    targets.push({
      name: `admin ${DEEP_ADMIN_LIST} (deep)`,
      path,
      lanes: [{ connections, headers, requests: [get(path)] }],
      note: `after ${ADMIN_WALK_PAGES * ADMIN_WALK_LIMIT} rows`,
    });
  }
  return targets;
}

export async function signInCustomers(url: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  // One after the other: each sign-in is an argon2id verification, slow on purpose.
  for (let n = 1; n <= count; n += 1) sessions.push(await signIn(url, benchCustomerEmail(n)));
  return sessions;
}

export const signInAdmin = (url: string) => signIn(url, BENCH_ADMIN_EMAIL);

/**
 * POST /api/rentals, one connection per customer: booking k takes product k mod P for two days,
 * the next round of products the two days after, from BOOKING_FIRST_DAY on, so no two bookings
 * want the same unit and none meets a generated rental (a 409 would count as an error). Each
 * sends its own Idempotency-Key, as the web app's cart does.
 */
export function bookingTarget(
  url: string,
  customers: Session[],
  lookups: Lookups,
  today: IsoDate,
  /** Shared by the shop's run and the floor's, so the floor books the days after the shop's. */
  sequence = { booked: 0 },
  /** For the floor (booking-floor.ts), which reads no session: each customer's id. */
  floorUsers?: string[],
): LoadTarget {
  const products = lookups.bookableProductIds;
  const rounds = Math.floor((BOOKING_LAST_DAY - BOOKING_FIRST_DAY) / 2);
  const nextBooking = () => {
    const k = sequence.booked;
    sequence.booked += 1;
    const round = Math.floor(k / products.length) % rounds;
    const dateFrom = addDays(today, BOOKING_FIRST_DAY + 2 * round);
    const body = { productId: products[k % products.length], dateFrom, dateTo: addDays(dateFrom, 1), quantity: 1 };
    return { body: JSON.stringify(body), headers: { 'idempotency-key': randomUUID() } };
  };
  const lanes: Lane[] = customers.map((session, index) => ({
    connections: 1,
    headers: {
      cookie: session.cookie,
      origin: url,
      'content-type': 'application/json',
      ...(floorUsers ? { 'x-floor-user': floorUsers[index]! } : {}),
    },
    requests: [{ method: 'POST', path: '/api/rentals', body: nextBooking }],
  }));
  return { name: 'book a rental', path: 'POST /api/rentals', lanes };
}

/** The ids of the bench's customers 1 to `count` (benchCustomerEmail), in that order. */
export async function benchCustomerIds(databaseUrl: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => benchCustomerEmail(index + 1));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; email: string }>(
      'SELECT id, email FROM "user" WHERE email = ANY($1)',
      [emails],
    );
    const byEmail = new Map(rows.map((row) => [row.email, row.id]));
    return emails.map((email) => byEmail.get(email)!);
  } finally {
    await client.end();
  }
}

/** Lines in one benchmark checkout (issue 27: a camera, a lens and a light). */
export const CHECKOUT_LINES = 3;

/**
 * POST /api/orders, one connection per customer: checkout k books products 3k, 3k+1 and 3k+2
 * (mod P) for two days, each at its price. Its days count down from the last bookable day, so
 * they never meet the single bookings' (which count up from the first).
 */
export function checkoutTarget(url: string, customers: Session[], lookups: Lookups, today: IsoDate): LoadTarget {
  const products = lookups.bookableProductIds;
  const perRound = Math.max(1, Math.floor(products.length / CHECKOUT_LINES));
  let placed = 0;
  const nextCheckout = () => {
    const k = placed;
    placed += 1;
    const round = Math.floor(k / perRound);
    const dateFrom = addDays(today, BOOKING_LAST_DAY - 1 - 2 * round);
    const lines = Array.from({ length: CHECKOUT_LINES }, (_, line) => {
      const index = ((k % perRound) * CHECKOUT_LINES + line) % products.length;
      return {
        productId: products[index],
        dateFrom,
        dateTo: addDays(dateFrom, 1),
        quantity: 1,
        dailyPrice: Number(lookups.bookablePrices[index]).toFixed(2),
      };
    });
    return { body: JSON.stringify({ lines }), headers: { 'idempotency-key': randomUUID() } };
  };
  const lanes: Lane[] = customers.map((session) => ({
    connections: 1,
    headers: { cookie: session.cookie, origin: url, 'content-type': 'application/json' },
    requests: [{ method: 'POST', path: '/api/orders', body: nextCheckout }],
  }));
  return { name: 'check out 3 lines', path: 'POST /api/orders', lanes };
}

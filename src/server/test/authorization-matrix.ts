import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addDays, type IsoDate, monthOf } from '../../shared/calendar-date';
import { eq, sql } from 'drizzle-orm';
import { payments } from '../db/schema/payments';
import { incidents, rentalItems, reviews } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { waitlistRequests } from '../waitlist/schema';
import { createPublisher } from '../events/publish';
import { createInvoicing } from '../invoices/issue';
import { createJobQueue } from '../jobs/queue';
import { shopSettings } from '../settings/schema';
import { createSettingsService } from '../settings/service';
import { insertCategory, insertItems, insertProduct, insertRental } from './factories';
import { TEST_PASSWORD, type TestApp } from './test-app';
import { createUser } from '../users/create-user';
import { routePermissions } from '../http/route-permissions';
import { mayDo } from '../../shared/staff-roles';
import { testPng, uploadForm } from './upload-form';

/*
 * The authorization matrix: one entry per route of the app (`METHOD url` exactly as in
 * `app.routeTable`), with the status each role gets. authorization-matrix.test.ts runs every entry
 * for every role and fails on a route without an entry, so a new route starts here.
 *
 * To add a route: copy the entry of a route like it. `request` builds a valid call (a role that
 * may call the route gets its success status, never a 400), and records it uses are customer A's,
 * so `customerB` shows what the API does with someone else's record (404: it does not tell a
 * record it hides from one that does not exist). A destructive call makes a fresh record per role.
 */

export const roles = ['anonymous', 'customerA', 'customerB', 'admin'] as const;
export type Role = (typeof roles)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/**
 * Staff in the roles below the owner (decision 092); the matrix's `admin` is an owner. Each gets,
 * on a staff route, the owner's answer when its role has the route's permission
 * (http/route-permissions.ts) and 403 otherwise; on any other route the owner's answer unless the
 * entry's `staff` says what it gets instead. Their calls are built as the owner's are.
 */
export const staffMatrixRoles = ['counter', 'accountant', 'manager'] as const;
export type StaffMatrixRole = (typeof staffMatrixRoles)[number];

/** The status `role` gets from `entry` (see staffMatrixRoles). */
export function staffExpected(entry: Entry, role: StaffMatrixRole): number {
  const permission = routePermissions[entry.route];
  if (permission) return mayDo(role, permission) ? entry.expect.admin : 403;
  return entry.staff?.[role] ?? entry.expect.admin;
}

/** The status each role gets. customerA owns the records a request uses; customerB is another customer. */
export type Expected = Record<Role, number>;

/** Administrators get `status`; customers 403, visitors 401. */
export const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  admin: status,
});

/** The same answer for everyone, signed in or not. */
export const everyone = (status: number): Expected => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  admin: status,
});

/** What the runner sends; the role's session cookie and the shop's origin are added to `headers`. */
export type MatrixRequest = { url: string; payload?: object; headers?: Record<string, string> };

export type Check = (
  response: LightMyRequestResponse,
  context: { role: Role; scene: Scene; headers: Record<string, string>; call: Call },
) => void | Promise<void>;

/** `app.inject` as the role (its address), failing on any 5xx. */
export type Call = (options: {
  method: string;
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}) => Promise<LightMyRequestResponse>;

export type Entry = {
  /** `METHOD url` exactly as the route was registered, e.g. 'DELETE /api/rentals/:id'. */
  route: string;
  /** The call to make as `role`; leave it out for a route without parameters or body. */
  request?: (scene: Scene, role: Role) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expected;
  /** What the answer must show besides its status, e.g. that a list holds only the role's own records. */
  check?: Check;
  /** The role signs in anew for this call, since the call ends the session it is sent with. */
  freshSession?: boolean;
  /** On a route that is not staff's alone: what a staff role below the owner gets, when not the owner's answer. */
  staff?: Partial<Record<StaffMatrixRole, number>>;
};

/**
 * Customer A, customer B and an administrator signed in, their session cookies, and the scene
 * of records the matrix's calls use: what every runner of the matrix starts from.
 */
export async function signInRoles(
  t: TestApp,
): Promise<{ cookies: Record<SignedInRole, string>; staffCookies: Record<StaffMatrixRole, string>; scene: Scene }> {
  const users = {
    customerA: await t.signIn({ email: 'customer-a@example.com', fullName: 'Customer A' }),
    customerB: await t.signIn({ email: 'customer-b@example.com', fullName: 'Customer B' }),
    admin: await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true }),
  };
  const staff = {
    counter: await t.signIn({ email: 'counter@example.com', fullName: 'Counter', role: 'counter' }),
    accountant: await t.signIn({ email: 'accountant@example.com', fullName: 'Accountant', role: 'accountant' }),
    manager: await t.signIn({ email: 'manager@example.com', fullName: 'Manager', role: 'manager' }),
  };
  const scene = await createScene(t, {
    customerA: { id: users.customerA.id, email: 'customer-a@example.com' },
    customerB: { id: users.customerB.id, email: 'customer-b@example.com' },
    admin: { id: users.admin.id, email: 'admin@example.com' },
  });
  return {
    cookies: { customerA: users.customerA.cookie, customerB: users.customerB.cookie, admin: users.admin.cookie },
    staffCookies: { counter: staff.counter.cookie, accountant: staff.accountant.cookie, manager: staff.manager.cookie },
    scene,
  };
}

/** The users and records the requests use, and makers of fresh ones. */
export type Scene = {
  /** The app under test, for an area's entries that make records of their own (test/matrix/). */
  t: TestApp;
  today: IsoDate;
  users: Record<SignedInRole, { id: string; email: string }>;
  /** A category with a product of three units, for the calls that only read. */
  category: { id: number };
  product: { id: number };
  /** A future rental of customer A's, for the calls that only read. */
  rentalOfA: { id: number; orderId: number };
  /** Customer A's incident on `rentalOfA`, for the calls that only read. */
  incidentOfA: { id: number };
  /** Customer A's review of a product they rented, for the calls that only read. */
  reviewOfA: { id: number };
  /** A fresh review of customer A's, of a fresh product they rented last week. */
  newReviewOfA(): Promise<{ id: number }>;
  /** One of `product`'s units, for the calls that only read or rename. */
  item: { id: number };
  /** A fresh empty category. */
  newCategory(): Promise<{ id: number }>;
  /** A fresh unit of `product` that was never rented. */
  newItem(): Promise<{ id: number }>;
  /** A fresh product of `units` operational units, in a fresh category. */
  newProduct(units?: number): Promise<{ id: number }>;
  /** A fresh rental of customer A's, of one unit of a fresh product, from today + `fromDays` to today + `toDays`. */
  newRentalOfA(
    fromDays: number,
    toDays: number,
    options?: { depositCents?: number },
  ): Promise<{ id: number; productId: number; orderId: number }>;
  /**
   * A fresh one-line order of customer A's (5 to 6 days ahead), paid online (the charge Stripe's
   * webhook adds) or at the counter; `refundOwed`: with a refund of 1.00 owed at the counter.
   */
  newPaidOrderOfA(
    channel: 'stripe' | 'cash',
    refundOwed?: boolean,
  ): Promise<{ orderId: number; rentalId: number; refundId: number | null }>;
  /** Customer A's invoice of an order paid at the counter, for the calls that only read. */
  invoiceOfA: { id: number };
  /** Customer A's invoice of an order placed for a business: it has an e-invoice too. */
  businessInvoiceOfA: { id: number };
  /** A fresh future rental of customer A's whose one unit is out of service, with a free unit to swap in. */
  newBrokenRentalOfA(): Promise<{ id: number; itemId: number }>;
  /** A fresh rental of customer A's of one unit, starting today, not handed over yet: its unit's serial number. */
  newPickUpOfA(): Promise<{ id: number; serial: string }>;
  /** A fresh rental of customer A's of one unit, under way and handed over: its unit's serial number. */
  newHandedOverOfA(): Promise<{ id: number; serial: string }>;
  /** Customer A's waitlist request, for the calls that only read; and makers of fresh ones. */
  waitlistRequestOfA: { id: number };
  newWaitlistRequestOfA(): Promise<{ id: number }>;
  /** A new e-mail address nobody has used. */
  newEmail(): string;
  /** The role's own e-mail address (customer A's for the anonymous visitor, who is about to log in as A). */
  emailOf(role: Role): string;
  /** A fresh account with TEST_PASSWORD; it has not confirmed its address unless `verified`. */
  newAccount(options: { verified: boolean }): Promise<{ email: string }>;
  /** The token of the link mailed to a fresh unverified account to confirm its address. */
  newVerificationToken(): Promise<string>;
  /** The token of the link mailed to a fresh account to reset its password. */
  newPasswordResetToken(): Promise<string>;
};

/** A fresh order of customer A's paid online, with a refund Stripe did not make: its id. */
async function failedRefundOfA(s: Scene): Promise<number> {
  const { orderId } = await s.newPaidOrderOfA('stripe');
  const { rows } = await s.t.pool.query(
    `INSERT INTO payments (order_id, kind, channel, state, amount_cents, failure_reason, failed_at)
     VALUES ($1, 'refund', 'stripe', 'failed', 100, 'Your card was declined.', now()) RETURNING id`,
    [orderId],
  );
  return rows[0].id;
}

export async function createScene(t: TestApp, users: Scene['users']): Promise<Scene> {
  const today = t.calendar.today();
  let counter = 0;
  const newEmail = () => `matrix-${(counter += 1)}@example.com`;

  async function newProduct(units = 3) {
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, units);
    return product;
  }
  async function newRentalOfA(fromDays: number, toDays: number, options: { depositCents?: number } = {}) {
    const product = await insertProduct(t.db);
    const items = await insertItems(t.db, product.id, 1);
    const rental = await insertRental(t.db, {
      userId: users.customerA.id,
      productId: product.id,
      dateFrom: addDays(today, fromDays),
      dateTo: addDays(today, toDays),
      itemIds: items.map((item) => item.id),
      depositCents: options.depositCents,
    });
    return { id: rental.id, productId: product.id, orderId: rental.orderId };
  }
  async function newPaidOrderOfA(channel: 'stripe' | 'cash', refundOwed = false) {
    const rental = await newRentalOfA(5, 6);
    await t.db.insert(payments).values({ orderId: rental.orderId, kind: 'charge', channel, amountCents: 2_000 });
    const [refund] = refundOwed
      ? await t.db
          .insert(payments)
          .values({ orderId: rental.orderId, kind: 'refund', channel, state: 'pending', amountCents: 100 })
          .returning({ id: payments.id })
      : [];
    return { orderId: rental.orderId, rentalId: rental.id, refundId: refund?.id ?? null };
  }
  const invoicing = createInvoicing({
    settings: createSettingsService(t.db, { stripeConfigured: false, paymentHoldMinutes: 30 }),
    calendar: t.calendar,
    publish: createPublisher(createJobQueue(t.db), []),
  });
  // The shop's legal details, which its documents carry and an e-invoice requires.
  const legal = {
    name: 'Matrix GmbH',
    street: 'Hauptstraße 1',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
    vatId: 'DE123456789',
    email: 'shop@example.com',
  };
  await t.db
    .insert(shopSettings)
    .values({ id: 1, value: { legal } })
    .onConflictDoUpdate({ target: shopSettings.id, set: { value: { legal } } });
  /** A fresh order of customer A's paid at the counter and invoiced as the shop does. */
  async function newInvoiceOfA(business?: { company: string; vatId: string }) {
    const rental = await newRentalOfA(5, 6);
    if (business) {
      const address = { street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
      await t.db
        .update(orders)
        .set({ business: { ...business, ...address } })
        .where(eq(orders.id, rental.orderId));
    }
    return t.db.transaction(async (tx) => {
      const [charge] = await tx
        .insert(payments)
        .values({ orderId: rental.orderId, kind: 'charge', channel: 'cash', amountCents: 2_000 })
        .returning();
      return { id: (await invoicing.forCharge(tx, rental.orderId, charge!))!.id };
    });
  }
  async function newBrokenRentalOfA() {
    const product = await insertProduct(t.db);
    const [broken] = await insertItems(t.db, product.id, 2, 1).then((units) =>
      units.filter((unit) => unit.status === 'NonOperational'),
    );
    const rental = await insertRental(t.db, {
      userId: users.customerA.id,
      productId: product.id,
      dateFrom: addDays(today, 3),
      dateTo: addDays(today, 4),
      itemIds: [broken!.id],
    });
    return { id: rental.id, itemId: broken!.id };
  }
  /** A fresh rental of customer A's of one unit of a fresh product, from today + `fromDays` to today + `toDays`. */
  async function newDeskRentalOfA(fromDays: number, toDays: number, handedOver: boolean) {
    const product = await insertProduct(t.db);
    const [unit] = await insertItems(t.db, product.id, 1);
    const rental = await insertRental(t.db, {
      userId: users.customerA.id,
      productId: product.id,
      dateFrom: addDays(today, fromDays),
      dateTo: addDays(today, toDays),
      itemIds: [unit!.id],
    });
    if (handedOver) {
      await t.db.update(rentalItems).set({ checkedOutAt: new Date() }).where(eq(rentalItems.rentalId, rental.id));
    }
    return { id: rental.id, serial: unit!.serialNumber };
  }
  /** The first link of the newest mail to `email`. */
  async function linkMailedTo(email: string) {
    const mail = await t.mailbox.waitFor(email);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no link in the mail to ${email}`);
    return new URL(link);
  }

  async function newAccount({ verified }: { verified: boolean }) {
    const email = newEmail();
    await createUser(t.db, t.auth, { email, fullName: 'New Account', password: TEST_PASSWORD, verified });
    return { email };
  }

  async function newWaitlistRequestOfA() {
    const rental = await newRentalOfA(3, 4);
    const [request] = await t.db
      .insert(waitlistRequests)
      .values({
        userId: users.customerA.id,
        productId: rental.productId,
        dateFrom: addDays(today, 3),
        dateTo: addDays(today, 4),
      })
      .returning({ id: waitlistRequests.id });
    return request!;
  }

  async function newReviewOfA() {
    const rental = await newRentalOfA(-7, -5);
    const [review] = await t.db
      .insert(reviews)
      .values({ userId: users.customerA.id, productId: rental.productId, rating: 4, comments: 'Crisp.' })
      .returning({ id: reviews.id });
    return review!;
  }

  const category = await insertCategory(t.db);
  const product = await insertProduct(t.db, { categoryId: category.id });
  const [item] = await insertItems(t.db, product.id, 3);
  const rentalOfA = await newRentalOfA(10, 12);
  const [incidentOfA] = await t.db
    .insert(incidents)
    .values({ userId: users.customerA.id, rentalId: rentalOfA.id, type: 'Other', description: 'Missing strap.' })
    .returning({ id: incidents.id });

  return {
    t,
    today,
    users,
    category,
    product,
    item: item!,
    newCategory: () => insertCategory(t.db),
    newItem: async () => (await insertItems(t.db, product.id, 1))[0]!,
    rentalOfA,
    incidentOfA: incidentOfA!,
    reviewOfA: await newReviewOfA(),
    invoiceOfA: await newInvoiceOfA(),
    businessInvoiceOfA: await newInvoiceOfA({ company: 'Buyer S.L.', vatId: 'ESB12345678' }),
    newReviewOfA,
    waitlistRequestOfA: await newWaitlistRequestOfA(),
    newWaitlistRequestOfA,
    newProduct,
    newRentalOfA,
    newPaidOrderOfA,
    newBrokenRentalOfA,
    newPickUpOfA: () => newDeskRentalOfA(0, 2, false),
    newHandedOverOfA: () => newDeskRentalOfA(-2, 1, true),
    newEmail,
    newAccount,
    emailOf: (role) => users[role === 'anonymous' ? 'customerA' : role].email,
    async newVerificationToken() {
      const { email } = await newAccount({ verified: false });
      await t.auth.api.sendVerificationEmail({ body: { email } });
      return (await linkMailedTo(email)).searchParams.get('token')!;
    },
    async newPasswordResetToken() {
      const { email } = await newAccount({ verified: true });
      await t.auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
      return (await linkMailedTo(email)).pathname.split('/').pop()!;
    },
  };
}

/** Whether a list of records holds `id`. */
const holds = (response: LightMyRequestResponse, id: number) =>
  (response.json() as { id: number }[]).some((row) => row.id === id);

/** Whether a page of records holds `id`. */
const pageHolds = (response: LightMyRequestResponse, id: number) =>
  (response.json() as { items: { id: number }[] }).items.some((row) => row.id === id);

/** A fresh price template, straight into its table; its id. */
async function newTemplate(s: Scene) {
  const { rows } = await s.t.db.execute<{ id: number }>(
    sql`INSERT INTO price_templates (name, tiers) VALUES (${`Template ${s.newEmail()}`}, '[{"minDays": 7, "percent": 70}]') RETURNING id`,
  );
  return rows[0]!.id;
}

const productInput = (s: Scene, name: string) => ({
  name,
  dailyPrice: '12.5',
  brand: 'Canon',
  model: 'RF 50',
  categoryId: s.category.id,
});

/** A session cookie was set (sign-in) or cleared (sign-out). */
const setsSessionCookie = (response: LightMyRequestResponse) =>
  expect(response.cookies.map((cookie) => cookie.name)).toContainEqual(expect.stringContaining('session_token'));

/** Where a link of a mail sends the browser: a page of the shop, never an error. */
const redirectsTo = (path: string) => (response: LightMyRequestResponse) => {
  expect(response.headers.location).toContain(path);
  expect(response.headers.location).not.toContain('error=');
};

/** The routes of before issue 32; test/matrix/ adds each later area's and exports the whole `matrix`. */
export const coreMatrix: Entry[] = [
  // --- Open to everyone: the shop window, and anonymous never gets less than a customer. ---
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/shop', expect: everyone(200) },
  { route: 'GET /api/categories', expect: everyone(200) },
  {
    route: 'GET /api/categories/:id',
    request: (s) => ({ url: `/api/categories/${s.category.id}` }),
    expect: everyone(200),
  },
  { route: 'GET /api/products', expect: everyone(200) },
  { route: 'GET /api/products/:id', request: (s) => ({ url: `/api/products/${s.product.id}` }), expect: everyone(200) },
  {
    route: 'GET /api/products/:id/availability',
    request: (s) => ({
      url: `/api/products/${s.product.id}/availability?dateFrom=${addDays(s.today, 1)}&dateTo=${addDays(s.today, 3)}`,
    }),
    expect: everyone(200),
  },
  {
    // The cart's prices: any visitor's cart, nothing booked, so every role gets the same answer.
    route: 'POST /api/cart/price',
    request: (s) => ({
      url: '/api/cart/price',
      payload: {
        lines: [{ productId: s.product.id, dateFrom: addDays(s.today, 1), dateTo: addDays(s.today, 3), quantity: 1 }],
      },
    }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/products/:id/calendar',
    request: (s) => ({ url: `/api/products/${s.product.id}/calendar?month=${monthOf(s.today)}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/products/:id/reviews',
    request: (s) => ({ url: `/api/products/${s.product.id}/reviews` }),
    expect: everyone(200),
  },

  {
    // Who is signed in: nobody is an answer (null), not an error, so a visitor's console stays quiet.
    route: 'GET /api/me',
    expect: everyone(200),
    check: (response, { role, scene }) => {
      expect(response.json()?.id ?? null).toBe(role === 'anonymous' ? null : scene.users[role].id);
    },
  },

  // --- Signed in: anonymous gets 401, every signed-in role its own answer. ---
  {
    route: 'GET /api/products/:id/review-eligibility',
    request: (s) => ({ url: `/api/products/${s.product.id}/review-eligibility` }),
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
  },
  {
    // Everyone changes only their own picture: the session says whose. A multipart body is a
    // Buffer payload with its boundary in the content type.
    route: 'POST /api/me/avatar',
    request: async () => ({
      url: '/api/me/avatar',
      ...(await uploadForm({ bytes: await testPng(), name: 'me.png', type: 'image/png' })),
    }),
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: (response, { role, scene }) => {
      if (role === 'anonymous') return;
      expect(response.json().id).toBe(scene.users[role].id);
      expect(response.json().avatarUrl).toContain(`/uploads/avatars/${scene.users[role].id}/`);
    },
  },
  {
    // The right to review comes from the requester's own ended rental: A's does not let B (or an admin) review.
    route: 'POST /api/products/:id/reviews',
    request: async (s) => ({
      url: `/api/products/${(await s.newRentalOfA(-5, -2)).productId}/reviews`,
      payload: { rating: 5, comments: 'Sharp.' },
    }),
    expect: { anonymous: 401, customerA: 201, customerB: 403, admin: 403 },
    check: (response, { role }) => {
      if (response.statusCode === 403) expect(response.json().error.code, role).toBe('NO_ENDED_RENTAL');
    },
  },
  {
    route: 'POST /api/rentals',
    request: async (s) => ({
      url: '/api/rentals',
      payload: {
        productId: (await s.newProduct()).id,
        dateFrom: addDays(s.today, 5),
        dateTo: addDays(s.today, 7),
        quantity: 1,
      },
    }),
    expect: { anonymous: 401, customerA: 201, customerB: 201, admin: 201 },
  },
  {
    route: 'POST /api/orders',
    request: async (s) => {
      const product = await s.newProduct();
      return {
        url: '/api/orders',
        payload: {
          lines: [
            {
              productId: product.id,
              dateFrom: addDays(s.today, 5),
              dateTo: addDays(s.today, 7),
              quantity: 1,
              dailyPrice: '10.00',
            },
          ],
        },
      };
    },
    expect: { anonymous: 401, customerA: 201, customerB: 201, admin: 201 },
  },
  {
    // Stripe's webhook: open to anyone (Stripe calls it server to server, with no session), and
    // what lets a call in is its signature, never a session: unsigned, it is 400 for every role.
    route: 'POST /api/payments/stripe/webhook',
    request: () => ({
      url: '/api/payments/stripe/webhook',
      payload: { id: 'evt_matrix', object: 'event', type: 'checkout.session.completed', data: { object: {} } },
    }),
    expect: everyone(400),
    check: (response) => expect(response.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID'),
  },
  {
    // An order answers to its owner only; the administrator reads it at /api/admin/orders/:id.
    route: 'GET /api/orders/:id',
    request: (s) => ({ url: `/api/orders/${s.rentalOfA.orderId}` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
  },
  {
    // Cancelling a whole order, as cancelling each line: customers their own, staff who take orders any.
    route: 'POST /api/orders/:id/cancel',
    staff: { accountant: 404 },
    request: async (s) => ({ url: `/api/orders/${(await s.newRentalOfA(3, 5)).orderId}/cancel` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 200 },
  },
  {
    route: 'GET /api/admin/orders/:id',
    request: (s) => ({ url: `/api/admin/orders/${s.rentalOfA.orderId}` }),
    expect: adminOnly(200),
  },
  // The shop's money actions on an order: each role's call has an order of its own.
  {
    route: 'POST /api/admin/orders/:id/payments',
    request: async (s) => ({
      url: `/api/admin/orders/${(await s.newRentalOfA(3, 5)).orderId}/payments`,
      payload: { channel: 'cash' },
    }),
    expect: adminOnly(200),
  },
  {
    // Staff take an order for a customer: for customer A, on a product of its own.
    route: 'POST /api/admin/orders',
    request: async (s) => {
      const product = await s.newProduct();
      return {
        url: '/api/admin/orders',
        payload: {
          customer: { email: s.emailOf('customerA') },
          lines: [
            {
              productId: product.id,
              dateFrom: addDays(s.today, 5),
              dateTo: addDays(s.today, 7),
              quantity: 1,
              dailyPrice: '10.00',
            },
          ],
          payment: 'at_pickup',
        },
      };
    },
    expect: adminOnly(201),
  },
  {
    // Staff changing an order's lines: each role's call cancels a line of its own.
    route: 'POST /api/admin/orders/:id/lines/:rentalId/cancel',
    request: async (s) => {
      const rental = await s.newRentalOfA(3, 5);
      return { url: `/api/admin/orders/${rental.orderId}/lines/${rental.id}/cancel` };
    },
    expect: adminOnly(200),
  },
  {
    // Staff set a line's daily price with a reason (decision 066).
    route: 'PATCH /api/admin/orders/:id/lines/:rentalId',
    request: async (s) => {
      const rental = await s.newRentalOfA(3, 5);
      return {
        method: 'PATCH',
        url: `/api/admin/orders/${rental.orderId}/lines/${rental.id}`,
        payload: { dailyPrice: '1.00', reason: 'Regular customer' },
      };
    },
    expect: adminOnly(200),
  },
  {
    // Staff add a line to an order (decision 067): each role's call adds to an order of its own.
    route: 'POST /api/admin/orders/:id/lines',
    request: async (s) => {
      const rental = await s.newRentalOfA(3, 5);
      const product = await s.newProduct();
      return {
        url: `/api/admin/orders/${rental.orderId}/lines`,
        payload: {
          productId: product.id,
          dateFrom: addDays(s.today, 3),
          dateTo: addDays(s.today, 4),
          quantity: 1,
          dailyPrice: '10.00',
        },
      };
    },
    expect: adminOnly(201),
  },
  {
    // Money held for review: each role's call marks one of its own.
    route: 'POST /api/admin/payments-for-review/:id/reviewed',
    request: async (s) => {
      const { rows } = await s.t.pool.query(
        `INSERT INTO payments_for_review (stripe_event_id, checkout_session_id, reason, amount_cents, currency)
         VALUES ('evt_' || gen_random_uuid(), 'cs_test_unknown', 'unknown_session', 100, 'eur') RETURNING id`,
      );
      return { url: `/api/admin/payments-for-review/${rows[0].id}/reviewed` };
    },
    expect: adminOnly(204),
  },
  {
    route: 'POST /api/admin/orders/:id/deposits',
    request: async (s) => ({
      url: `/api/admin/orders/${(await s.newRentalOfA(3, 5, { depositCents: 2_500 })).orderId}/deposits`,
      payload: { action: 'take', amount: '25.00', channel: 'terminal' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/orders/:id/refunds',
    request: async (s) => ({
      url: `/api/admin/orders/${(await s.newPaidOrderOfA('stripe')).orderId}/refunds`,
      payload: { amount: '5.00', reason: 'The lens arrived late.' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/orders/:id/refunds/:paymentId/given',
    request: async (s) => {
      const { orderId, refundId } = await s.newPaidOrderOfA('cash', true);
      return { url: `/api/admin/orders/${orderId}/refunds/${refundId}/given`, payload: { channel: 'cash' } };
    },
    expect: adminOnly(200),
  },
  {
    // Disputes: each role's call marks one of its own.
    route: 'POST /api/admin/disputes/:id/reviewed',
    request: async (s) => {
      const { orderId } = await s.newPaidOrderOfA('stripe');
      const { rows } = await s.t.pool.query(
        `INSERT INTO payment_disputes (stripe_dispute_id, order_id, amount_cents, currency, reason)
         VALUES ('dp_' || gen_random_uuid(), $1, 2000, 'eur', 'fraudulent') RETURNING id`,
        [orderId],
      );
      return { url: `/api/admin/disputes/${rows[0].id}/reviewed` };
    },
    expect: adminOnly(204),
  },
  // Refunds that did not go through: each role's call has a failed refund of its own.
  {
    route: 'POST /api/admin/refunds/:id/retry',
    request: async (s) => ({ url: `/api/admin/refunds/${await failedRefundOfA(s)}/retry` }),
    expect: adminOnly(204),
  },
  {
    route: 'POST /api/admin/refunds/:id/settled-another-way',
    request: async (s) => ({
      url: `/api/admin/refunds/${await failedRefundOfA(s)}/settled-another-way`,
      payload: { note: 'Paid back by bank transfer on Monday.' },
    }),
    expect: adminOnly(204),
  },
  // Invoices: a document answers to its order's customer and to administrators; to
  // anyone else as a document that does not exist.
  {
    route: 'GET /api/invoices/:id/pdf',
    request: (s) => ({ url: `/api/invoices/${s.invoiceOfA.id}/pdf` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 200 },
  },
  {
    route: 'GET /api/invoices/:id/e-invoice',
    request: (s) => ({ url: `/api/invoices/${s.businessInvoiceOfA.id}/e-invoice` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 200 },
  },
  {
    route: 'GET /api/admin/invoices',
    request: (s) => ({ url: `/api/admin/invoices?from=${s.today}&to=${s.today}` }),
    expect: adminOnly(200),
    check: (response, { role, scene }) => {
      if (role === 'admin') expect(pageHolds(response, scene.invoiceOfA.id)).toBe(true);
    },
  },
  {
    route: 'GET /api/admin/invoices/export.csv',
    request: (s) => ({ url: `/api/admin/invoices/export.csv?from=${s.today}&to=${s.today}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/invoices/export.datev.csv',
    request: (s) => ({ url: `/api/admin/invoices/export.datev.csv?from=${s.today}&to=${s.today}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/invoices/open-items',
    request: () => ({ url: '/api/admin/invoices/open-items' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/invoices/export.zip',
    request: (s) => ({ url: `/api/admin/invoices/export.zip?from=${s.today}&to=${s.today}` }),
    expect: adminOnly(200),
  },
  // The hand-over desk: label sheets, the desk's lists and its search.
  {
    route: 'GET /api/admin/labels',
    request: (s) => ({ url: `/api/admin/labels?productId=${s.product.id}` }),
    expect: adminOnly(200),
    check: (response, { role }) => {
      if (role === 'admin') expect(response.headers['content-type']).toBe('application/pdf');
    },
  },
  { route: 'GET /api/admin/desk', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/desk/search',
    request: () => ({ url: '/api/admin/desk/search?q=customer-a%40example' }),
    expect: adminOnly(200),
    check: (response, { role, scene }) => {
      if (role !== 'admin') return;
      const { items } = response.json() as { items: { userId: string }[] };
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((row) => row.userId === scene.users.customerA.id)).toBe(true);
    },
  },
  {
    // What cancelling would give back answers to the rental's owner only, as GET /api/rentals/:id.
    route: 'GET /api/rentals/:id/cancellation-refund',
    request: (s) => ({ url: `/api/rentals/${s.rentalOfA.id}/cancellation-refund` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
  },
  {
    // Extending: the customer's own rental, or any for an administrator, as cancelling.
    route: 'GET /api/rentals/:id/extend',
    staff: { accountant: 404 },
    request: (s) => ({ url: `/api/rentals/${s.rentalOfA.id}/extend?dateTo=${addDays(s.today, 14)}` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 200 },
  },
  {
    route: 'POST /api/rentals/:id/extend',
    staff: { accountant: 404 },
    request: async (s) => ({
      url: `/api/rentals/${(await s.newRentalOfA(3, 5)).id}/extend`,
      payload: { dateTo: addDays(s.today, 7) },
    }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 200 },
  },
  {
    // Everyone's own list: A's rental shows to A only, the administrator included (they have /api/admin/rentals).
    route: 'GET /api/rentals',
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: (response, { role, scene }) => {
      if (role !== 'anonymous') expect(holds(response, scene.rentalOfA.id)).toBe(role === 'customerA');
    },
  },
  {
    // Before its first day: customers cancel their own rentals, administrators any (none after it starts).
    route: 'DELETE /api/rentals/:id',
    staff: { accountant: 404 },
    request: async (s) => ({ url: `/api/rentals/${(await s.newRentalOfA(3, 5)).id}` }),
    expect: { anonymous: 401, customerA: 204, customerB: 404, admin: 204 },
  },
  {
    // Shortening or moving: customers their own rentals, administrators any, as cancelling.
    route: 'GET /api/rentals/:id/reschedule',
    staff: { accountant: 404 },
    request: async (s) => {
      const rental = await s.newRentalOfA(3, 5);
      return {
        url: `/api/rentals/${rental.id}/reschedule?dateFrom=${addDays(s.today, 3)}&dateTo=${addDays(s.today, 4)}`,
      };
    },
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 200 },
    check: (response) => {
      if (response.statusCode === 200) expect(response.json()).toMatchObject({ allowed: true, kind: 'shorten' });
    },
  },
  {
    route: 'POST /api/rentals/:id/reschedule',
    staff: { accountant: 404 },
    request: async (s) => ({
      url: `/api/rentals/${(await s.newRentalOfA(3, 5)).id}/reschedule`,
      payload: { dateFrom: addDays(s.today, 3), dateTo: addDays(s.today, 4) },
    }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 200 },
  },
  {
    route: 'POST /api/rentals/:id/incident',
    staff: { accountant: 404 },
    request: async (s) => ({
      url: `/api/rentals/${(await s.newRentalOfA(3, 5)).id}/incident`,
      payload: { type: 'ProductDamaged', description: 'The lens cap is cracked.' },
    }),
    expect: { anonymous: 401, customerA: 201, customerB: 404, admin: 201 },
    // An administrator's report on A's rental is the shop's, not A's own (decision 035).
    check: (response, { role }) => {
      if (response.statusCode === 201) expect(response.json().byShop).toBe(role === 'admin');
    },
  },

  {
    // A record by its id is its owner's: another customer and an administrator (who has the
    // dashboard's lists) are answered as for a missing one.
    route: 'GET /api/rentals/:id',
    request: (s) => ({ url: `/api/rentals/${s.rentalOfA.id}` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
  },
  {
    route: 'GET /api/incidents',
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: (response, { role, scene }) => {
      if (role !== 'anonymous') expect(holds(response, scene.incidentOfA.id)).toBe(role === 'customerA');
    },
  },
  {
    route: 'GET /api/incidents/:id',
    request: (s) => ({ url: `/api/incidents/${s.incidentOfA.id}` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
  },
  {
    route: 'GET /api/reviews',
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: (response, { role, scene }) => {
      if (role !== 'anonymous') expect(holds(response, scene.reviewOfA.id)).toBe(role === 'customerA');
    },
  },
  {
    route: 'GET /api/reviews/:id',
    request: (s) => ({ url: `/api/reviews/${s.reviewOfA.id}` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
  },
  {
    // Only the author changes their words, administrators included.
    route: 'PUT /api/reviews/:id',
    request: async (s) => ({
      url: `/api/reviews/${(await s.newReviewOfA()).id}`,
      payload: { rating: 2, comments: 'Soft.' },
    }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
  },
  {
    // Authors delete their own reviews; administrators any (SPEC section 6).
    route: 'DELETE /api/reviews/:id',
    staff: { counter: 404, accountant: 404 },
    request: async (s) => ({ url: `/api/reviews/${(await s.newReviewOfA()).id}` }),
    expect: { anonymous: 401, customerA: 204, customerB: 404, admin: 204 },
  },
  {
    // Anyone signed in waits for dates a product is booked out on (customer A's rental books it out).
    route: 'POST /api/waitlist',
    request: async (s) => {
      const rental = await s.newRentalOfA(3, 4);
      return {
        url: '/api/waitlist',
        payload: { productId: rental.productId, dateFrom: addDays(s.today, 3), dateTo: addDays(s.today, 4) },
      };
    },
    expect: { anonymous: 401, customerA: 201, customerB: 201, admin: 201 },
  },
  {
    route: 'GET /api/waitlist',
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: (response, { role, scene }) => {
      if (role !== 'anonymous') expect(holds(response, scene.waitlistRequestOfA.id)).toBe(role === 'customerA');
    },
  },
  {
    // Only the customer who waits withdraws: administrators too get 404.
    route: 'DELETE /api/waitlist/:id',
    request: async (s) => ({ url: `/api/waitlist/${(await s.newWaitlistRequestOfA()).id}` }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
  },
  {
    // Everyone changes only their own profile: the session says whose.
    route: 'PATCH /api/me',
    request: () => ({
      url: '/api/me',
      payload: {
        language: 'en',
        billingAddress: { street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' },
      },
    }),
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: (response, { role, scene }) => {
      if (role !== 'anonymous') {
        expect(response.json().id).toBe(scene.users[role].id);
        expect(response.json().billingAddress.city).toBe('Berlin');
      }
    },
  },
  {
    route: 'GET /api/me/overview',
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: (response, { role }) => {
      if (role !== 'anonymous') expect(response.json().reviews > 0).toBe(role === 'customerA');
    },
  },

  // --- Administrators only: 401 anonymous, 403 any customer. ---
  {
    route: 'GET /api/admin/rentals',
    // By order: the page holds A's rental however many the other calls have booked.
    request: (s) => ({ url: `/api/admin/rentals?orderId=${s.rentalOfA.orderId}` }),
    expect: adminOnly(200),
    check: (response, { role, scene }) => {
      if (role === 'admin') expect(pageHolds(response, scene.rentalOfA.id)).toBe(true);
    },
  },
  {
    route: 'GET /api/admin/rentals/:id',
    request: (s) => ({ url: `/api/admin/rentals/${s.rentalOfA.id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/rentals/:id/swap',
    request: async (s) => {
      const rental = await s.newBrokenRentalOfA();
      return { url: `/api/admin/rentals/${rental.id}/swap`, payload: { itemId: rental.itemId } };
    },
    expect: adminOnly(200),
  },
  // The hand-over desk: each role's call has a rental of its own.
  {
    route: 'POST /api/admin/rentals/:id/check-out',
    request: async (s) => {
      const rental = await s.newPickUpOfA();
      // The rent taken with the units (payments.take besides desk): what the order owes, in cash.
      return {
        url: `/api/admin/rentals/${rental.id}/check-out`,
        payload: { serials: [rental.serial], payment: { channel: 'cash' } },
      };
    },
    expect: adminOnly(200),
    check: (response, { role }) => {
      if (role === 'admin')
        expect(response.json()).toMatchObject({ checkedOutAt: expect.any(String), balanceDue: '0.00' });
    },
  },
  {
    route: 'POST /api/admin/rentals/:id/check-in',
    request: async (s) => {
      const rental = await s.newHandedOverOfA();
      return {
        url: `/api/admin/rentals/${rental.id}/check-in`,
        payload: { units: [{ serial: rental.serial, condition: 'ok' }] },
      };
    },
    expect: adminOnly(200),
    check: (response, { role }) => {
      if (role === 'admin') expect(response.json().checkedInAt).toEqual(expect.any(String));
    },
  },
  {
    route: 'POST /api/admin/incidents/:id/photos',
    request: async (s) => ({
      url: `/api/admin/incidents/${s.incidentOfA.id}/photos`,
      ...(await uploadForm({ bytes: await testPng(), name: 'scratch.png', type: 'image/png' })),
    }),
    expect: adminOnly(200),
    check: (response, { role }) => {
      if (role === 'admin') {
        expect(response.json().photos.at(-1).url).toMatch(/^\/uploads\/incidents\/[0-9a-f]+\.webp$/);
      }
    },
  },
  { route: 'GET /api/admin/overview', expect: adminOnly(200) },
  {
    // The planner's move: a fresh rental of A's to later days (issue 47).
    route: 'POST /api/admin/rentals/:id/move',
    request: async (s) => {
      const rental = await s.newRentalOfA(5, 6);
      return {
        url: `/api/admin/rentals/${rental.id}/move`,
        payload: { dateFrom: addDays(s.today, 8), dateTo: addDays(s.today, 9) },
      };
    },
    expect: adminOnly(200),
  },
  {
    // The planner's units over a week (issue 47).
    route: 'GET /api/admin/planner',
    request: (s) => ({ url: `/api/admin/planner?from=${s.today}&to=${addDays(s.today, 6)}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/incidents',
    expect: adminOnly(200),
    check: (response, { role, scene }) => {
      if (role === 'admin') expect(pageHolds(response, scene.incidentOfA.id)).toBe(true);
    },
  },
  {
    route: 'GET /api/admin/incidents/:id',
    request: (s) => ({ url: `/api/admin/incidents/${s.incidentOfA.id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/incidents/:id',
    request: (s) => ({ url: `/api/admin/incidents/${s.incidentOfA.id}`, payload: { status: 'Open' } }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/reviews',
    expect: adminOnly(200),
    check: (response, { role, scene }) => {
      if (role === 'admin') expect(pageHolds(response, scene.reviewOfA.id)).toBe(true);
    },
  },
  {
    route: 'GET /api/admin/reviews/:id',
    request: (s) => ({ url: `/api/admin/reviews/${s.reviewOfA.id}` }),
    expect: adminOnly(200),
  },
  { route: 'GET /api/admin/users', expect: adminOnly(200) },
  {
    // Customer B's, not A's: the rentals other entries read stay (A's scene rental has an incident anyway).
    route: 'POST /api/admin/users/:id/cancel-open-rentals',
    request: (s) => ({ url: `/api/admin/users/${s.users.customerB.id}/cancel-open-rentals` }),
    expect: adminOnly(200),
  },
  {
    // Customer B rents privately: an administrator is answered NOT_A_BUSINESS, everyone else never gets that far.
    route: 'PATCH /api/admin/users/:id',
    request: (s) => ({ url: `/api/admin/users/${s.users.customerB.id}`, payload: { paymentTermsDays: 30 } }),
    expect: adminOnly(409),
  },
  {
    // The owner invites staff (decision 092): a fresh address each time, opened as a new account.
    route: 'POST /api/admin/staff',
    request: (s) => ({ url: '/api/admin/staff', payload: { email: s.newEmail(), role: 'counter' } }),
    expect: adminOnly(201),
  },

  // The shop owner's settings.
  { route: 'GET /api/admin/settings', expect: adminOnly(200) },
  // Price templates: each write makes or names a template of its own.
  { route: 'GET /api/admin/price-templates', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/price-templates/:id',
    request: async (s) => ({ url: `/api/admin/price-templates/${await newTemplate(s)}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/price-templates',
    request: (s) => ({
      url: '/api/admin/price-templates',
      payload: { name: `Template ${s.newEmail()}`, tiers: [{ minDays: 7, percent: 70 }] },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/price-templates/:id',
    request: async (s) => ({
      method: 'PUT',
      url: `/api/admin/price-templates/${await newTemplate(s)}`,
      payload: { name: `Template ${s.newEmail()}`, tiers: [{ minDays: 3, percent: 90 }] },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/price-templates/:id',
    request: async (s) => ({ method: 'DELETE', url: `/api/admin/price-templates/${await newTemplate(s)}` }),
    expect: adminOnly(204),
  },
  // Coupons: each role's creation is a fresh code; the switch acts on a coupon made for the call.
  { route: 'GET /api/admin/coupons', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/coupons',
    request: (s) => ({
      url: '/api/admin/coupons',
      payload: {
        code: `C${s
          .newEmail()
          .replace(/[^a-z0-9]/gi, '')
          .slice(0, 30)}`,
        percentOff: 10,
      },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/coupons/:id',
    request: async (s) => {
      const { rows } = await s.t.db.execute<{ id: number }>(
        sql`INSERT INTO coupons (code, percent_off) VALUES (${`M${s
          .newEmail()
          .replace(/[^a-z0-9]/gi, '')
          .slice(0, 30)}`.toUpperCase()}, 5) RETURNING id`,
      );
      return { method: 'PATCH', url: `/api/admin/coupons/${rows[0]!.id}`, payload: { active: false } };
    },
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/settings',
    request: () => ({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { cancellation: { lateRefundPercent: 50 } },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/audit-log',
    request: (s) => ({ url: `/api/admin/audit-log?entity=category&entityId=${s.category.id}` }),
    expect: adminOnly(200),
  },

  // The catalogue: each write makes its own record, so every role's call is a fresh attempt.
  { route: 'GET /api/admin/categories', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/categories/:id',
    request: (s) => ({ url: `/api/admin/categories/${s.category.id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/categories',
    request: (s) => ({ url: '/api/admin/categories', payload: { name: `Category ${s.newEmail()}` } }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/categories/:id',
    request: (s) => ({
      url: `/api/admin/categories/${s.category.id}`,
      payload: { name: `Category ${s.newEmail()}`, description: 'Renamed', parentId: null },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/categories/:id',
    request: async (s) => ({ url: `/api/admin/categories/${(await s.newCategory()).id}` }),
    expect: adminOnly(204),
  },
  { route: 'GET /api/admin/products', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/products/:id',
    request: (s) => ({ url: `/api/admin/products/${s.product.id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/products',
    request: (s) => ({ url: '/api/admin/products', payload: productInput(s, `Product ${s.newEmail()}`) }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/products/:id',
    request: (s) => ({
      url: `/api/admin/products/${s.product.id}`,
      payload: productInput(s, `Product ${s.newEmail()}`),
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/products/:id',
    request: async (s) => ({ url: `/api/admin/products/${(await s.newProduct(0)).id}` }),
    expect: adminOnly(204),
  },
  {
    route: 'POST /api/admin/products/:id/image',
    request: async (s) => ({
      url: `/api/admin/products/${s.product.id}/image`,
      ...(await uploadForm({ bytes: await testPng(), name: 'lens.png', type: 'image/png' })),
    }),
    expect: adminOnly(200),
    check: (response, { role }) => {
      if (role === 'admin')
        expect(response.json().cardImageUrl).toMatch(/^\/uploads\/products\/[0-9a-f]+\.card\.webp$/);
    },
  },
  { route: 'GET /api/admin/items', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/items/:id',
    request: (s) => ({ url: `/api/admin/items/${s.item.id}` }),
    expect: adminOnly(200),
  },
  // A unit's services (decision 094): recorded on a fresh unit, so the scene's keeps its count.
  {
    route: 'POST /api/admin/items/:id/services',
    request: async (s) => ({
      url: `/api/admin/items/${(await s.newItem()).id}/services`,
      payload: { note: 'Sensor cleaned' },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'GET /api/admin/items/:id/services',
    request: (s) => ({ url: `/api/admin/items/${s.item.id}/services` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/items',
    request: (s) => ({
      url: '/api/admin/items',
      payload: { serialNumber: `SN-${s.newEmail()}`, productId: s.product.id, status: 'Operational' },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/items/:id',
    request: (s) => ({
      url: `/api/admin/items/${s.item.id}`,
      payload: { serialNumber: `SN-${s.newEmail()}`, productId: s.product.id, status: 'Operational' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/items/:id',
    request: async (s) => ({ url: `/api/admin/items/${(await s.newItem()).id}` }),
    expect: adminOnly(204),
  },

  // --- better-auth, exposed in auth/routes.ts (every other better-auth endpoint answers 404). ---
  {
    route: 'POST /api/auth/sign-up/email',
    request: (s) => ({
      url: '/api/auth/sign-up/email',
      payload: { name: 'New Customer', email: s.newEmail(), password: 'Camera!Rent1' },
    }),
    expect: everyone(200),
  },
  {
    // Each role logs in as itself; the anonymous visitor logs in as customer A.
    route: 'POST /api/auth/sign-in/email',
    request: (s, role) => ({
      url: '/api/auth/sign-in/email',
      payload: { email: s.emailOf(role), password: TEST_PASSWORD },
    }),
    expect: everyone(200),
    check: setsSessionCookie,
  },
  {
    // The session it is sent with no longer opens /api/me; without one there is nothing to end.
    route: 'POST /api/auth/sign-out',
    request: () => ({ url: '/api/auth/sign-out', payload: {} }),
    freshSession: true,
    expect: everyone(200),
    check: async (response, { role, headers, call }) => {
      if (role === 'anonymous') return;
      setsSessionCookie(response);
      expect((await call({ method: 'GET', url: '/api/me', headers })).json()).toBeNull();
    },
  },
  {
    // Answers the same whether or not the address has an account.
    route: 'POST /api/auth/request-password-reset',
    request: (s, role) => ({
      url: '/api/auth/request-password-reset',
      payload: { email: s.emailOf(role), redirectTo: '/reset-password' },
    }),
    expect: everyone(200),
  },
  {
    // The mailed token is the authority here, not a session.
    route: 'POST /api/auth/reset-password',
    request: async (s) => ({
      url: '/api/auth/reset-password',
      payload: { token: await s.newPasswordResetToken(), newPassword: 'Brand!New2' },
    }),
    expect: everyone(200),
  },
  {
    // For an account that has not confirmed its address. A signed-in user may only ask for their own
    // address, which is confirmed (logging in needs it): better-auth answers 400 EMAIL_MISMATCH.
    route: 'POST /api/auth/send-verification-email',
    request: async (s) => ({
      url: '/api/auth/send-verification-email',
      payload: { email: (await s.newAccount({ verified: false })).email },
    }),
    expect: { anonymous: 200, customerA: 400, customerB: 400, admin: 400 },
    check: (response) => {
      if (response.statusCode === 400) expect(response.json().error.code).toBe('EMAIL_MISMATCH');
    },
  },
  {
    route: 'GET /api/auth/verify-email',
    request: async (s) => ({
      url: `/api/auth/verify-email?token=${await s.newVerificationToken()}&callbackURL=/login?verified=1`,
    }),
    expect: everyone(302),
    check: redirectsTo('/login?verified=1'),
  },
  {
    route: 'GET /api/auth/reset-password/:token',
    request: async (s) => ({
      url: `/api/auth/reset-password/${await s.newPasswordResetToken()}?callbackURL=/reset-password`,
    }),
    expect: everyone(302),
    check: redirectsTo('/reset-password?token='),
  },

  // --- The API documentation (Swagger UI): public. ---
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'GET /api/docs/json', expect: everyone(200) },
  { route: 'GET /api/docs/yaml', expect: everyone(200) },
  { route: 'GET /api/docs/static/index.html', expect: everyone(302) }, // a redirect to /api/docs/
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: everyone(200) },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },

  // --- Static files: public (access control covers /api/ only). This asks for a file that does not
  // exist, so it shows only that a visitor is answered as an administrator is; the web-root test
  // in authorization-matrix.test.ts and users/avatar.test.ts serve real uploads.
  { route: 'GET /uploads/*', request: () => ({ url: '/uploads/none.webp' }), expect: everyone(404) },
];

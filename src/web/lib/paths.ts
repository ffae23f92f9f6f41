/**
 * Every route of the app (SPEC section 2) in one table. `path` is the router pattern,
 * `getHref` builds a link. Optional `{id}` segments are written `:id?`.
 */
const withOptionalId = (base: string) => (id?: number | string) =>
  id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  allProducts: { path: '/all-products', getHref: () => '/all-products' },
  category: { path: '/categories/:id', getHref: (id: number | string) => `/categories/${id}` },
  product: { path: '/products/:id', getHref: (id: number | string) => `/products/${id}` },
  catalogSearch: {
    path: '/catalog-search/:name',
    getHref: (name: string) => `/catalog-search/${encodeURIComponent(name)}`,
  },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  cart: { path: '/cart', getHref: () => '/cart' },

  signup: { path: '/signup', getHref: () => '/signup' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },

  account: {
    root: { path: '/account', getHref: () => '/account' },
    profile: { path: '/account/profile', getHref: () => '/account/profile' },
    /** The profile's billing address section, its street field focused. */
    rentalRequests: { path: '/account/rental-requests/:id?', getHref: withOptionalId('/account/rental-requests') },
    incidents: { path: '/account/incidents/:id?', getHref: withOptionalId('/account/incidents') },
    reviews: { path: '/account/reviews/:id?', getHref: withOptionalId('/account/reviews') },
    /** The customer's waitlist requests: waiting, told, withdrawn. */
    waitlist: { path: '/account/waitlist', getHref: () => '/account/waitlist' },
    /** One order: what one checkout booked. */
    order: { path: '/account/orders/:id', getHref: (id: number | string) => `/account/orders/${id}` },
    /** The customer's quotes, and one to read and accept (decision 090). */
    quotes: { path: '/account/quotes', getHref: () => '/account/quotes' },
    quote: { path: '/account/quotes/:id', getHref: (id: number | string) => `/account/quotes/${id}` },
  },

  dashboard: {
    root: { path: '/administrator-dashboard', getHref: () => '/administrator-dashboard' },
    rentalRequests: {
      path: '/administrator-dashboard/rental-requests/:id?',
      getHref: withOptionalId('/administrator-dashboard/rental-requests'),
    },
    /** The rental requests of one order (`?orderId=`) or all of them. */
    orderRentals: {
      getHref: (orderId: number) => `/administrator-dashboard/rental-requests?orderId=${orderId}`,
    },
    /** Staff take an order for a customer. */
    newOrder: {
      path: '/administrator-dashboard/orders/new',
      getHref: () => '/administrator-dashboard/orders/new',
    },
    order: {
      path: '/administrator-dashboard/orders/:id',
      getHref: (id: number | string) => `/administrator-dashboard/orders/${id}`,
    },
    incidents: {
      path: '/administrator-dashboard/incidents/:id?',
      getHref: withOptionalId('/administrator-dashboard/incidents'),
    },
    reviews: {
      path: '/administrator-dashboard/reviews/:id?',
      getHref: withOptionalId('/administrator-dashboard/reviews'),
    },
    auditLog: {
      path: '/administrator-dashboard/audit-log',
      /** The whole log, or one record's history (`?entity=product&entityId=12`). */
      getHref: (record?: { entity: string; entityId: number }) =>
        record
          ? `/administrator-dashboard/audit-log?${new URLSearchParams({ entity: record.entity, entityId: String(record.entityId) })}`
          : '/administrator-dashboard/audit-log',
    },
    /**
     * Every account, searched; a business customer's company, VAT number and VIES's answer, and
     * whether it may pay on invoice (docs/business-customers.md).
     */
    customers: { path: '/administrator-dashboard/customers', getHref: () => '/administrator-dashboard/customers' },
    /** For the accountant: the invoices and credit notes of a period, by VAT rate, exported. */
    invoices: { path: '/administrator-dashboard/invoices', getHref: () => '/administrator-dashboard/invoices' },
    /** The owner's reports: revenue as invoiced and utilisation, for a period (decision 093). */
    reports: { path: '/administrator-dashboard/reports', getHref: () => '/administrator-dashboard/reports' },
    /**
     * The hand-over desk: today's and overdue pick-ups and returns, or one rental's
     * check-out and check-in.
     */
    desk: { path: '/administrator-dashboard/desk/:id?', getHref: withOptionalId('/administrator-dashboard/desk') },
    /** The counter's printable pick list: one day's pick-ups (`date`), the shop's tomorrow's without. */
    pickList: {
      path: '/administrator-dashboard/desk/pick-list',
      getHref: (date?: string) =>
        date ? `/administrator-dashboard/desk/pick-list?date=${date}` : '/administrator-dashboard/desk/pick-list',
    },
    /**
     * Other tools connected to the shop: webhooks, API tokens, CSV exports and the
     * shop's calendar feed of pick-ups and returns.
     */
    integrations: {
      path: '/administrator-dashboard/integrations',
      getHref: () => '/administrator-dashboard/integrations',
    },
    /** Quotes: the list, one quote (revised there), and a new one for a customer (decision 090). */
    quotes: { path: '/administrator-dashboard/quotes', getHref: () => '/administrator-dashboard/quotes' },
    quote: {
      path: '/administrator-dashboard/quotes/:id',
      getHref: (id: number | string) => `/administrator-dashboard/quotes/${id}`,
    },
    /** Every unit over a week to three months, with its bookings as bars (issue 47). */
    planner: { path: '/administrator-dashboard/planner', getHref: () => '/administrator-dashboard/planner' },
    /** The codes customers type in the cart for a discount on the rent. */
    coupons: { path: '/administrator-dashboard/coupons', getHref: () => '/administrator-dashboard/coupons' },
    staff: { path: '/administrator-dashboard/staff', getHref: () => '/administrator-dashboard/staff' },
    /** The shop owner's settings: payment methods, cancellation rules, deposits. */
    settings: { path: '/administrator-dashboard/settings', getHref: () => '/administrator-dashboard/settings' },
    manageCatalog: {
      categories: {
        path: '/administrator-dashboard/manage-catalog/categories/:id?',
        getHref: withOptionalId('/administrator-dashboard/manage-catalog/categories'),
      },
      products: {
        path: '/administrator-dashboard/manage-catalog/products',
        getHref: () => '/administrator-dashboard/manage-catalog/products',
      },
      items: {
        path: '/administrator-dashboard/manage-catalog/items',
        getHref: () => '/administrator-dashboard/manage-catalog/items',
      },
      /** Duration prices as percentages of the daily price, which many products follow (docs/pricing.md). */
      priceTemplates: {
        path: '/administrator-dashboard/manage-catalog/price-templates',
        getHref: () => '/administrator-dashboard/manage-catalog/price-templates',
      },
    },
  },
} as const;

/** Who may open a route: anyone, only the logged out, any logged-in user, or administrators. */
export type RouteAccess = 'public' | 'guest' | 'user' | 'admin';

function isUnder(pathname: string, base: string) {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function routeAccess(path: string): RouteAccess {
  const pathname = (path.split(/[?#]/)[0] ?? path).replace(/\/+$/, '') || '/';
  if (isUnder(pathname, paths.dashboard.root.path)) return 'admin';
  if (isUnder(pathname, paths.account.root.path)) return 'user';
  if (pathname === paths.login.path || pathname === paths.signup.path) return 'guest';
  return 'public';
}

export function canAccess(access: RouteAccess, user: { isAdmin: boolean } | null): boolean {
  if (access === 'admin') return user?.isAdmin === true;
  if (access === 'user') return user !== null;
  if (access === 'guest') return user === null;
  return true;
}

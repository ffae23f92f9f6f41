import type { DateRange } from '@shared/calendar-date';

/** What an administrator's list is narrowed by (lib/list-filters.ts `listQuery`), part of its key. */
type AdminListQuery = { status?: string; q?: string; when?: string; orderId?: number };

/** Every TanStack Query key of the app, so an invalidation names exactly what it refreshes. */
export const queryKeys = {
  me: ['me'] as const,
  /** GET /api/shop: the shop's calendar and booking limits, set at its start. */
  shop: ['shop'] as const,
  /** The dashboard home (GET /api/admin/overview). */
  adminOverview: ['admin-overview'] as const,
  /** The shop owner's settings (GET /api/admin/settings). */
  adminSettings: ['admin-settings'] as const,
  account: {
    /** The account's front page, keyed by user so a new sign-in never sees the last one's counts. */
    overview: (userId: string) => ['account', 'overview', userId] as const,
  },
  /** The calendar feeds' secret addresses: a customer's own, keyed by user, and the shop's. */
  calendarFeeds: {
    own: (userId: string) => ['calendar-feeds', 'own', userId] as const,
    shop: ['calendar-feeds', 'shop'] as const,
  },
  categories: {
    all: ['categories'] as const,
    detail: (id: number) => ['categories', id] as const,
  },
  products: {
    all: ['products'] as const,
    list: (params: Record<string, unknown>) => ['products', 'list', params] as const,
    detail: (id: number) => ['products', id] as const,
    /** The saved wishlist checked against the server (its ids are read when the query runs). */
    wishlistRefresh: ['products', 'wishlist-refresh'] as const,
    /** The cart checked against the server: current prices, past dates, free stock. */
    cartCheck: ['products', 'cart-check'] as const,
  },
  availability: {
    all: ['availability'] as const,
    /** No range yet (the picker's first day only) is a key of its own, never fetched. */
    range: (productId: number, range: DateRange | null) =>
      ['availability', productId, range?.dateFrom ?? null, range?.dateTo ?? null] as const,
    calendar: (productId: number, month: string) => ['availability', productId, 'calendar', month] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    forProduct: (productId: number) => ['reviews', 'product', productId] as const,
    eligibility: (productId: number, userId: string) => ['reviews', 'eligibility', productId, userId] as const,
    /** GET /api/reviews; one review by id sits under it, so refreshing the list refreshes it too. */
    own: (userId: string) => ['reviews', 'own', userId] as const,
    ownDetail: (userId: string, id: number) => ['reviews', 'own', userId, id] as const,
    /** The dashboard's: GET /api/admin/reviews, one list per search, and one review by id. */
    adminList: (query: AdminListQuery) => ['reviews', 'admin', 'list', query] as const,
    adminDetail: (id: number) => ['reviews', 'admin', 'detail', id] as const,
  },
  /** GET /api/waitlist, keyed by user so a new sign-in never sees the last one's. */
  waitlist: {
    all: ['waitlist'] as const,
    own: (userId: string) => ['waitlist', 'own', userId] as const,
  },
  /** GET /api/admin/webhooks, and one endpoint's deliveries (their pages). */
  webhooks: {
    all: ['webhooks'] as const,
    endpoints: ['webhooks', 'endpoints'] as const,
    deliveries: (endpointId: number) => ['webhooks', 'deliveries', endpointId] as const,
  },
  rentals: {
    all: ['rentals'] as const,
    /** GET /api/rentals; keyed by user so a new sign-in never sees the last one's. */
    own: (userId: string) => ['rentals', 'own', userId] as const,
    /** GET /api/rentals/:id, under the own list. */
    ownDetail: (userId: string, id: number) => ['rentals', 'own', userId, id] as const,
    /** The dashboard's: GET /api/admin/rentals, one list per filter and search, and one rental by id. */
    adminList: (query: AdminListQuery) => ['rentals', 'admin', 'list', query] as const,
    adminDetail: (id: number) => ['rentals', 'admin', 'detail', id] as const,
  },
  /** GET /api/rentals/:id/cancellation-refund: apart from `rentals`, so refreshing them never re-asks a cancelled one's. */
  cancellationRefund: (id: number) => ['cancellation-refund', id] as const,
  /** GET /api/rentals/:id/extend?dateTo=: apart from `rentals` too, never kept. */
  extensionQuote: (id: number, dateTo: string) => ['extension-quote', id, dateTo] as const,
  /** GET /api/rentals/:id/reschedule for one new range. */
  rescheduleQuote: (id: number, dateFrom: string, dateTo: string) =>
    ['reschedule-quote', id, dateFrom, dateTo] as const,
  /** Quotes (decision 090): the customer's list and one, keyed by user; the dashboard's. */
  quotes: {
    all: ['quotes'] as const,
    own: (userId: string) => ['quotes', 'own', userId] as const,
    ownDetail: (userId: string, id: number) => ['quotes', 'own', userId, id] as const,
    adminList: ['quotes', 'admin', 'list'] as const,
    adminDetail: (id: number) => ['quotes', 'admin', 'detail', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    /** GET /api/orders/:id, keyed by user so a new sign-in never sees the last one's. */
    own: (userId: string, id: number) => ['orders', 'own', userId, id] as const,
    /** GET /api/admin/orders/:id. */
    adminDetail: (id: number) => ['orders', 'admin', id] as const,
  },
  incidents: {
    all: ['incidents'] as const,
    /** GET /api/incidents; one incident by id sits under it. */
    own: (userId: string) => ['incidents', 'own', userId] as const,
    ownDetail: (userId: string, id: number) => ['incidents', 'own', userId, id] as const,
    /** The dashboard's: GET /api/admin/incidents, one list per filter and search, and one incident by id. */
    adminList: (query: AdminListQuery) => ['incidents', 'admin', 'list', query] as const,
    adminDetail: (id: number) => ['incidents', 'admin', 'detail', id] as const,
  },
  /** The hand-over desk: GET /api/admin/desk, and its searches (GET /api/admin/desk/search). */
  desk: {
    all: ['desk'] as const,
    day: ['desk', 'day'] as const,
    search: (q: string) => ['desk', 'search', q] as const,
    /** GET /api/admin/desk/pick-list: one day's, or the shop's tomorrow's (`date` null). */
    pickList: (date: string | null) => ['desk', 'pickList', date ?? 'tomorrow'] as const,
  },
  /** GET /api/admin/invoices: the accountant's documents of one period. */
  invoices: {
    all: ['invoices'] as const,
    list: (from: string, to: string) => ['invoices', 'list', from, to] as const,
    /** GET /api/admin/invoices/open-items. */
    openItems: () => ['invoices', 'open-items'] as const,
  },
  /** The owner's reports (decision 093): GET /api/admin/reports/revenue and /utilisation, per period. */
  reports: {
    revenue: (from: string, to: string, by: string) => ['reports', 'revenue', from, to, by] as const,
    utilisation: (from: string, to: string) => ['reports', 'utilisation', from, to] as const,
  },
  /** GET /api/admin/audit-log: the whole log or one record's history, one list per filter. */
  auditLog: {
    all: ['audit-log'] as const,
    list: (query: Record<string, unknown>) => ['audit-log', 'list', query] as const,
  },
  /** The dashboard's catalogue (administrators): its own keys, apart from the storefront's cached views. */
  catalogAdmin: {
    all: ['catalog-admin'] as const,
    list: (kind: CatalogAdminKind, params: Record<string, unknown>) => ['catalog-admin', kind, 'list', params] as const,
    detail: (kind: CatalogAdminKind, id: number) => ['catalog-admin', kind, 'detail', id] as const,
  },
  /** GET /api/admin/users: the dashboard's customers, one list per search (a role change refreshes them too). */
  customers: {
    all: ['customers'] as const,
    list: (query: { q?: string }) => ['customers', 'list', query] as const,
  },
  /** GET /api/admin/users?staff=true: the shop's staff and their roles (decision 092), one list per search. */
  staff: {
    all: ['staff'] as const,
    list: (query: { q?: string }) => ['staff', 'list', query] as const,
  },
  /** GET /api/admin/api-tokens: every administrator's tokens. */
  apiTokens: ['api-tokens'] as const,
  /** GET /api/admin/planner: the units and their bars over one period, filtered, a page of units at a time. */
  planner: {
    all: ['planner'] as const,
    view: (query: { from: string; to: string; productId?: number; categoryId?: number; q?: string }) =>
      ['planner', query] as const,
  },
};

type CatalogAdminKind = 'categories' | 'products' | 'items';

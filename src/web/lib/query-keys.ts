import type { DateRange } from '@shared/calendar-date';

/** Every TanStack Query key of the app, so an invalidation names exactly what it refreshes. */
export const queryKeys = {
  me: ['me'] as const,
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
  },
  rentals: {
    all: ['rentals'] as const,
    /** 'own' is GET /api/rentals, 'all' the admin list; keyed by user so a new sign-in never sees the last one's. */
    list: (scope: 'own' | 'all', userId: string) => ['rentals', scope, userId] as const,
  },
  incidents: {
    all: ['incidents'] as const,
  },
  /** The dashboard's catalogue (administrators): its own keys, apart from the storefront's cached views. */
  catalogAdmin: {
    all: ['catalog-admin'] as const,
    list: (kind: CatalogAdminKind, params: Record<string, unknown>) => ['catalog-admin', kind, 'list', params] as const,
    detail: (kind: CatalogAdminKind, id: number) => ['catalog-admin', kind, 'detail', id] as const,
  },
};

type CatalogAdminKind = 'categories' | 'products' | 'items';

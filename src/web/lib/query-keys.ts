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
  },
};

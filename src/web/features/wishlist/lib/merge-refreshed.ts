import type { Product } from '@shared/schemas/catalog';

/**
 * The wishlist after the server answered for `askedIds`: asked products it no longer has are
 * dropped, the others take the server's current data, and products added while the request was
 * on its way are kept. The customer's order is untouched.
 */
export function mergeRefreshed(current: Product[], askedIds: number[], fresh: Product[]): Product[] {
  const asked = new Set(askedIds);
  const byId = new Map(fresh.map((product) => [product.id, product]));
  return current.flatMap((product) => {
    if (!asked.has(product.id)) return [product];
    const latest = byId.get(product.id);
    return latest ? [latest] : [];
  });
}

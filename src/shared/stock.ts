/** Fewer free units than this shows "last units" (SPEC section 9). */
const LOW_STOCK_THRESHOLD = 5;

export const stockStatuses = ['Unknown', 'OutOfStock', 'LastUnits', 'InStock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/**
 * The badge for `free` units of the product's `units` in service (SPEC section 4); Unknown is for
 * before dates are chosen. "Last units" warns that the stock is running out: fewer than 5 free
 * while rentals take some of them. With every unit free it is in stock, however few the shop
 * has: three cameras nobody has booked are not the last ones (decision 100).
 */
export function stockStatus(free: number | null, units: number): StockStatus {
  if (free === null) return 'Unknown';
  if (free <= 0) return 'OutOfStock';
  if (free >= units) return 'InStock';
  return free < LOW_STOCK_THRESHOLD ? 'LastUnits' : 'InStock';
}

export const stockStatusColor: Record<StockStatus, string> = {
  Unknown: 'gray',
  OutOfStock: 'red',
  LastUnits: 'yellow',
  InStock: 'green',
};

/** Fewer free units than this shows "last units" (SPEC section 9). */
const LOW_STOCK_THRESHOLD = 5;

export const stockStatuses = ['Unknown', 'OutOfStock', 'LastUnits', 'InStock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** The badge for a number of free units; Unknown is for before dates are chosen. */
export function stockStatus(free: number | null): StockStatus {
  if (free === null) return 'Unknown';
  if (free <= 0) return 'OutOfStock';
  return free < LOW_STOCK_THRESHOLD ? 'LastUnits' : 'InStock';
}

export const stockStatusColor: Record<StockStatus, string> = {
  Unknown: 'gray',
  OutOfStock: 'red',
  LastUnits: 'yellow',
  InStock: 'green',
};

import type { PriceTemplate } from '@shared/schemas/price-template';

/*
 * Price templates as GET /api/admin/price-templates sends them, for this feature's tests.
 */

/** 85 % of the daily price from 3 charged days, 60 % from 7; two products follow it. */
export const weekly: PriceTemplate = {
  id: 4,
  name: 'Lenses by the week',
  tiers: [
    { minDays: 3, percent: 85 },
    { minDays: 7, percent: 60 },
  ],
  productCount: 2,
};

/** Half the daily price from 14 days; no product follows it. */
export const fortnight: PriceTemplate = {
  id: 5,
  name: 'Lighting by the fortnight',
  tiers: [{ minDays: 14, percent: 50 }],
  productCount: 0,
};

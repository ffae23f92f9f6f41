import type { Category, Product } from '@shared/schemas/catalog';
import type { Coupon } from '@shared/schemas/coupon';

/*
 * Coupons and the catalogue they are limited to, as the API sends them, for this feature's tests.
 */

/** 10 % off in December, 3 of 50 uses, twice per customer, from 3 charged days, for two categories. */
export const december: Coupon = {
  id: 2,
  code: 'WINTER-10',
  percentOff: 10,
  amountOff: null,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxUses: 50,
  maxUsesPerCustomer: 2,
  minDays: 3,
  productIds: [],
  categoryIds: [3, 8],
  uses: 3,
  active: true,
  createdAt: '2026-11-20T09:00:00.000Z',
};

/** €20.00 off any time, no limits, for one product; switched off. */
export const twenty: Coupon = {
  id: 1,
  code: 'CAMERA20',
  percentOff: null,
  amountOff: '20.00',
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  minDays: null,
  productIds: [12],
  categoryIds: [],
  uses: 0,
  active: false,
  createdAt: '2026-11-01T09:00:00.000Z',
};

export const categories: Category[] = [
  { id: 3, name: 'Lenses', description: '', parentId: null },
  { id: 8, name: 'Prime lenses', description: '', parentId: 3 },
  { id: 5, name: 'Lighting', description: '', parentId: null },
];

export const canon: Product = {
  id: 12,
  name: 'Canon R5',
  description: 'Full-frame mirrorless body.',
  dailyPrice: '45.00',
  deposit: '300.00',
  brand: 'Canon',
  model: 'R5',
  categoryId: 3,
  imageUrl: null,
  cardImageUrl: null,
  kitParts: [],
  durationPrices: [],
};

export const sony: Product = { ...canon, id: 14, name: 'Sony FX3', brand: 'Sony', model: 'FX3' };

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteRefusal } from './delete-refusal';

const conflict = (code: string) => new ApiError(409, code, 'English text');

describe('deleteRefusal', () => {
  it('says what a category still holds, from the row’s counts', () => {
    expect(
      deleteRefusal({ kind: 'category', record: { childCount: 2, productCount: 0 } }, conflict('CATEGORY_IN_USE')),
    ).toEqual({ reason: 'categoryInUse', children: 2, products: 0 });
  });

  it('tells a product with units from one kept by its rentals', () => {
    expect(deleteRefusal({ kind: 'product', record: { itemCount: 3 } }, conflict('PRODUCT_IN_USE'))).toEqual({
      reason: 'productHasItems',
      items: 3,
    });
    expect(deleteRefusal({ kind: 'product', record: { itemCount: 0 } }, conflict('PRODUCT_IN_USE'))).toEqual({
      reason: 'productHasHistory',
    });
  });

  it('explains a rented item', () => {
    expect(deleteRefusal({ kind: 'item', record: { hasRentals: true } }, conflict('ITEM_HAS_HISTORY'))).toEqual({
      reason: 'itemHasHistory',
    });
  });

  it('leaves any other failure to the generic error text', () => {
    const category = { kind: 'category' as const, record: { childCount: 0, productCount: 0 } };
    expect(deleteRefusal(category, new ApiError(500, 'INTERNAL', 'boom'))).toBeNull();
    expect(deleteRefusal(category, conflict('PRODUCT_IN_USE'))).toBeNull();
    expect(deleteRefusal(category, new Error('offline'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../../shared/cart';
import { addCartLine, CART_STORAGE_KEY, readCart, type CartStorage } from './cart-store';
import { memoryStorage } from '../../../lib/memory-storage';

const product = {
  id: 7,
  name: 'Canon EOS R5',
  description: 'Full-frame mirrorless camera',
  dailyPrice: '39.90',
  brand: 'Canon',
  model: 'EOS R5',
  categoryId: 2,
  imageUrl: null,
};
const line = (start: string, end: string, id = product.id): CartLine => ({
  product: { ...product, id },
  quantity: 1,
  dates: { start, end },
});

describe('cart store', () => {
  it('starts empty and saves added lines under cartProducts', () => {
    const storage = memoryStorage();
    expect(readCart(storage)).toEqual([]);
    expect(addCartLine(line('2030-05-01', '2030-05-03'), storage)).toBe('added');
    expect(JSON.parse(storage.data[CART_STORAGE_KEY] ?? '')).toEqual([line('2030-05-01', '2030-05-03')]);
  });

  it('refuses the same product with the same first and last day', () => {
    const storage = memoryStorage();
    addCartLine(line('2030-05-01', '2030-05-03'), storage);
    expect(addCartLine(line('2030-05-01', '2030-05-03'), storage)).toBe('duplicate');
    expect(readCart(storage)).toHaveLength(1);
  });

  it('accepts the same product on other dates and another product on the same dates', () => {
    const storage = memoryStorage();
    addCartLine(line('2030-05-01', '2030-05-03'), storage);
    expect(addCartLine(line('2030-05-01', '2030-05-04'), storage)).toBe('added');
    expect(addCartLine(line('2030-05-02', '2030-05-03'), storage)).toBe('added');
    expect(addCartLine(line('2030-05-01', '2030-05-03', 8), storage)).toBe('added');
    expect(readCart(storage)).toHaveLength(4);
  });

  it('reads a broken or foreign value as an empty cart and drops unreadable lines', () => {
    expect(readCart(memoryStorage({ [CART_STORAGE_KEY]: '{not json' }))).toEqual([]);
    expect(readCart(memoryStorage({ [CART_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([line('2030-05-01', '2030-05-03'), { product: 'x' }, null]);
    expect(readCart(memoryStorage({ [CART_STORAGE_KEY]: mixed }))).toEqual([line('2030-05-01', '2030-05-03')]);
  });

  it('lets a storage failure reach the caller', () => {
    const full: CartStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => addCartLine(line('2030-05-01', '2030-05-03'), full)).toThrow('quota');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { testProduct } from '@shared/test/test-product';
import { CART_STORAGE_KEY, createCartStore, lineKey, parseCart, type CartStorage } from './cart-store';
import { memoryStorage } from '@/lib/memory-storage';

const product = testProduct(7, '39.90', 'Canon EOS R5');
const range = (dateFrom: string, dateTo: string) => ({ dateFrom: isoDate(dateFrom), dateTo: isoDate(dateTo) });
const line = (start: string, end: string, id = product.id, quantity = 1): CartLine => ({
  product: { ...product, id },
  quantity,
  range: range(start, end),
});
/** A line as the browser keeps it (SPEC section 3), written out by hand: `dates` with plain `start` and `end`. */
const stored = (start: string, end: string, id = product.id, quantity = 1) => ({
  product: { ...product, id },
  quantity,
  dates: { start, end },
});
const saved = (storage: { data: Record<string, string> }) =>
  JSON.parse(storage.data[CART_STORAGE_KEY] ?? 'null') as unknown;

describe('cart store', () => {
  it('starts empty and saves added lines under cartProducts with plain dates', () => {
    const storage = memoryStorage();
    const cart = createCartStore(storage);
    expect(cart.getSnapshot()).toEqual([]);
    expect(cart.add(line('2030-05-01', '2030-05-03'))).toBe('added');
    expect(saved(storage)).toEqual([stored('2030-05-01', '2030-05-03')]);
    expect(cart.getSnapshot()).toEqual([line('2030-05-01', '2030-05-03')]);
  });

  it('loads the cart an earlier visit saved', () => {
    const storage = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify([
        stored('2030-05-01', '2030-05-03', 7, 2),
        stored('2030-06-01', '2030-06-01', 8),
      ]),
    });
    expect(createCartStore(storage).getSnapshot()).toEqual([
      line('2030-05-01', '2030-05-03', 7, 2),
      line('2030-06-01', '2030-06-01', 8),
    ]);
  });

  it('refuses the same product with the same first and last day', () => {
    const cart = createCartStore(memoryStorage());
    cart.add(line('2030-05-01', '2030-05-03'));
    expect(cart.add(line('2030-05-01', '2030-05-03'))).toBe('duplicate');
    expect(cart.getSnapshot()).toHaveLength(1);
  });

  it('accepts the same product on other dates and another product on the same dates', () => {
    const cart = createCartStore(memoryStorage());
    cart.add(line('2030-05-01', '2030-05-03'));
    expect(cart.add(line('2030-05-01', '2030-05-04'))).toBe('added');
    expect(cart.add(line('2030-05-02', '2030-05-03'))).toBe('added');
    expect(cart.add(line('2030-05-01', '2030-05-03', 8))).toBe('added');
    expect(cart.getSnapshot()).toHaveLength(4);
  });

  it('keeps the quantity between 1 and the most one request may ask for', () => {
    const cart = createCartStore(memoryStorage());
    cart.add(line('2030-05-01', '2030-05-03'));
    const key = lineKey(line('2030-05-01', '2030-05-03'));
    cart.setQuantity(key, 0);
    expect(cart.getSnapshot()[0]?.quantity).toBe(1);
    cart.setQuantity(key, 3);
    expect(cart.getSnapshot()[0]?.quantity).toBe(3);
    cart.setQuantity(key, 500);
    expect(cart.getSnapshot()[0]?.quantity).toBe(20);
  });

  it('moves a line to new dates unless that would repeat another line', () => {
    const storage = memoryStorage();
    const cart = createCartStore(storage);
    cart.add(line('2030-05-01', '2030-05-03'));
    cart.add(line('2030-05-10', '2030-05-12'));
    const first = lineKey(line('2030-05-01', '2030-05-03'));
    expect(cart.setDates(first, range('2030-05-10', '2030-05-12'))).toBe('duplicate');
    expect(cart.setDates(first, range('2030-05-02', '2030-05-05'))).toBe('changed');
    expect(saved(storage)).toEqual([stored('2030-05-02', '2030-05-05'), stored('2030-05-10', '2030-05-12')]);
    expect(cart.setDates(first, range('2030-06-01', '2030-06-01'))).toBe('gone');
  });

  it('removes one line or all of them', () => {
    const cart = createCartStore(memoryStorage());
    cart.add(line('2030-05-01', '2030-05-03'));
    cart.add(line('2030-05-01', '2030-05-03', 8));
    cart.remove(lineKey(line('2030-05-01', '2030-05-03')));
    expect(cart.getSnapshot().map((kept) => kept.product.id)).toEqual([8]);
    cart.clear();
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('reads a broken or foreign value as an empty cart and drops unreadable or repeated lines', () => {
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const good = stored('2030-05-01', '2030-05-03');
    const mixed = [
      good,
      { product: 'x' },
      null,
      good,
      stored('2030-02-30', '2030-03-01'),
      stored('2030-05-04', '2030-05-01'),
      stored('2030-05-01', '2030-05-03', 9, 0),
      stored('2030-05-01', '2030-05-03', 10, 21),
      { ...stored('2030-05-01', '2030-05-03', 11), product: { id: 11, name: 'No price' } },
      { ...stored('2030-05-01', '2030-05-03', 12), dates: '2030-05-01' },
      { ...stored('2030-05-01', '2030-05-03', 13), range: range('2030-05-01', '2030-05-03'), dates: undefined },
    ];
    expect(parseCart(JSON.stringify(mixed))).toEqual([line('2030-05-01', '2030-05-03')]);
  });

  it('reports a line that could not be saved and leaves the cart as it was', () => {
    const full: CartStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const cart = createCartStore(full);
    expect(cart.add(line('2030-05-01', '2030-05-03'))).toBe('error');
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('picks up the cart another tab saved and tells its listeners', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const cart = createCartStore(storage, events);
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    storage.data[CART_STORAGE_KEY] = JSON.stringify([stored('2030-05-01', '2030-05-03')]);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cart.getSnapshot()).toEqual([line('2030-05-01', '2030-05-03')]);
    unsubscribe();
  });
});

import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import { CART_EXTRAS_STORAGE_KEY, createCartExtras, parseExtras } from './cart-extras';

const saved = (storage: { data: Record<string, string> }) =>
  JSON.parse(storage.data[CART_EXTRAS_STORAGE_KEY] ?? 'null') as unknown;

describe('the cart’s coupon and waiver choice', () => {
  it('keeps the applied code in capitals and the waiver choice under cartExtras, for the next visit', () => {
    const storage = memoryStorage();
    const extras = createCartExtras(storage);
    expect(extras.getSnapshot()).toEqual({ couponCode: null, damageWaiver: false, refusal: null });
    extras.applyCoupon(' summer10 ');
    extras.setDamageWaiver(true);
    expect(saved(storage)).toEqual({ couponCode: 'SUMMER10', damageWaiver: true });
    expect(createCartExtras(storage).getSnapshot()).toEqual({
      couponCode: 'SUMMER10',
      damageWaiver: true,
      refusal: null,
    });
  });

  it('takes a refused code off the cart and keeps the refusal for the field, without saving it', () => {
    const storage = memoryStorage();
    const extras = createCartExtras(storage);
    extras.applyCoupon('SUMMER10');
    extras.refuseCoupon('summer10', 'COUPON_USED_UP');
    expect(extras.getSnapshot()).toEqual({
      couponCode: null,
      damageWaiver: false,
      refusal: { code: 'SUMMER10', problem: 'COUPON_USED_UP' },
    });
    expect(saved(storage)).toEqual({ couponCode: null, damageWaiver: false });
    extras.clearRefusal();
    expect(extras.getSnapshot().refusal).toBeNull();
  });

  it('keeps the applied code when another code typed beside it is refused', () => {
    const extras = createCartExtras(memoryStorage());
    extras.applyCoupon('SUMMER10');
    extras.refuseCoupon('WINTER', 'COUPON_UNKNOWN');
    expect(extras.getSnapshot().couponCode).toBe('SUMMER10');
  });

  it('starts afresh after an order', () => {
    const storage = memoryStorage();
    const extras = createCartExtras(storage);
    extras.applyCoupon('SUMMER10');
    extras.setDamageWaiver(true);
    extras.reset();
    expect(saved(storage)).toEqual({ couponCode: null, damageWaiver: false });
  });

  it('reads anything unreadable as no coupon and no waiver', () => {
    for (const raw of [null, '', '{', '[]', '"x"', '{"couponCode":42,"damageWaiver":"yes"}', '{"couponCode":"  "}']) {
      expect(parseExtras(raw)).toEqual({ couponCode: null, damageWaiver: false });
    }
  });

  it('follows a change another tab saved', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const extras = createCartExtras(storage, events);
    let heard = 0;
    const stop = extras.subscribe(() => (heard += 1));
    storage.setItem(CART_EXTRAS_STORAGE_KEY, JSON.stringify({ couponCode: 'SPRING', damageWaiver: true }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: CART_EXTRAS_STORAGE_KEY }));
    expect(heard).toBe(1);
    expect(extras.getSnapshot()).toEqual({ couponCode: 'SPRING', damageWaiver: true, refusal: null });
    stop();
  });
});

import type { NewOrder } from '@shared/schemas/order';

/**
 * One Idempotency-Key per checkout of the whole cart (POST /api/orders), kept until the server
 * answers it for good: if an answer is lost (network drop, closed laptop) and the customer checks
 * out again with the same cart, the server returns the order it already made instead of booking
 * it twice. A cart that changed in any way (a line, a quantity, a price) is a new order and gets
 * a new key; so is the same cart paid another way, or with another coupon or waiver.
 */
const keys = new Map<string, string>();

// The payment method, the business bought for, the coupon and the waiver are part of the request:
// the same lines paid another way, for another buyer or with another coupon, are another order.
const requestOf = (order: NewOrder) =>
  JSON.stringify([
    order.lines,
    order.payment ?? null,
    order.business ?? null,
    order.couponCode ?? null,
    order.damageWaiver ?? false,
  ]);

/** Random hex; crypto.randomUUID needs a secure context, and a shop on a LAN address may be plain http. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeyFor(order: NewOrder): string {
  const request = requestOf(order);
  let key = keys.get(request);
  if (!key) {
    key = randomKey();
    keys.set(request, key);
  }
  return key;
}

/** The order was answered for good (booked or refused); the same cart sent later is a new order. */
export function forgetIdempotencyKey(order: NewOrder) {
  keys.delete(requestOf(order));
}

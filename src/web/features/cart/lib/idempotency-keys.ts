import type { CartLine } from '@shared/cart';
import { lineKey } from './cart-store';

/**
 * One Idempotency-Key per cart line and quantity, kept until that request succeeds: if an
 * answer is lost (network drop, closed laptop) and the customer checks out again, the server
 * returns the rental it already made instead of booking the units a second time. A changed
 * quantity is a different request and gets a new key.
 */
const keys = new Map<string, string>();

const requestOf = (line: CartLine) => `${lineKey(line)}|${line.quantity}`;

/** Random hex; crypto.randomUUID needs a secure context, and a shop on a LAN address may be plain http. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeyFor(line: CartLine): string {
  const request = requestOf(line);
  let key = keys.get(request);
  if (!key) {
    key = randomKey();
    keys.set(request, key);
  }
  return key;
}

/** The request was answered for good; a new line on the same days is a new rental. */
export function forgetIdempotencyKey(line: CartLine) {
  keys.delete(requestOf(line));
}

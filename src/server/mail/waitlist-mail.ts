import { cartLinkPath } from '../../shared/cart-link';
import type { Database } from '../db/client';
import { toldRequest } from '../waitlist';
import type { WaitlistUnitFreeMailData } from './templates/waitlist-unit-free';

/**
 * The facts of a told waitlist request's mail, in its customer's saved language; null once the
 * request or its customer is gone.
 */
export async function waitlistMailFacts(db: Database, requestId: number, link: (path: string) => string) {
  const row = await toldRequest(db, requestId);
  if (!row) return null;
  const dates = { dateFrom: row.dateFrom, dateTo: row.dateTo };
  const data: WaitlistUnitFreeMailData = {
    to: { email: row.email, name: row.name },
    productName: row.productName,
    dates,
    cartUrl: link(cartLinkPath(row.productId, dates)),
  };
  return { language: row.language, data };
}

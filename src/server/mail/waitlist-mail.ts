import { and, eq, isNotNull } from 'drizzle-orm';
import { cartLinkPath } from '../../shared/cart-link';
import { asLanguage } from '../../shared/languages';
import { productName } from '../catalog/localized';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { waitlistRequests } from '../db/schema/rentals';
import type { WaitlistUnitFreeMailData } from './templates/waitlist-unit-free';

/**
 * The facts of a told waitlist request's mail, in its customer's saved language (read
 * first: the product's name is written in it); null once the request or its customer is gone.
 */
export async function waitlistMailFacts(db: Database, requestId: number, link: (path: string) => string) {
  const told = and(eq(waitlistRequests.id, requestId), isNotNull(waitlistRequests.notifiedAt));
  const [owner] = await db
    .select({ language: user.language })
    .from(waitlistRequests)
    .innerJoin(user, eq(user.id, waitlistRequests.userId))
    .where(told);
  if (!owner) return null;
  const language = asLanguage(owner.language);
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      productId: waitlistRequests.productId,
      productName: productName(language),
      dateFrom: waitlistRequests.dateFrom,
      dateTo: waitlistRequests.dateTo,
    })
    .from(waitlistRequests)
    .innerJoin(user, eq(user.id, waitlistRequests.userId))
    .innerJoin(products, eq(products.id, waitlistRequests.productId))
    .where(told);
  if (!row) return null;
  const dates = { dateFrom: row.dateFrom, dateTo: row.dateTo };
  const data: WaitlistUnitFreeMailData = {
    to: { email: row.email, name: row.name },
    productName: row.productName,
    dates,
    cartUrl: link(cartLinkPath(row.productId, dates)),
  };
  return { language, data };
}

import { and, eq, isNotNull } from 'drizzle-orm';
import { asLanguage, type Language } from '../../shared/languages';
import { productName } from '../catalog/localized';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { waitlistRequests } from './schema';

/**
 * A request its customer was told about, for the mail that tells them: who, which product (its
 * name in the customer's saved language, read first) and which dates; null once the request or
 * its customer is gone.
 */
export async function toldRequest(db: Database, requestId: number) {
  const told = and(eq(waitlistRequests.id, requestId), isNotNull(waitlistRequests.notifiedAt));
  const [owner] = await db
    .select({ language: user.language })
    .from(waitlistRequests)
    .innerJoin(user, eq(user.id, waitlistRequests.userId))
    .where(told);
  if (!owner) return null;
  const language: Language = asLanguage(owner.language);
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
  return row ? { language, ...row } : null;
}

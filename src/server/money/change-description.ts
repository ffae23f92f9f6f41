import { eq, sql } from 'drizzle-orm';
import { formatCalendarDate, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { productName } from '../catalog/localized';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { rentalChanges, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { invoiceLineTexts } from '../invoice-line-texts';

/** What the session shows and the invoice line says: the product, its units, the added days. */
export async function describeChange(tx: Executor, changeId: number, language: Language) {
  const [row] = await tx
    .select({
      rentalId: rentals.id,
      orderId: rentals.orderId,
      reference: orders.reference,
      email: user.email,
      name: productName(language),
      vatRate: rentals.vatRate,
      kind: rentalChanges.kind,
      dateFromAfter: rentalChanges.dateFromAfter,
      dateToBefore: rentalChanges.dateToBefore,
      dateToAfter: rentalChanges.dateToAfter,
      chargedDaysAfter: rentalChanges.chargedDaysAfter,
      amountCents: rentalChanges.amountCents,
      createdAt: rentalChanges.createdAt,
      holdExpiresAt: rentalChanges.holdExpiresAt,
      status: rentalChanges.status,
      checkoutSessionId: rentalChanges.checkoutSessionId,
      // Pieces: units, or kits for a kit (decision 050), as the extension was priced.
      units: sql<number>`(SELECT ((count(*) + ${rentals.unitsPerKit} - 1) / ${rentals.unitsPerKit})::int FROM rental_items ri WHERE ri.rental_id = ${rentals.id})`,
    })
    .from(rentalChanges)
    .innerJoin(rentals, eq(rentals.id, rentalChanges.rentalId))
    .innerJoin(orders, eq(orders.id, rentals.orderId))
    .innerJoin(user, eq(user.id, orders.userId))
    .innerJoin(products, eq(products.id, rentals.productId))
    .where(eq(rentalChanges.id, changeId));
  if (!row) return null;
  return { ...row, text: changeText(row, language) };
}

/** What an invoice line for the change's money says, by what changed. */
function changeText(
  row: {
    kind: string;
    name: string;
    units: number;
    dateFromAfter: IsoDate;
    dateToBefore: IsoDate;
    dateToAfter: IsoDate;
    chargedDaysAfter: number;
  },
  language: Language,
) {
  const texts = invoiceLineTexts[language];
  switch (row.kind) {
    case 'price':
      return texts.priceRaised(row.name);
    case 'units':
      return texts.moreUnits(row.name);
    case 'line':
      return texts.lineAdded(
        row.name,
        row.units,
        row.chargedDaysAfter,
        formatCalendarDate(row.dateFromAfter, language),
        formatCalendarDate(row.dateToAfter, language),
      );
    case 'extend': {
      const days = Math.round(
        (Date.parse(`${row.dateToAfter}T00:00:00Z`) - Date.parse(`${row.dateToBefore}T00:00:00Z`)) / 86_400_000,
      );
      return texts.extension(row.name, row.units, days, formatCalendarDate(row.dateToAfter, language));
    }
    default:
      return texts.dateChange(row.name);
  }
}

import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { vatOfLines } from '../../shared/discounts';
import { asLanguage } from '../../shared/languages';
import { fromCents } from '../../shared/money';
import type { Quote } from '../../shared/schemas/quote';
import type { ShopSettings } from '../../shared/schemas/settings';
import { numericToRate } from '../../shared/vat';
import type { Database, Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { NotFoundError } from '../domain-errors';
import type { SettingsService } from '../settings';
import type { ShopCalendar } from '../shop-calendar';
import { quoteLines, quotes } from './schema';

/* Reading quotes: the row with its customer, its lines with their products' names, as the answer says them. */

const head = {
  id: quotes.id,
  number: quotes.number,
  version: quotes.version,
  userId: quotes.userId,
  status: quotes.status,
  vatTreatment: quotes.vatTreatment,
  couponId: quotes.couponId,
  couponCode: quotes.couponCode,
  damageWaiver: quotes.damageWaiver,
  company: quotes.company,
  vatId: quotes.vatId,
  totalCents: quotes.totalCents,
  validUntil: quotes.validUntil,
  language: quotes.language,
  createdAt: quotes.createdAt,
  acceptedName: quotes.acceptedName,
  acceptedAt: quotes.acceptedAt,
  acceptedIp: quotes.acceptedIp,
  termsVersion: quotes.termsVersion,
  termsText: quotes.termsText,
  orderId: quotes.orderId,
  heldOrderId: quotes.heldOrderId,
  heldUntil: quotes.heldUntil,
  customerName: user.name,
  customerEmail: user.email,
};
export type QuoteRow = Awaited<ReturnType<ReturnType<typeof selectHead>>>[number];
export const selectHead = (db: Executor) => () =>
  db.select(head).from(quotes).innerJoin(user, eq(user.id, quotes.userId));

const lineColumns = {
  quoteId: quoteLines.quoteId,
  productId: quoteLines.productId,
  productName: products.name,
  dateFrom: quoteLines.dateFrom,
  dateTo: quoteLines.dateTo,
  quantity: quoteLines.quantity,
  chargedDays: quoteLines.chargedDays,
  dailyCents: quoteLines.dailyCents,
  discountCents: quoteLines.discountCents,
  waiverCents: quoteLines.waiverCents,
  vatRate: quoteLines.vatRate,
};
export type QuoteLineRow = Awaited<ReturnType<typeof readLines>>[number];

function readLines(db: Executor, quoteIds: number[]) {
  return db
    .select(lineColumns)
    .from(quoteLines)
    .innerJoin(products, eq(products.id, quoteLines.productId))
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(quoteLines.quoteId, quoteLines.position);
}

const rentOf = (line: QuoteLineRow) => line.dailyCents * line.chargedDays * line.quantity;

/** The quote as its answer says it; expired is an open quote past its day in the shop's calendar. */
export function toQuote(row: QuoteRow, lines: QuoteLineRow[], shop: ShopSettings, today: string): Quote {
  const invoiced = lines.map((line) => ({
    vatRate: numericToRate(line.vatRate),
    rentCents: rentOf(line),
    discountCents: line.discountCents,
    waiverCents: line.waiverCents,
  }));
  const sum = (pick: (line: QuoteLineRow) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const accepted = row.status === 'accepted';
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    status: row.status === 'open' && row.validUntil < today ? 'expired' : row.status,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    company: row.company,
    vatId: row.vatId,
    vatTreatment: row.vatTreatment,
    couponCode: row.couponCode,
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      dateFrom: line.dateFrom,
      dateTo: line.dateTo,
      quantity: line.quantity,
      chargedDays: line.chargedDays,
      dailyPrice: fromCents(line.dailyCents),
      rent: fromCents(rentOf(line)),
      discount: fromCents(line.discountCents),
      damageWaiver: fromCents(line.waiverCents),
      vatRate: numericToRate(line.vatRate),
      total: fromCents(rentOf(line) - line.discountCents + line.waiverCents),
    })),
    discount: fromCents(sum((line) => line.discountCents)),
    damageWaiver: fromCents(sum((line) => line.waiverCents)),
    vat: vatOfLines(invoiced)
      .filter((group) => group.rate > 0)
      .map((group) => ({ rate: group.rate, amount: fromCents(group.vatCents) })),
    total: fromCents(row.totalCents),
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    url: `/account/quotes/${row.id}`,
    pdfUrl: `/api/quotes/${row.id}/pdf`,
    // An accepted quote keeps the terms as accepted; an open one shows the shop's of today.
    terms: accepted ? (row.termsText ?? '') : shop.quotes.terms,
    termsVersion: accepted ? row.termsVersion! : shop.quotes.termsVersion,
    language: asLanguage(row.language),
    acceptance: accepted
      ? {
          name: row.acceptedName!,
          acceptedAt: row.acceptedAt!.toISOString(),
          ip: row.acceptedIp!,
          termsVersion: row.termsVersion!,
        }
      : null,
    orderId: row.orderId,
    agreementUrl: row.orderId === null ? null : `/api/orders/${row.orderId}/agreement.pdf`,
    heldUntil: row.heldOrderId !== null && row.heldUntil ? row.heldUntil.toISOString() : null,
  };
}

/** Quotes read and answered: `read` by a condition (newest first, at most 100), `one` or 404. */
export function createQuoteReader(db: Database, calendar: ShopCalendar, settings: SettingsService) {
  async function read(where: SQL): Promise<Quote[]> {
    const rows = await selectHead(db)().where(where).orderBy(desc(quotes.id)).limit(100);
    return answer(rows);
  }

  async function answer(rows: QuoteRow[]): Promise<Quote[]> {
    if (rows.length === 0) return [];
    const [lines, shop] = await Promise.all([
      readLines(
        db,
        rows.map((row) => row.id),
      ),
      settings.read(),
    ]);
    const today = calendar.today();
    return rows.map((row) =>
      toQuote(
        row,
        lines.filter((line) => line.quoteId === row.id),
        shop,
        today,
      ),
    );
  }

  async function one(where: SQL): Promise<Quote> {
    const [found] = await read(where);
    if (!found) throw new NotFoundError('Quote');
    return found;
  }

  return { read, answer, one };
}

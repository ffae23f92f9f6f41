import type { BookingLimits } from '../../shared/booking-limits';
import { addDays } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { toCents } from '../../shared/money';
import type { CheckoutBusiness } from '../../shared/schemas/business';
import type { CartPrice, CartPriceRequest } from '../../shared/schemas/pricing';
import type { NewQuote } from '../../shared/schemas/quote';
import { openingRulesOf, type ShopSettings } from '../../shared/schemas/settings';
import { numericToRate, rateToNumeric } from '../../shared/vat';
import type { VatTreatment } from '../../shared/vat-treatment';
import { inArray, sql } from 'drizzle-orm';
import { checkoutBusinessColumn } from '../business';
import type { Database, Executor } from '../db/client';
import { products } from '../db/schema/catalog';
import { usableCoupon } from '../pricing/coupons';
import { checkLimits } from '../rentals/checkout-checks';
import type { SettingsService } from '../settings';
import type { ShopCalendar } from '../shop-calendar';
import { takeQuoteNumber } from './numbering';
import { quoteLines, quotes } from './schema';

/*
 * Writing a quote: its lines priced as the cart prices them for its customer today (the shop's
 * limits checked first), then its row and lines in the caller's transaction, with a new number
 * or as the next version of one.
 */

/** What pricing answered, with what the quote's rows need beside it. */
export type Priced = {
  shop: ShopSettings;
  price: CartPrice;
  vatRates: number[];
  coupon: { id: number; code: string } | null;
};

export function createQuoteWriter(deps: {
  db: Database;
  calendar: ShopCalendar;
  settings: SettingsService;
  limits: BookingLimits;
  pricing: { price(request: CartPriceRequest, userId?: string): Promise<CartPrice> };
}) {
  const { db, calendar, settings, limits, pricing } = deps;

  /** The lines priced as the cart would price them for this customer today; the shop's limits checked. */
  async function priceLines(input: NewQuote, userId: string | undefined): Promise<Priced> {
    const shop = await settings.read();
    const rules = openingRulesOf(shop);
    input.lines.forEach((line, index) => checkLimits(calendar, limits, line, index, false, rules));
    const price = await pricing.price(
      { lines: input.lines, couponCode: input.couponCode, damageWaiver: input.damageWaiver },
      userId,
    );
    const ids = [...new Set(input.lines.map((line) => line.productId))];
    const rates = new Map(
      (
        await db.select({ id: products.id, vatRate: products.vatRate }).from(products).where(inArray(products.id, ids))
      ).map((row) => [row.id, row.vatRate === null ? shop.vat.standardRate : numericToRate(row.vatRate)]),
    );
    const vatRates = input.lines.map((line) =>
      price.vatTreatment === 'reverse_charge' ? 0 : rates.get(line.productId)!,
    );
    const coupon = input.couponCode ? (await usableCoupon(db, input.couponCode, calendar.today(), userId)).row : null;
    return { shop, price, vatRates, coupon: coupon && { id: coupon.id, code: coupon.code } };
  }

  /**
   * Writes a quote's row and lines in `tx`: a new number, or the next version of `revising`;
   * `held`, the Held order that holds its units (flows/quote-holds.ts) and until when.
   */
  async function insert(
    tx: Executor,
    input: NewQuote,
    priced: Priced,
    who: { userId: string; createdBy: string | null; language: Language },
    revising?: { number: string; version: number },
    held?: { orderId: number; until: Date },
  ): Promise<number> {
    const today = calendar.today();
    const { shop, price } = priced;
    const number = revising?.number ?? (await takeQuoteNumber(tx, shop.quotes.prefix, Number(today.slice(0, 4))));
    const { rows } = await tx.execute<{ business: CheckoutBusiness | null }>(
      sql`SELECT ${checkoutBusinessColumn(who.userId)} AS business`,
    );
    const business = rows[0]?.business ?? null;
    const [row] = await tx
      .insert(quotes)
      .values({
        number,
        version: revising ? revising.version + 1 : 1,
        userId: who.userId,
        createdBy: who.createdBy,
        vatTreatment: price.vatTreatment as VatTreatment,
        couponId: priced.coupon?.id ?? null,
        couponCode: priced.coupon?.code ?? null,
        damageWaiver: input.damageWaiver ?? null,
        company: business?.company ?? null,
        vatId: business?.vatId ?? null,
        totalCents: toCents(price.total),
        validUntil: validUntil(shop),
        heldOrderId: held?.orderId ?? null,
        heldUntil: held?.until ?? null,
        language: who.language,
        createdAt: calendar.now(),
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteLines).values(
      input.lines.map((line, index) => {
        const answered = price.lines[index]!;
        return {
          quoteId: row!.id,
          position: index,
          productId: line.productId,
          dateFrom: line.dateFrom,
          dateTo: line.dateTo,
          quantity: line.quantity,
          chargedDays: answered.chargedDays,
          dailyCents: toCents(answered.dailyPrice),
          discountCents: toCents(answered.discount),
          waiverCents: toCents(answered.damageWaiver),
          vatRate: rateToNumeric(priced.vatRates[index]!),
        };
      }),
    );
    return row!.id;
  }

  /** The last day a quote made today is valid, in the shop's calendar. */
  const validUntil = (shop: ShopSettings) => addDays(calendar.today(), shop.quotes.validDays);

  return { priceLines, insert, validUntil };
}

import { type SQL, sql } from 'drizzle-orm';
import { rangeDailyCents } from '../../shared/duration-prices';
import { type PricedLine, vatOfLines } from '../../shared/discounts';
import { fromCents } from '../../shared/money';
import { chargedDays } from '../../shared/opening-days';
import type { CheckoutBusiness } from '../../shared/schemas/business';
import type { CartPrice, CartPriceRequest } from '../../shared/schemas/pricing';
import { openingRulesOf, type ShopSettings } from '../../shared/schemas/settings';
import { numericToRate } from '../../shared/vat';
import { priceUnder, type VatTreatment, vatTreatmentOf } from '../../shared/vat-treatment';
import { durationPricesOf } from '../catalog/product-prices';
import type { StoredDurationPrice } from '../db/schema/catalog';
import type { Executor } from '../db/client';
import { NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { extrasFor } from './extras';

type ProductRow = {
  id: number;
  daily_cents: number;
  duration_prices: StoredDurationPrice[];
  category_id: number | null;
  deposit_cents: number;
  vat_rate: string | null;
};

/**
 * The cart's prices as a booking would take them (docs/pricing.md): each line's charged days and
 * its daily price for them, moved by the season of its first day (rangeDailyCents in
 * shared/duration-prices.ts, the function the booking prices with), the coupon's discount and the damage waiver line by line (pricing/extras.ts, as
 * the booking books them), the deposit and the VAT. Reads, never books: nothing is held or used.
 */
export function createCartPricing(
  db: Executor,
  calendar: ShopCalendar,
  settings: { read(): Promise<ShopSettings> },
  /** The customer's business (business/'s column), which decides the VAT (shared/vat-treatment.ts). */
  businessOf: (userId: string) => SQL<CheckoutBusiness | null> = () => sql`NULL::json`,
) {
  async function treatmentFor(shop: ShopSettings, userId: string | undefined): Promise<VatTreatment> {
    if (!userId) return 'standard';
    const { rows } = await db.execute<{ business: CheckoutBusiness | null }>(
      sql`SELECT ${businessOf(userId)} AS business`,
    );
    return vatTreatmentOf(shop.legal.country, rows[0]?.business ?? null);
  }

  return {
    async price(request: CartPriceRequest, userId?: string): Promise<CartPrice> {
      const productIds = [...new Set(request.lines.map((line) => line.productId))];
      const [shop, { rows }] = await Promise.all([
        settings.read(),
        db.execute<ProductRow>(sql`
          SELECT id, round(daily_price * 100)::int AS daily_cents, duration_prices, category_id,
            round(deposit * 100)::int AS deposit_cents, vat_rate::text AS vat_rate
          FROM products WHERE id = ANY(${`{${productIds.join(',')}}`}::int[])`),
      ]);
      const rules = openingRulesOf(shop);
      const vatTreatment = await treatmentFor(shop, userId);
      const products = new Map(rows.map((row) => [row.id, row]));
      const priced = request.lines.map((line, index) => {
        const product = products.get(line.productId);
        if (!product) {
          const missing = new NotFoundError('Product');
          missing.lines = [{ index, code: missing.code, message: missing.message }];
          throw missing;
        }
        const days = chargedDays(line, rules);
        const vatRate = product.vat_rate === null ? shop.vat.standardRate : numericToRate(product.vat_rate);
        const dailyCents = priceUnder(
          vatTreatment,
          rangeDailyCents(
            { dailyPrice: fromCents(product.daily_cents), durationPrices: durationPricesOf(product.duration_prices) },
            line,
            rules,
          ),
          vatRate,
        );
        return {
          productId: line.productId,
          categoryId: product.category_id,
          chargedDays: days,
          dailyCents,
          rentCents: dailyCents * days * line.quantity,
          depositCents: product.deposit_cents * line.quantity,
          vatRate: vatTreatment === 'reverse_charge' ? 0 : vatRate,
        } satisfies PricedLine & Record<string, unknown>;
      });
      const extras = await extrasFor(db, priced, request, shop.pricing.damageWaiver, calendar.today(), userId);
      const lines = priced.map((line, index) => ({
        ...line,
        discountCents: extras.discounts[index]!,
        waiverCents: extras.waivers[index]!,
      }));
      const sum = (pick: (line: (typeof lines)[number]) => number) =>
        lines.reduce((total, line) => total + pick(line), 0);
      return {
        lines: lines.map((line) => ({
          chargedDays: line.chargedDays,
          dailyPrice: fromCents(line.dailyCents),
          total: fromCents(line.rentCents),
          discount: fromCents(line.discountCents),
          damageWaiver: fromCents(line.waiverCents),
        })),
        discount: fromCents(sum((line) => line.discountCents)),
        damageWaiver: fromCents(sum((line) => line.waiverCents)),
        deposit: fromCents(shop.deposits.enabled ? sum((line) => line.depositCents) : 0),
        vat: vatOfLines(lines)
          .filter((group) => group.rate > 0)
          .map((group) => ({ rate: group.rate, amount: fromCents(group.vatCents) })),
        total: fromCents(sum((line) => line.rentCents - line.discountCents + line.waiverCents)),
        vatTreatment,
      };
    },
  };
}

export type CartPricing = ReturnType<typeof createCartPricing>;

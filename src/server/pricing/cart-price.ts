import { sql } from 'drizzle-orm';
import { dailyPriceFor } from '../../shared/duration-prices';
import { fromCents } from '../../shared/money';
import { chargedDays, type OpeningRules } from '../../shared/opening-days';
import type { CartPrice, CartPriceRequest } from '../../shared/schemas/pricing';
import { productPricesColumn, type ProductPricesJson, productPricesOf } from '../catalog/product-prices';
import type { Executor } from '../db/client';
import { InvalidInputError, NotFoundError } from '../domain-errors';

/**
 * The cart's prices as a booking would take them (docs/pricing.md): each line's charged days and
 * its daily price for them (dailyPriceFor in shared/duration-prices.ts, the function the booking
 * prices with), then the cart's total. Reads, never books: nothing is held.
 */
export function createCartPricing(db: Executor, openingRules: () => Promise<OpeningRules>) {
  return {
    async price(request: CartPriceRequest): Promise<CartPrice> {
      // No coupon exists yet: any code is one the shop never gave out.
      if (request.couponCode !== undefined) {
        throw new InvalidInputError('COUPON_UNKNOWN', 'This code is not one of the shop’s coupons.', 'couponCode');
      }
      const productIds = [...new Set(request.lines.map((line) => line.productId))];
      const [rules, { rows }] = await Promise.all([
        openingRules(),
        db.execute<{ prices: ProductPricesJson }>(sql`SELECT ${productPricesColumn(productIds)} AS prices`),
      ]);
      const prices = productPricesOf(rows[0]?.prices ?? null);
      const lines = request.lines.map((line, index) => {
        const product = prices.get(line.productId);
        if (!product) {
          const missing = new NotFoundError('Product');
          missing.lines = [{ index, code: missing.code, message: missing.message }];
          throw missing;
        }
        const days = chargedDays(line, rules);
        const dailyCents = dailyPriceFor(product, days);
        return { chargedDays: days, dailyPriceCents: dailyCents, totalCents: dailyCents * days * line.quantity };
      });
      const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
      return {
        lines: lines.map((line) => ({
          chargedDays: line.chargedDays,
          dailyPrice: fromCents(line.dailyPriceCents),
          total: fromCents(line.totalCents),
        })),
        discount: '0.00',
        // The shop offers no damage waiver yet: taking it costs nothing.
        damageWaiver: '0.00',
        total: fromCents(totalCents),
      };
    },
  };
}

export type CartPricing = ReturnType<typeof createCartPricing>;

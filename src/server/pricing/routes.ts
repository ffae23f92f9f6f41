import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartPriceRequestSchema, cartPriceSchema } from '../../shared/schemas/pricing';
import { errorAnswers } from '../http/errors';
import type { CartPricing } from './cart-price';

/** The cart's prices (docs/pricing.md), for anyone with a cart: a visitor's too. */
export function pricingRoutes(pricing: CartPricing): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/cart/price',
      {
        config: { access: 'public' },
        schema: {
          tags: ['cart'],
          summary: 'What a cart costs on its dates, line by line, without booking anything',
          description:
            "Each line's charged days (the shop's closed days free when it says so) and its daily price for them: the product's, or a lower duration price from a number of days on. The order books these daily prices: send each as the line's `dailyPrice` in POST /api/orders. 404 (with the line's index) for a product that does not exist; 400 COUPON_UNKNOWN for a code that is not one of the shop's coupons.",
          body: cartPriceRequestSchema,
          response: { 200: cartPriceSchema, ...errorAnswers(400, 404) },
        },
      },
      async (request) => pricing.price(request.body),
    );
  };
}

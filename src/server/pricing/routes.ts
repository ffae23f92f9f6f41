import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponListSchema, couponPatchSchema, couponSchema, newCouponSchema } from '../../shared/schemas/coupon';
import { idParams } from '../../shared/schemas/input';
import { cartPriceRequestSchema, cartPriceSchema } from '../../shared/schemas/pricing';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { errorAnswers } from '../http/errors';
import type { CartPricing } from './cart-price';
import type { CouponAdmin } from './coupons';

/** The cart's prices (docs/pricing.md), for anyone with a cart: a visitor's too; and the shop's coupons. */
export function pricingRoutes(pricing: CartPricing, couponAdmin: CouponAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/cart/price',
      {
        config: { access: 'public' },
        schema: {
          tags: ['cart'],
          summary: 'What a cart costs on its dates, line by line, without booking anything',
          description:
            "Each line's charged days (the shop's closed days free when it says so) and its daily price for them: the product's, or a lower duration price from a number of days on; what a coupon takes off each line and what the damage waiver adds (a percentage of the rent before the discount); the deposit asked at pick-up and the VAT the total includes per rate. The order books these figures: send each line's `dailyPrice`, the `couponCode` and `damageWaiver` in POST /api/orders. 404 (with the line's index) for a product that does not exist; 400 COUPON_UNKNOWN, COUPON_NOT_YET_VALID, COUPON_EXPIRED or COUPON_NOT_APPLICABLE and 409 COUPON_USED_UP or COUPON_USED_BY_YOU (signed in) for a code that cannot be used; 400 DAMAGE_WAIVER_NOT_OFFERED.",
          body: cartPriceRequestSchema,
          response: { 200: cartPriceSchema, ...errorAnswers(400, 404, 409) },
        },
      },
      async (request) => pricing.price(request.body, request.user?.id),
    );

    app.get(
      '/api/admin/coupons',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['coupons', 'admin'],
          summary: "The shop's coupons, newest first, each with how often it was used",
          response: { 200: couponListSchema, ...errorAnswers(401, 403) },
        },
      },
      async () => ({ items: await couponAdmin.list() }),
    );

    app.post(
      '/api/admin/coupons',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['coupons', 'admin'],
          summary: 'Give out a code: a percentage or an amount off the rent, within limits',
          description:
            'Either `percentOff` (1–100) or `amountOff` (euros). The code is read in capitals. `validFrom`/`validTo` are days of the shop\'s calendar; `maxUses` counts orders in all, `maxUsesPerCustomer` per customer (an order that lapses unpaid gives its use back); `minDays`: the least charged days of a line it applies to; `productIds`/`categoryIds`: only lines of those products or categories. 409 COUPON_CODE_TAKEN.',
          body: newCouponSchema,
          response: { 201: couponSchema, ...errorAnswers(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await couponAdmin.create(actorOf(requireUser(request)), request.body)),
    );

    app.patch(
      '/api/admin/coupons/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['coupons', 'admin'],
          summary: 'Switch a code off (customers can no longer use it) or on again',
          params: idParams,
          body: couponPatchSchema,
          response: { 200: couponSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) =>
        couponAdmin.setActive(actorOf(requireUser(request)), request.params.id, request.body.active),
    );
  };
}

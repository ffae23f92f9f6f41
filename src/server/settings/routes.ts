import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { affectedRentalSchema } from '../../shared/schemas/closed-days';
import {
  adminSettingsSchema,
  type ShopSettings,
  type ShopSettingsPatch,
  settingsSaveSchema,
} from '../../shared/schemas/settings';
import { requirePermission, requireUser } from '../auth/access';
import { actorOf } from '../audit';
import { errorAnswers, errorBody, errorBodySchema } from '../http/errors';
import { AffectedRentalsError } from './closed-days';
import type { SettingsService } from './service';

/**
 * A 409: the one error shape, and for AFFECTED_RENTALS the rentals the change reaches, in the
 * error (as an order's refused `lines` are) and beside it, where issue 48 names them.
 */
const settingsConflictSchema = errorBodySchema.extend({
  error: errorBodySchema.shape.error.extend({ affected: z.array(affectedRentalSchema).optional() }),
  affected: z.array(affectedRentalSchema).optional(),
});

/** Whether a patch changes the legal details or the payment methods from what is saved. */
function changesLegalOrPayments(saved: ShopSettings, patch: ShopSettingsPatch): boolean {
  const legal = Object.entries(patch.legal ?? {}).some(
    ([field, value]) => saved.legal[field as keyof ShopSettings['legal']] !== value,
  );
  const methods = patch.payments?.methods;
  const payments = methods !== undefined && [...methods].sort().join() !== [...saved.payments.methods].sort().join();
  return legal || payments;
}

export function settingsRoutes(settings: SettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/settings',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['settings', 'admin'],
          summary:
            "The shop owner's settings: payment methods, cancellation rules, deposits, legal details, invoice series, VAT rates",
          description:
            'Every field has its default until saved. `stripeConfigured` says whether the operator set Stripe\'s keys: without them only "at_pickup" is offered, whatever `payments.methods` holds. `paymentHoldMinutes` is PAYMENT_HOLD_MINUTES.',
          response: { 200: adminSettingsSchema, ...errorAnswers(401, 403) },
        },
      },
      async () => settings.getForAdmin(),
    );

    app.patch(
      '/api/admin/settings',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['settings', 'admin'],
          summary: 'Change some settings; the others stay as they are',
          description:
            "Send any sections and any of their fields. The `legal` and `payments` sections are the owner's (403 ROLE_FORBIDDEN for a manager). Written to the audit log with the settings before and after. 400 STRIPE_NOT_CONFIGURED for methods without \"at_pickup\" while Stripe's keys are not set; 409 VAT_RATE_IN_USE when a VAT rate taken away is still some product's. A new invoice prefix starts a new series at 1; rates apply to bookings made after the change. Opening days or closed dates that close a day live rentals pick up (their first day, a unit not handed over yet) or return on (their last day, a unit still out), from today on, are refused with 409 AFFECTED_RENTALS listing them in `affected` (`rentalId`, `orderId`, `date`, `kind`, the order's reference, the customer's and the product's names; also in `error.affected`), nothing saved, unless `confirmAffected` says what to do with them: \"keep\" (exceptions the desk expects on that day) or \"notify\" (each customer is mailed their options: move the rental, or cancel it with a full refund). Each rental's entry in the audit log says which.",
          body: settingsSaveSchema,
          response: { 200: adminSettingsSchema, ...errorAnswers(400, 401, 403), 409: settingsConflictSchema },
        },
      },
      async (request, reply) => {
        const by = requireUser(request);
        // The shop's legal and payment details are the owner's alone (decision 092). The dashboard's
        // form sends every section: one that says what is saved already changes nothing.
        if (changesLegalOrPayments(await settings.read(), request.body)) requirePermission(by, 'settings.legal');
        try {
          return await settings.update(actorOf(by), request.body);
        } catch (error) {
          if (!(error instanceof AffectedRentalsError)) throw error;
          const body = errorBody(409, error.code, error.message);
          return reply
            .status(409)
            .send({ error: { ...body.error, affected: error.affected }, affected: error.affected });
        }
      },
    );
  };
}

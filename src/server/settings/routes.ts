import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, shopSettingsPatchSchema } from '../../shared/schemas/settings';
import { requireUser } from '../auth/access';
import { actorOf } from '../audit';
import { errorAnswers } from '../http/errors';
import type { SettingsService } from './service';

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
            'Send any sections and any of their fields. Written to the audit log with the settings before and after. 400 STRIPE_NOT_CONFIGURED for methods without "at_pickup" while Stripe\'s keys are not set; 409 VAT_RATE_IN_USE when a VAT rate taken away is still some product\'s. A new invoice prefix starts a new series at 1; rates apply to bookings made after the change.',
          body: shopSettingsPatchSchema,
          response: { 200: adminSettingsSchema, ...errorAnswers(400, 401, 403, 409) },
        },
      },
      async (request) => settings.update(actorOf(requireUser(request)), request.body),
    );
  };
}

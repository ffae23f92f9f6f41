import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingLimits } from '../../shared/booking-limits';
import type { NewCustomerLimits } from '../../shared/new-customer-limits';
import { shopInfoSchema } from '../../shared/schemas/shop';
import type { ShopCalendar } from '../shop-calendar';

export function shopRoutes(
  calendar: ShopCalendar,
  bookingLimits: BookingLimits,
  newCustomerLimits: NewCustomerLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shop',
      {
        config: { access: 'public' },
        schema: {
          tags: ['shop'],
          summary: "The shop's calendar (its time zone and today's date there) and its booking limits",
          description:
            'Browsers take "today" from this zone, not their own, so every customer sees the shop\'s dates. The limits are the ones POST /api/rentals enforces: the longest rental and how far ahead in days, units per booking, open rentals per customer; and what a customer whose first rental has not ended yet may hold (newCustomerLimits).',
          response: { 200: shopInfoSchema },
        },
      },
      async () => ({ timeZone: calendar.timeZone, today: calendar.today(), bookingLimits, newCustomerLimits }),
    );
  };
}

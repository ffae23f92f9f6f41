import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopInfoSchema } from '../../shared/schemas/shop';
import type { ShopCalendar } from '../shop-calendar';

export function shopRoutes(calendar: ShopCalendar): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shop',
      {
        config: { access: 'public' },
        schema: {
          tags: ['shop'],
          summary: "The shop's calendar: its time zone and today's date there",
          description: 'Browsers take "today" from this zone, not their own, so every customer sees the shop\'s dates.',
          response: { 200: shopInfoSchema },
        },
      },
      async () => ({ timeZone: calendar.timeZone, today: calendar.today() }),
    );
  };
}

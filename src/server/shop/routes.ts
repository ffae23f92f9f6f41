import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingLimits } from '../../shared/booking-limits';
import type { NewCustomerLimits } from '../../shared/new-customer-limits';
import { shopInfoSchema } from '../../shared/schemas/shop';
import type { SettingsService } from '../settings';
import type { ShopCalendar } from '../shop-calendar';

export function shopRoutes(
  calendar: ShopCalendar,
  bookingLimits: BookingLimits,
  newCustomerLimits: NewCustomerLimits,
  settings: SettingsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shop',
      {
        config: { access: 'public' },
        schema: {
          tags: ['shop'],
          summary:
            "The shop's calendar (its time zone and today's date there), its booking limits, and how customers pay",
          description:
            "Browsers take \"today\" from this zone, not their own, so every customer sees the shop's dates. The limits are the ones POST /api/rentals enforces: the longest rental and how far ahead in days, units per booking, open rentals per customer; and what a customer whose first rental has not ended yet may hold (newCustomerLimits). `payments.methods`: how a customer may pay now, the default first; `deposits` and `cancellation`: the shop's rules customers see before they book; `openingDays` (ISO weekdays, 1 Monday to 7 Sunday), `closedDates`, `leadTimeDays` and `closedDaysFree`: the shop's opening days, on which rentals start and end; `weekendAsOneDay`: a rental from a Friday or Saturday to the Monday after is charged as one day; `damageWaiver`: the waiver the cart offers (mode off, optional or required; its percentage of the rent; the shop's terms); `seasons`: date ranges whose rentals (by their first day) cost a percentage more or less.",
          response: { 200: shopInfoSchema },
        },
      },
      async () => {
        const current = await settings.read();
        return {
          timeZone: calendar.timeZone,
          today: calendar.today(),
          bookingLimits,
          newCustomerLimits,
          payments: { methods: settings.paymentMethods(current), holdMinutes: settings.paymentHoldMinutes },
          deposits: current.deposits,
          cancellation: current.cancellation,
          openingDays: current.openingDays,
          closedDates: current.closedDates,
          leadTimeDays: current.leadTimeDays,
          closedDaysFree: current.closedDaysFree,
          weekendAsOneDay: current.pricing.weekendAsOneDay,
          damageWaiver: current.pricing.damageWaiver,
          seasons: current.pricing.seasons,
        };
      },
    );
  };
}

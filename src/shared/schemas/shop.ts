import { z } from 'zod';
import { damageWaiverModes } from '../damage-waiver';
import { isoDateSchema } from './dates';
import { cancellationSettingsSchema, paymentMethods } from './settings';

const positiveInt = z.number().int().min(1);

export const shopInfoSchema = z.object({
  /** IANA zone whose calendar the shop keeps (SHOP_TIME_ZONE). */
  timeZone: z.string(),
  today: isoDateSchema,
  /** The booking limits the server enforces (shared/booking-limits.ts), for the web to show before they bite. */
  bookingLimits: z.object({
    maxRentalDays: positiveInt,
    bookingHorizonDays: positiveInt,
    maxUnitsPerBooking: positiveInt,
    maxOpenRentals: positiveInt,
  }),
  /** What a customer with no ended rental may hold (shared/new-customer-limits.ts), for the web's refusal texts. */
  newCustomerLimits: z.object({
    maxOpenRentals: positiveInt,
    maxUnits: positiveInt,
    stockSharePercent: z.number().int().min(1).max(100),
  }),
  /** How customers may pay now, the default first (online when the shop offers it), and how long an online payment may take. */
  payments: z.object({ methods: z.array(z.enum(paymentMethods)).min(1), holdMinutes: positiveInt }),
  /** Whether products' deposits are asked at pick-up. */
  deposits: z.object({ enabled: z.boolean() }),
  /** What a customer gets back when cancelling a paid rental before it starts. */
  cancellation: cancellationSettingsSchema,
  /** The ISO weekdays the shop opens (1 Monday to 7 Sunday): a rental starts and ends on one. */
  openingDays: z.array(z.number().int().min(1).max(7)).min(1),
  /** Dates the shop is closed, YYYY-MM-DD, sorted. */
  closedDates: z.array(isoDateSchema),
  /** Whole days of notice before a rental's first day. */
  leadTimeDays: z.number().int().min(0),
  /** Closed days inside a rental are not charged. */
  closedDaysFree: z.boolean(),
  /** A rental from a Friday or Saturday to the Monday after is charged as one day (the weekend rate). */
  weekendAsOneDay: z.boolean(),
  /**
   * The damage waiver the cart offers: off, optional or required, its percentage of the rent, and
   * the shop's terms, in English and (empty: the English shown) Spanish and German.
   */
  damageWaiver: z.object({
    mode: z.enum(damageWaiverModes),
    percent: z.number().int(),
    terms: z.string(),
    translations: z.object({ es: z.object({ terms: z.string() }), de: z.object({ terms: z.string() }) }),
  }),
  /** Seasonal prices, in date order: a rental is priced by the season of its first day (docs/pricing.md). */
  seasons: z.array(z.object({ name: z.string(), from: isoDateSchema, to: isoDateSchema, percent: z.number().int() })),
});

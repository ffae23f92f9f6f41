import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR } from '../calendar-date';
import { dateRangeSchema, isoDateSchema } from './dates';
import { stockStatuses } from '../stock';

/** Free units of a product over `dateFrom` to `dateTo`, both included. */
export const availabilityQuerySchema = dateRangeSchema;

export const availabilitySchema = z.object({
  free: z.number().int().min(0),
  status: z.enum(stockStatuses),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A month written YYYY-MM, within the years the shop accepts. */
const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM')
  .refine((month) => {
    const year = Number(month.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, `must be a month between ${FIRST_YEAR} and ${LAST_YEAR}`);
export type Month = z.infer<typeof monthSchema>;

export const calendarQuerySchema = z.object({ month: monthSchema });

export const calendarSchema = z.object({
  month: z.string(),
  /** Operational units of the product, whatever the date. */
  units: z.number().int(),
  days: z.array(z.object({ date: isoDateSchema, free: z.number().int() })),
});
export type AvailabilityCalendar = z.infer<typeof calendarSchema>;

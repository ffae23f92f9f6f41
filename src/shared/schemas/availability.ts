import { z } from 'zod';
import { isIsoDate } from '../calendar-date';
import { stockStatuses } from '../stock';

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'must be a calendar date written YYYY-MM-DD' });

export const availabilityQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['to'] });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilitySchema = z.object({
  free: z.number().int().min(0),
  status: z.enum(stockStatuses),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const calendarQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM'),
});

export const calendarSchema = z.object({
  month: z.string(),
  /** Operational units of the product, whatever the date. */
  units: z.number().int(),
  days: z.array(z.object({ date: z.string(), free: z.number().int() })),
});
export type AvailabilityCalendar = z.infer<typeof calendarSchema>;

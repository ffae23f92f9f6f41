import { z } from 'zod';
import { isoDateSchema } from './dates';
import { idSchema } from './input';

/** "Tell me when it's free": a product and the dates the customer wants it on. */
export const newWaitlistRequestSchema = z
  .strictObject({ productId: idSchema, dateFrom: isoDateSchema, dateTo: isoDateSchema })
  .refine((request) => request.dateFrom <= request.dateTo, {
    message: 'must not be before dateFrom',
    path: ['dateTo'],
  });
export type NewWaitlistRequest = z.infer<typeof newWaitlistRequestSchema>;

/**
 * Where a request stands: waiting; told (a unit was free, the mail went, the request ended);
 * withdrawn by the customer; or expired, its first day passed while it was still waiting.
 */
export const waitlistStatuses = ['waiting', 'told', 'withdrawn', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistRequestSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productImageUrl: z.string().nullable(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  status: z.enum(waitlistStatuses),
  createdAt: z.string(),
  /** When the customer was told a unit is free; null unless they were. */
  notifiedAt: z.string().nullable(),
  /** When the customer withdrew it; null unless they did. */
  withdrawnAt: z.string().nullable(),
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

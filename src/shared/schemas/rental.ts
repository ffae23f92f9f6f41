import { z } from 'zod';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { isoDateSchema } from './dates';
import { incidentStatuses } from './incident';
import { idSchema, textSchema } from './input';
import { moneySchema } from './catalog';
import { reviewStatuses } from '../rental-rules';

export const newRentalSchema = z
  .strictObject({
    productId: idSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    quantity: z.number().int().min(1).max(RENTAL_MAX_QUANTITY),
  })
  .refine((rental) => rental.dateFrom <= rental.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });
export type NewRental = z.infer<typeof newRentalSchema>;

export const rentalSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  items: z.array(z.object({ id: z.number().int(), serialNumber: z.string() })),
  /** Daily price at booking time x inclusive days x units, in euros. */
  total: moneySchema,
  createdAt: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  reviewStatus: z.enum(reviewStatuses),
  /** The user's review of this product, when there is one. */
  reviewId: z.number().int().nullable(),
  incident: z.object({ id: z.number().int(), status: z.enum(incidentStatuses) }).nullable(),
});
export type Rental = z.infer<typeof rentalSchema>;

export const idempotencyKeySchema = textSchema(200).trim().min(1).optional();

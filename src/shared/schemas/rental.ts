import { z } from 'zod';
import { isoDateSchema } from './availability';
import { moneySchema } from './catalog';

export const RENTAL_MAX_QUANTITY = 20;

export const newRentalSchema = z
  .object({
    productId: z.number().int().positive(),
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    quantity: z.number().int().min(1).max(RENTAL_MAX_QUANTITY),
  })
  .refine((rental) => rental.dateFrom <= rental.dateTo, { message: 'dateFrom must not be after dateTo', path: ['dateTo'] });
export type NewRental = z.infer<typeof newRentalSchema>;

export const rentalSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  items: z.array(z.object({ id: z.number().int(), serialNumber: z.string() })),
  /** Daily price at booking time x inclusive days x units, in euros. */
  total: moneySchema,
  createdAt: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  reviewStatus: z.enum(['Reviewed', 'NotReviewed', 'CantReview', 'Unknown']),
  /** The user's review of this product, when there is one. */
  reviewId: z.number().int().nullable(),
  incident: z.object({ id: z.number().int(), status: z.enum(['Open', 'Closed']) }).nullable(),
});
export type Rental = z.infer<typeof rentalSchema>;

export const idempotencyKeySchema = z.string().trim().min(1).max(200).optional();

import { z } from 'zod';
import { extensionRefusalCodes } from '../rental-extension';
import { moneySchema } from './catalog';
import { isoDateSchema } from './dates';
import { refusalDetailFields } from './refusal';
import { rentalSchema } from './rental';

/** POST /api/rentals/{id}/extend: the rental's new last day. */
export const extendRentalSchema = z.strictObject({ dateTo: isoDateSchema });
export type ExtendRental = z.infer<typeof extendRentalSchema>;

/** GET /api/rentals/{id}/extend?dateTo=: the quote the account shows before the customer confirms. */
export const extensionQuoteQuerySchema = extendRentalSchema;

export const extensionRefusalSchema = z.object({
  code: z.enum(extensionRefusalCodes),
  message: z.string(),
  ...refusalDetailFields,
});

export const extensionQuoteSchema = z.object({
  dateFrom: isoDateSchema,
  /** The last day asked for. */
  dateTo: isoDateSchema,
  /** Days added after the current last day. */
  addedDays: z.number().int(),
  /** Of those, the days charged by the shop's rules now. */
  chargedDays: z.number().int(),
  /** What the added days cost: the booked daily price x charged days x units, in euros. */
  amount: moneySchema,
  /** How it is paid: online now (the order was paid online), or at the counter. */
  payment: z.enum(['online', 'at_pickup']),
  /** Another unit of the same product would be prepared: one of the rental's is booked on the new days. */
  unitReplaced: z.boolean(),
  /** Why the rental cannot be extended to that day; null when it can. */
  refusal: extensionRefusalSchema.nullable(),
});
export type ExtensionQuote = z.infer<typeof extensionQuoteSchema>;

export const rentalExtensionSchema = z.object({
  changeId: z.number().int(),
  /** done: in force; pending: the new days are held while the customer pays online at `checkoutUrl`. */
  status: z.enum(['pending', 'done']),
  amount: moneySchema,
  addedDays: z.number().int(),
  unitReplaced: z.boolean(),
  checkoutUrl: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  rental: rentalSchema,
});
export type RentalExtension = z.infer<typeof rentalExtensionSchema>;

import { z } from 'zod';
import { fullNameSchema, phoneTextSchema } from '../auth-rules';
import { billingAddressInputSchema } from './billing-address';
import { businessInputSchema } from './business';
import { languageSchema } from './language';
import { rentalSchema } from './rental';

/**
 * The only way a profile changes (better-auth's update-user is not exposed): the fields a customer
 * edits, each optional so a form sends what changed. The phone's rule needs the saved phone, so the
 * server checks it (shared/auth-rules `isAcceptedProfilePhone`); an empty phone clears it, as
 * `billingAddress: null` clears the address.
 * The picture has its own upload route: no client ever names an image URL.
 */
export const profileUpdateSchema = z.strictObject({
  fullName: fullNameSchema.optional(),
  phoneNumber: phoneTextSchema.optional(),
  language: languageSchema.optional(),
  /** The account's billing address, all four fields; null removes it. */
  billingAddress: billingAddressInputSchema.nullable().optional(),
  /** The business the customer rents for (company, VAT number, purchase orders); null: a private customer again. */
  business: businessInputSchema.nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The account's front page: how much is in each section, and the next rental to collect. */
export const accountOverviewSchema = z.object({
  rentals: z.number().int(),
  incidents: z.number().int(),
  openIncidents: z.number().int(),
  reviews: z.number().int(),
  /** The rental whose first day is the nearest from today on; null when none is ahead. */
  nextRental: rentalSchema.nullable(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

import { z } from 'zod';
import { isoCountryCodes } from '../countries';
import { singleLineTextSchema } from './input';

/*
 * The account's billing address: optional for a private customer, printed on the
 * invoices issued while it is saved. An order placed for a business prints the business's
 * address instead (the checkout's business details).
 */

const line = (max: number, message: string) => singleLineTextSchema(max).trim().min(1, message);

/** What PATCH /api/me takes as `billingAddress`; `null` removes the saved one. */
export const billingAddressInputSchema = z.strictObject({
  street: line(200, 'The street and number are required.'),
  postcode: line(20, 'The postcode is required.'),
  city: line(100, 'The city is required.'),
  /** ISO 3166-1 alpha-2 ("DE", "ES"), written in capitals when sent in small letters. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => isoCountryCodes.has(code), 'A country is its two-letter ISO 3166-1 code, for example DE or ES.')
    .meta({ pattern: '^[A-Za-z]{2}$', example: 'DE' }),
});
export type BillingAddressInput = z.infer<typeof billingAddressInputSchema>;

/** The saved billing address, as GET /api/me shows it. */
export const billingAddressSchema = z.object({
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** The billing address kept in a user's four columns (all set or none: a constraint), or null. */
export function billingAddressOf(row: {
  billingStreet?: string | null;
  billingPostcode?: string | null;
  billingCity?: string | null;
  billingCountry?: string | null;
}): BillingAddress | null {
  const { billingStreet: street, billingPostcode: postcode, billingCity: city, billingCountry: country } = row;
  return street && postcode && city && country ? { street, postcode, city, country } : null;
}

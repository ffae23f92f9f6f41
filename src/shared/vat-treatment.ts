import type { VatCheckStatus } from './schemas/business';
import { countryOfVatId } from './vat-numbers';
import { vatOfGross } from './vat';

/*
 * Which VAT an order is charged (decision 089, docs/business-customers.md). Renting out equipment
 * to a business is a service taxed where the business is (Directive 2006/112/EC, art. 44): a
 * business in another member state, with a VAT number VIES found valid, owes the VAT itself
 * (reverse charge, art. 196), and the shop charges none. Every other case pays the shop's VAT:
 * a business in the shop's own country, consumers, a business whose number VIES did not confirm
 * (invalid, unavailable, never checked), and customers outside the EU (the shop cannot prove their
 * business status; docs/business-customers.md lists it as a case not covered). Never a guess: only
 * VIES's "valid" turns VAT off.
 */

export const vatTreatments = ['standard', 'reverse_charge'] as const;
export type VatTreatment = (typeof vatTreatments)[number];

/** The 27 member states by ISO code (Greece is GR; its VAT numbers say EL). */
const EU_MEMBER_STATES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT',
  'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

export const isEuMemberState = (country: string): boolean => EU_MEMBER_STATES.has(country);

/** The account's business as the booking reads it: its VAT number and what VIES answered. */
export type CheckedBusiness = { vatId: string; vatCheck: VatCheckStatus };

/**
 * The VAT of an order for a customer whose account has `business` (null: none), booked by a shop
 * in `shopCountry` (its legal details' country; empty while unset). `checkoutVatId`, when the
 * checkout named a business, must be the account's own number: VIES checked that one only.
 * Northern Ireland's XI numbers are EU numbers for goods only: a rental is a service, so no.
 */
export function vatTreatmentOf(
  shopCountry: string,
  business: CheckedBusiness | null,
  checkoutVatId?: string | null,
): VatTreatment {
  if (!business || business.vatCheck !== 'valid') return 'standard';
  if (checkoutVatId && checkoutVatId !== business.vatId) return 'standard';
  if (business.vatId.startsWith('XI')) return 'standard';
  const country = countryOfVatId(business.vatId);
  if (!isEuMemberState(shopCountry) || !isEuMemberState(country)) return 'standard';
  return country === shopCountry ? 'standard' : 'reverse_charge';
}

/**
 * A price the shop set (VAT included, as consumers pay it) for a customer under `treatment`:
 * as it is, or without its VAT when the customer owes the VAT itself. The VAT taken out is the
 * one a consumer's invoice would show for that amount, so the business pays what the shop keeps.
 */
export function priceUnder(treatment: VatTreatment, grossCents: number, ratePercent: number): number {
  return treatment === 'reverse_charge' ? grossCents - vatOfGross(grossCents, ratePercent) : grossCents;
}

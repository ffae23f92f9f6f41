/*
 * What a customer with no completed rental may hold (decision 036). A review found two throwaway
 * accounts blocking every unit of a product for a year within the booking limits of decision 022:
 * a limit per account cannot stop many accounts. So besides each new customer's own caps, new
 * customers TOGETHER hold at most a share of a product's units on any day, and the rest is kept
 * for customers whose first rental has ended, whatever any number of new accounts do. The server
 * enforces these in the booking transaction; GET /api/shop answers them for the web's texts.
 */

export type NewCustomerLimits = {
  /** Rentals not yet ended that a new customer may have (at most MAX_OPEN_RENTALS anyway). */
  maxOpenRentals: number;
  /** Units a new customer may hold in all their rentals not yet ended together. */
  maxUnits: number;
  /** Percent of a product's operational units that new customers together may hold on any one day. */
  stockSharePercent: number;
};

/**
 * A small shop: two requests of one unit each, or one of two units, lets a first-time customer
 * try the shop; half of each product is theirs to share, so a product of 2 units keeps 1 for
 * returning customers every day, one of 4 keeps 2.
 */
export const DEFAULT_NEW_CUSTOMER_LIMITS: NewCustomerLimits = {
  maxOpenRentals: 2,
  maxUnits: 2,
  stockSharePercent: 50,
};

/** Limits that change nothing: for tests and load tests that book as established customers would. */
export const LIFTED_NEW_CUSTOMER_LIMITS: NewCustomerLimits = {
  maxOpenRentals: 10_000,
  maxUnits: 10_000,
  stockSharePercent: 100,
};

export const newCustomerLimitCodes = [
  'NEW_CUSTOMER_OPEN_RENTALS',
  'NEW_CUSTOMER_UNITS',
  'NEW_CUSTOMER_SHARE_TAKEN',
] as const;
export type NewCustomerLimitCode = (typeof newCustomerLimitCodes)[number];

/**
 * How many units of a product with `units` operational units new customers together may hold on
 * one day. Rounded down, since the promise is to returning customers, who keep at least the rest;
 * but never below one unit, so a first-time customer can rent a product the shop has only one of
 * (such a product carries no promise: decision 036).
 */
export const newCustomerShareOf = (units: number, limits: NewCustomerLimits) =>
  Math.max(1, Math.floor((units * limits.stockSharePercent) / 100));

/** The English message of each refusal; the web has its own texts for the codes, in every language. */
export const newCustomerLimitMessage: Record<NewCustomerLimitCode, (limits: NewCustomerLimits) => string> = {
  NEW_CUSTOMER_OPEN_RENTALS: (limits) =>
    `Until your first rental has ended you can have ${limits.maxOpenRentals} open rental requests: cancel one or wait until one ends.`,
  NEW_CUSTOMER_UNITS: (limits) =>
    `Until your first rental has ended you can hold at most ${limits.maxUnits} units in all your open rental requests together.`,
  NEW_CUSTOMER_SHARE_TAKEN: () =>
    'On some of these dates the units of this product open to first-time customers are already booked; the rest is kept for customers whose first rental has ended. Please try other dates.',
};

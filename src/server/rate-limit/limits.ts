/** At most `limit` hits in `windowSeconds` (a fixed window). */
export type RateRule = { limit: number; windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the shop (decision 023, README "Rate limits"). Counted in PostgreSQL, so
 * they hold across processes; a client's IP is the one the trusted proxy saw (TRUST_PROXY).
 */
export type RateLimits = {
  /** Failed sign-ins for one account (the e-mail), from any address; past it even the right password waits. */
  signInFailuresPerAccount: RateRule;
  /** Failed sign-ins from one client IP, whatever the accounts (SIGNIN_RATE_LIMIT). */
  signInFailuresPerIp: RateRule;
  /** Sign-up requests from one client IP (SIGNUP_RATE_LIMIT). */
  signUpsPerIp: RateRule;
  /** Mails to one address, counted per kind (sign-up, password reset, confirmation link again). */
  mailsPerAddress: RateRule;
  /** Password-reset and confirmation-link requests from one client IP, whatever the addresses (SIGNUP_RATE_LIMIT). */
  mailRequestsPerIp: RateRule;
  /** Profile saves per customer. */
  profileUpdatesPerUser: RateRule;
  /** Avatar and product-image uploads per user. */
  uploadsPerUser: RateRule;
  /** Rental requests (POST /api/rentals) per customer (BOOKING_RATE_LIMIT). */
  bookingsPerUser: RateRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInFailuresPerAccount: { limit: 100, windowSeconds: HOUR },
  signInFailuresPerIp: { limit: 20, windowSeconds: 15 * MINUTE },
  signUpsPerIp: { limit: 10, windowSeconds: MINUTE },
  mailsPerAddress: { limit: 3, windowSeconds: HOUR },
  mailRequestsPerIp: { limit: 10, windowSeconds: MINUTE },
  profileUpdatesPerUser: { limit: 10, windowSeconds: MINUTE },
  uploadsPerUser: { limit: 20, windowSeconds: HOUR },
  bookingsPerUser: { limit: 30, windowSeconds: HOUR },
};

/** The defaults with some rules replaced (a shop's settings, or a test that needs more). */
export const rateLimitsWith = (overrides: Partial<RateLimits> = {}): RateLimits => ({
  ...DEFAULT_RATE_LIMITS,
  ...overrides,
});

/** The limits an operator sets in the environment (README): failed sign-ins and mail requests per client IP, bookings per customer. */
export const rateLimitsFromConfig = (config: {
  SIGNIN_RATE_LIMIT: number;
  SIGNUP_RATE_LIMIT: number;
  BOOKING_RATE_LIMIT: number;
}): Partial<RateLimits> => ({
  signInFailuresPerIp: { ...DEFAULT_RATE_LIMITS.signInFailuresPerIp, limit: config.SIGNIN_RATE_LIMIT },
  signUpsPerIp: { ...DEFAULT_RATE_LIMITS.signUpsPerIp, limit: config.SIGNUP_RATE_LIMIT },
  mailRequestsPerIp: { ...DEFAULT_RATE_LIMITS.mailRequestsPerIp, limit: config.SIGNUP_RATE_LIMIT },
  bookingsPerUser: { ...DEFAULT_RATE_LIMITS.bookingsPerUser, limit: config.BOOKING_RATE_LIMIT },
});

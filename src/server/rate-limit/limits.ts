/** At most `limit` hits in `windowSeconds` (a fixed window). */
export type RateRule = { limit: number; windowSeconds: number };

/**
 * Failed sign-ins on one account from browsers without its device cookie, in the window of
 * `signInFailuresPerAccount` (decisions 035, 097). Past `freeFailures` every such sign-in waits
 * before its password is checked, `stepMs` doubled per further failure up to `maxMs`; at
 * `alertAfter` failures the owner is mailed, at most once every `alertEverySeconds`.
 */
export type SignInSlowdown = {
  freeFailures: number;
  stepMs: number;
  maxMs: number;
  alertAfter: number;
  alertEverySeconds: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the shop (decision 023, README "Rate limits"). Counted in PostgreSQL, so
 * they hold across processes; a client's IP is the one the trusted proxy saw (TRUST_PROXY).
 */
export type RateLimits = {
  /** Failed sign-ins for one account (the e-mail) from one client IP; past it that IP waits (429), others do not. */
  signInFailuresPerAccountAndIp: RateRule;
  /**
   * Failed sign-ins for one account from browsers without a valid device cookie for it, from any
   * IP (SIGNIN_ACCOUNT_RATE_LIMIT an hour, decision 097): past it those browsers wait (429); a
   * browser the account signed in from before does not.
   */
  signInFailuresPerAccount: RateRule;
  /** What the failures counted by `signInFailuresPerAccount` also do: slow those sign-ins, mail the owner. */
  signInSlowdown: SignInSlowdown;
  /** Failed sign-ins with one device cookie: past it that browser counts as unknown until the window ends. */
  signInFailuresPerDevice: RateRule;
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
  /** Requests authenticated by one API token, whatever the route (API_TOKEN_RATE_LIMIT a minute, decision 055). */
  requestsPerApiToken: RateRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  signInFailuresPerAccount: { limit: 100, windowSeconds: HOUR },
  signInSlowdown: {
    freeFailures: 10,
    stepMs: 250,
    maxMs: 4000,
    alertAfter: 20,
    alertEverySeconds: 6 * HOUR,
  },
  signInFailuresPerDevice: { limit: 5, windowSeconds: HOUR },
  signInFailuresPerIp: { limit: 20, windowSeconds: 15 * MINUTE },
  signUpsPerIp: { limit: 10, windowSeconds: MINUTE },
  mailsPerAddress: { limit: 3, windowSeconds: HOUR },
  mailRequestsPerIp: { limit: 10, windowSeconds: MINUTE },
  profileUpdatesPerUser: { limit: 10, windowSeconds: MINUTE },
  uploadsPerUser: { limit: 20, windowSeconds: HOUR },
  bookingsPerUser: { limit: 30, windowSeconds: HOUR },
  requestsPerApiToken: { limit: 600, windowSeconds: MINUTE },
};

/** The defaults with some rules replaced (a shop's settings, or a test that needs more). */
export const rateLimitsWith = (overrides: Partial<RateLimits> = {}): RateLimits => ({
  ...DEFAULT_RATE_LIMITS,
  ...overrides,
});

/**
 * The limits an operator sets in the environment (README): failed sign-ins per client IP and per
 * account, mail requests per client IP, bookings per customer, requests per API token.
 */
export const rateLimitsFromConfig = (config: {
  SIGNIN_RATE_LIMIT: number;
  SIGNIN_ACCOUNT_RATE_LIMIT: number;
  SIGNUP_RATE_LIMIT: number;
  BOOKING_RATE_LIMIT: number;
  API_TOKEN_RATE_LIMIT: number;
}): Partial<RateLimits> => ({
  signInFailuresPerIp: { ...DEFAULT_RATE_LIMITS.signInFailuresPerIp, limit: config.SIGNIN_RATE_LIMIT },
  signInFailuresPerAccount: {
    ...DEFAULT_RATE_LIMITS.signInFailuresPerAccount,
    limit: config.SIGNIN_ACCOUNT_RATE_LIMIT,
  },
  signUpsPerIp: { ...DEFAULT_RATE_LIMITS.signUpsPerIp, limit: config.SIGNUP_RATE_LIMIT },
  mailRequestsPerIp: { ...DEFAULT_RATE_LIMITS.mailRequestsPerIp, limit: config.SIGNUP_RATE_LIMIT },
  bookingsPerUser: { ...DEFAULT_RATE_LIMITS.bookingsPerUser, limit: config.BOOKING_RATE_LIMIT },
  requestsPerApiToken: { ...DEFAULT_RATE_LIMITS.requestsPerApiToken, limit: config.API_TOKEN_RATE_LIMIT },
});

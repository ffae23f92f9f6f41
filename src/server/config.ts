import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type BookingLimits, DEFAULT_BOOKING_LIMITS } from '../shared/booking-limits';
import { isTimeZone } from '../shared/calendar-date';
import { DEFAULT_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '../shared/new-customer-limits';
import { RENTAL_MAX_QUANTITY } from '../shared/limits';
import { machineTimeZone } from '../shared/shop-page';
import type { TrustProxy } from './http/trust-proxy';
import { storageUrlSchema } from './storage/storage-url';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** An IP address, or a network in CIDR form (10.0.0.0/8, fd00::/8). */
function isAddressOrNetwork(entry: string) {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the shop are trusted to say the client's address: a number of hops
 * (`true` is 1, the usual single reverse proxy; `false` or 0 none), or a comma-separated list of
 * proxy addresses or networks. Fastify then takes the address the nearest trusted proxy saw, so
 * what a client writes into X-Forwarded-For itself never becomes its IP.
 */
const trustProxySchema = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim();
  if (value === 'true') return 1;
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value.split(',').map((entry) => entry.trim());
  if (list.every(isAddressOrNetwork)) return list;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, a number of proxy hops, or a comma-separated list of proxy IPs or CIDRs',
  });
  return z.NEVER;
});

/** Every variable the server reads; `.env.example` documents the same list with its defaults. */
const envSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  // Server processes on this machine, sharing PORT (cluster.ts); 1 runs the shop in this process.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // Uploaded files in S3-compatible buckets instead of DATA_DIR/uploads (storage/storage-url.ts).
  STORAGE_URL: storageUrlSchema.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // A streaming replica of DATABASE_URL for catalogue reads (decision 032).
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(54_329),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Framehire <no-reply@framehire.local>'),
  TRUST_PROXY: trustProxySchema.default(false),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  // Failed sign-ins per account an hour from browsers it has not signed in from (decision 097).
  SIGNIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  // Requests per API token per minute (decision 055).
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  // The shop's booking limits (decision 022).
  MAX_RENTAL_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_BOOKING_LIMITS.maxRentalDays),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_BOOKING_LIMITS.bookingHorizonDays),
  MAX_UNITS_PER_BOOKING: z.coerce
    .number()
    .int()
    .min(1)
    .max(RENTAL_MAX_QUANTITY)
    .default(DEFAULT_BOOKING_LIMITS.maxUnitsPerBooking),
  MAX_OPEN_RENTALS: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BOOKING_LIMITS.maxOpenRentals),
  // What a customer with no ended rental may hold (decision 036); 10000 lifts the caps for a load test.
  NEW_CUSTOMER_MAX_OPEN_RENTALS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_NEW_CUSTOMER_LIMITS.maxOpenRentals),
  NEW_CUSTOMER_MAX_UNITS: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_NEW_CUSTOMER_LIMITS.maxUnits),
  // Percent of a product's units new customers together may hold on a day (at least one unit); 100 turns the share off.
  NEW_CUSTOMER_STOCK_SHARE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(DEFAULT_NEW_CUSTOMER_LIMITS.stockSharePercent),
  SHOP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Madrid or America/Los_Angeles')
    .optional(),
  // Online payment through Stripe Checkout (docs/payments.md): both keys, or neither.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  // Another address for Stripe's API (a local server in tests); Stripe's own when unset.
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The EU's VIES service that checks a business's VAT number (docs/business-customers.md); none asked when unset.
  VIES_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // How long a customer has to pay online; Stripe refuses a Checkout Session that expires in under 30 minutes.
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(30, 'must be at least 30: Stripe refuses a Checkout Session that expires sooner')
    .max(1440, 'must be at most 1440: a Checkout Session expires within 24 hours')
    .default(30),
  // Webhooks may reach private, loopback and link-local addresses, and plain http (decision 053).
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((value) => value === 'true')
    .default(false),
  // Memory per server process for storefront pages kept for visitors who are not signed in
  // (decision 056; DEFAULT_PAGE_CACHE_MB in storefront/page-cache.ts); 0 keeps none.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

/** Every variable's name: README's settings table and `.env.example` list each (config.test.ts checks). */
export const settingNames = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'DATA_DIR' | 'SHOP_TIME_ZONE'> & {
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set: then it is the only origin browsers may call the shop from. */
  PUBLIC_URL_SET: boolean;
  DATA_DIR: string;
  SHOP_TIME_ZONE: string;
};

/** The booking limits the settings ask for. */
export const bookingLimitsOf = (config: Config): BookingLimits => ({
  maxRentalDays: config.MAX_RENTAL_DAYS,
  bookingHorizonDays: config.BOOKING_HORIZON_DAYS,
  maxUnitsPerBooking: config.MAX_UNITS_PER_BOOKING,
  maxOpenRentals: config.MAX_OPEN_RENTALS,
});

/** What a customer with no ended rental may hold, as the settings ask. */
export const newCustomerLimitsOf = (config: Config): NewCustomerLimits => ({
  maxOpenRentals: config.NEW_CUSTOMER_MAX_OPEN_RENTALS,
  maxUnits: config.NEW_CUSTOMER_MAX_UNITS,
  stockSharePercent: config.NEW_CUSTOMER_STOCK_SHARE,
});

/** Stripe's settings, when both keys are set (loadConfig refuses one without the other), and the payment hold. */
export const paymentsOf = (config: Config) => ({
  stripe:
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiUrl: config.STRIPE_API_URL,
        }
      : undefined,
  holdMinutes: config.PAYMENT_HOLD_MINUTES,
});

export class ConfigError extends Error {}

/** Parses the environment once at start, failing with the name of every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  // The embedded PostgreSQL has no replicas: a read URL beside it would be some other database.
  if (value.DATABASE_READ_URL && !value.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the primary it replicates); the embedded PostgreSQL has no replica',
    );
  if ((value.STRIPE_SECRET_KEY === undefined) !== (value.STRIPE_WEBHOOK_SECRET === undefined))
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to take payments online, or neither to take them at pick-up',
    );
  return {
    ...value,
    DATA_DIR: resolve(value.DATA_DIR),
    SHOP_TIME_ZONE: value.SHOP_TIME_ZONE ?? machineTimeZone(),
    PUBLIC_URL: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    PUBLIC_URL_SET: value.PUBLIC_URL !== undefined,
  };
}

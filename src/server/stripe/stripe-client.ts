import { createRequire } from 'node:module';
import type Stripe from 'stripe';

/**
 * Stripe's SDK, loaded when the shop makes its client, so a shop without Stripe's settings never
 * loads it: 17 MB of a process's memory at idle (issue 49). Required, not imported: the services
 * are built synchronously at start. Its errors are told apart by the client's own `errors`
 * (`stripe.errors.StripeError`), the classes of the SDK that threw them.
 */
const loadStripeSdk = (): typeof Stripe => createRequire(import.meta.url)('stripe') as typeof Stripe;

/** Stripe's settings (AppDependencies.payments.stripe): the keys, and another address for its API in tests. */
export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

/**
 * The official SDK, made once per server. The API version is pinned to the one this SDK release
 * was built for, so its types describe exactly what Stripe answers; STRIPE_API_URL (a local
 * server in tests and in `npm run stripe:local`) replaces Stripe's own host, port and protocol.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const Stripe = loadStripeSdk();
  const address = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    apiVersion: Stripe.API_VERSION,
    // A checkout waits for the session at most this long before it answers 503 and frees the units.
    timeout: 20_000,
    // Every call that changes something carries an idempotency key, so a retry never does it twice.
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Framehire' },
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === 'https:' ? 443 : 80),
      protocol: address.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

export type StripeClient = Stripe;

/**
 * Stripe could not be reached or failed on its side (worth trying again later), as opposed to
 * refusing the request. Told by the error classes of the SDK that made `stripe`, the client that threw.
 */
export function isStripeUnavailable(stripe: Stripe, error: unknown): boolean {
  if (!(error instanceof stripe.errors.StripeError)) return false;
  if (error instanceof stripe.errors.StripeConnectionError || error instanceof stripe.errors.StripeAPIError)
    return true;
  return error.statusCode === undefined || error.statusCode >= 500 || error.statusCode === 429;
}

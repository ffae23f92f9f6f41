import Stripe from 'stripe';

/** Stripe's settings (AppDependencies.payments.stripe): the keys, and another address for its API in tests. */
export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

/**
 * The official SDK, made once per server. The API version is pinned to the one this SDK release
 * was built for, so its types describe exactly what Stripe answers; STRIPE_API_URL (a local
 * server in tests and in `npm run stripe:local`) replaces Stripe's own host, port and protocol.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
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

/** Stripe could not be reached or failed on its side (worth trying again later), as opposed to refusing the request. */
export function isStripeUnavailable(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError)
    return true;
  return error.statusCode === undefined || error.statusCode >= 500 || error.statusCode === 429;
}

import type { RateLimits, RateRule } from './limits';
import type { PerUserRule } from './route-limits';

/*
 * The rate limits as the OpenAPI document publishes them: a text for the document's
 * description, and an `x-ratelimit` list on each operation that has some, read from the same
 * settings the counters use, so the document never tells other numbers than the server applies.
 */

/** One limit on an operation: at most `limit` requests in `windowSeconds`, counted per `per`. */
export type PublishedLimit = { limit: number; windowSeconds: number; per: string; counts: string };

const published = (rule: RateRule, per: string, counts: string): PublishedLimit => ({
  limit: rule.limit,
  windowSeconds: rule.windowSeconds,
  per,
  counts,
});

const PER_USER: Record<PerUserRule, string> = {
  profileUpdatesPerUser: 'profile changes',
  uploadsPerUser: 'picture uploads',
  bookingsPerUser: 'rental requests',
};

/** better-auth's endpoints that count (rate-limit/auth-limits.ts), by their path under /api/auth. */
function authLimits(path: string, limits: RateLimits): PublishedLimit[] {
  if (path === '/sign-in/email') {
    return [
      published(limits.signInFailuresPerIp, 'client IP', 'failed sign-ins'),
      published(limits.signInFailuresPerAccountAndIp, 'account and client IP', 'failed sign-ins'),
      published(limits.signInFailuresPerAccount, 'account', 'failed sign-ins from browsers without its device cookie'),
    ];
  }
  const perIp = path === '/sign-up/email' ? limits.signUpsPerIp : limits.mailRequestsPerIp;
  if (['/sign-up/email', '/request-password-reset', '/send-verification-email'].includes(path)) {
    return [
      published(perIp, 'client IP', 'requests that send a mail'),
      published(limits.mailsPerAddress, 'e-mail address', 'mails of this kind'),
    ];
  }
  return [];
}

/** The limits one operation is under: its own rule, and the per-token one when a token may call it. */
export function operationLimits(
  route: { url: string; perUserLimit?: PerUserRule; tokenUsable: boolean },
  limits: RateLimits,
): PublishedLimit[] {
  const own = route.url.startsWith('/api/auth/')
    ? authLimits(route.url.slice('/api/auth'.length), limits)
    : route.perUserLimit
      ? [published(limits[route.perUserLimit], 'user', PER_USER[route.perUserLimit])]
      : [];
  return route.tokenUsable
    ? [...own, published(limits.requestsPerApiToken, 'API token', 'requests with the token, on any route')]
    : own;
}

const every = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;

/** The whole policy in words, for the document's description. */
export function describeRateLimits(limits: RateLimits): string {
  const line = (rule: RateRule, what: string) => `- ${what}: ${rule.limit} per ${every(rule.windowSeconds)}`;
  return [
    'Rate limits (each operation lists its own in `x-ratelimit`: limit, windowSeconds, per, counts). Past one, the answer is 429 RATE_LIMITED with a Retry-After header in seconds.',
    line(limits.requestsPerApiToken, 'Requests with one API token (Authorization: Bearer), whatever the route'),
    line(limits.signInFailuresPerIp, 'Failed sign-ins per client IP'),
    line(limits.signInFailuresPerAccountAndIp, 'Failed sign-ins per account and client IP'),
    line(
      limits.signInFailuresPerAccount,
      'Failed sign-ins per account from browsers without its device cookie (one that signed in to it before), from every IP',
    ),
    line(limits.signUpsPerIp, 'Sign-ups per client IP'),
    line(limits.mailRequestsPerIp, 'Password-reset and confirmation-link requests per client IP'),
    line(limits.mailsPerAddress, 'Mails of one kind to one address'),
    line(limits.profileUpdatesPerUser, 'Profile changes per user'),
    line(limits.uploadsPerUser, 'Picture uploads per user'),
    line(limits.bookingsPerUser, 'Rental requests (orders, rentals, extensions) per user'),
  ].join('\n');
}

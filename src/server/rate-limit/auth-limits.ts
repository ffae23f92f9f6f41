import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from './counters';
import type { DeviceCookies } from './device-cookies';
import type { RateLimits, RateRule, SignInSlowdown } from './limits';
import { rateLimited } from './refuse';

/** Tells an account's owner that its sign-in is under attack (sign-in-alert.ts); knows whether the address has an account. */
export type SignInAlert = (address: string, failures: number) => Promise<void>;

/**
 * Called with better-auth's answer status: takes back the hits that were not what the rule counts.
 * `resetAccount`: the account whose password the request reset, when better-auth says so.
 */
export type Settle = (status: number, resetAccount?: string) => Promise<void>;

/** Checks an auth request against its limits (throws the 429) before better-auth sees it. */
export type AuthLimits = (path: string, request: FastifyRequest, reply: FastifyReply) => Promise<Settle>;

type Counted = { key: string; rule: RateRule; message: string };

/** Which mail each endpoint sends to the address in its body, and so which counter it uses. */
const MAIL_KINDS: Record<string, string> = {
  '/sign-up/email': 'signup',
  '/request-password-reset': 'reset',
  '/send-verification-email': 'verification',
};

/** How long a sign-in on an account waits after `failures` failures in the window: none, then doubling, bounded. */
export function signInDelayMs(failures: number, rule: SignInSlowdown): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxMs, rule.stepMs * 2 ** Math.min(over - 1, 30));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in (decisions 023, 035, 097) follows OWASP's device cookies. A browser that signed in to
 * the account before sends its device cookie for it: only its own failures count, a few an hour,
 * and nobody else's failures ever refuse or slow it. Any other request is a stranger's: its
 * failures count per client IP, per account and client IP, and per account from every IP
 * (`signInFailuresPerAccount`, one row per account and window, updated by one statement); past any
 * of them it is answered 429 before its password is checked. Past a few of the account's failures
 * a stranger's sign-in also waits a little (bounded), and at some more the owner is mailed. A
 * sign-in that did not fail on the password is taken back; one that succeeded (or a password
 * reset) makes the browser known. Sign-up, password reset and a new confirmation link each count
 * per client IP and per target address, so one address cannot be flooded with mails.
 */
export function createAuthLimits(
  limiter: RateLimiter,
  limits: RateLimits,
  options: { alert?: SignInAlert; devices?: DeviceCookies } = {},
): AuthLimits {
  const { alert, devices } = options;
  const nothing: Settle = async () => {};
  return async (path, request, reply) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const address = typeof email === 'string' ? email.toLowerCase() : '';
    let counted: Counted[];
    let keepWhen: (status: number) => boolean;
    if (path === '/sign-in/email') {
      const settle = await signIn(address, request, reply);
      return async (status) => {
        await settle(status);
        if (status === 200) knownFrom(request, reply, address);
      };
    } else if (path === '/reset-password') {
      // The reset link proves the mailbox: this browser may sign in during an attack (OWASP's out-of-band cookie).
      return async (status, resetAccount) => {
        if (status === 200 && resetAccount) knownFrom(request, reply, resetAccount);
      };
    } else if (MAIL_KINDS[path]) {
      const message = 'Too many e-mails asked for.';
      const perIp = path === '/sign-up/email' ? limits.signUpsPerIp : limits.mailRequestsPerIp;
      counted = [
        { key: `${MAIL_KINDS[path]}-ip:${request.ip}`, rule: perIp, message },
        { key: `mail-${MAIL_KINDS[path]}:${address}`, rule: limits.mailsPerAddress, message },
      ];
      // A refused request (bad token, invalid input) sent no mail.
      keepWhen = (status) => status < 400;
    } else {
      return nothing;
    }
    return countAll(counted, keepWhen, reply);
  };

  /** Counts each key (throwing the 429 of the first one past its limit); the settle takes back what `keepWhen` does not keep. */
  async function countAll(counted: Counted[], keepWhen: (status: number) => boolean, reply: FastifyReply) {
    const passed: Counted[] = [];
    for (const one of counted) {
      const result = await limiter.hit(one.key, one.rule.limit, one.rule.windowSeconds);
      if (!result.allowed) throw rateLimited(reply, result.retryAfterSeconds, one.message);
      passed.push(one);
    }
    return async (status: number) => {
      if (keepWhen(status)) return;
      for (const one of passed) await limiter.refund(one.key);
    };
  }

  /** The browser is known for `account` from now on: a new device cookie (a new id, so its failures start again). */
  function knownFrom(request: FastifyRequest, reply: FastifyReply, account: string) {
    if (devices) reply.header('set-cookie', devices.issue(request.headers.cookie, account));
  }

  /** A sign-in's counts: its device cookie's when it has a valid one with failures to spare, a stranger's otherwise. */
  async function signIn(address: string, request: FastifyRequest, reply: FastifyReply): Promise<Settle> {
    const device = devices?.trustedDevice(request.headers.cookie, address);
    if (device) {
      const key = `signin-device:${device}`;
      const rule = limits.signInFailuresPerDevice;
      const own = await limiter.hit(key, rule.limit, rule.windowSeconds);
      if (own.allowed) {
        return async (status) => {
          if (status !== 401) await limiter.refund(key);
        };
      }
      // Past its own few failures the cookie proves nothing more: the browser is a stranger until the window ends.
    }
    const message = 'Too many failed sign-ins.';
    const counted = [
      { key: `signin-ip:${request.ip}`, rule: limits.signInFailuresPerIp, message },
      {
        key: `signin-account-ip:${request.ip}:${address}`,
        rule: limits.signInFailuresPerAccountAndIp,
        message: 'Too many failed sign-ins for this account from your address.',
      },
    ];
    // Only a wrong e-mail or password is a failed attempt (401); a success or an unconfirmed address is not.
    const settleIpCounts = await countAll(counted, (status) => status === 401, reply);
    return strangerOnAccount(address, settleIpCounts, reply);
  }

  /**
   * The account's failures from strangers, every IP together: one statement adds this attempt
   * and returns the count, so however many arrive at once, in however many processes, at most
   * the limit get to their password. Past it the attempt is refused and taken back (the count
   * stays the failures). Within it, past `freeFailures`, the sign-in waits before its password is
   * checked (the right one too: it cannot be told apart before), and the owner hears of it.
   */
  async function strangerOnAccount(address: string, settleIpCounts: Settle, reply: FastifyReply): Promise<Settle> {
    const rule = limits.signInFailuresPerAccount;
    const slowdown = limits.signInSlowdown;
    const key = `signin-account:${address}`;
    const { allowed, count, retryAfterSeconds } = await limiter.hit(key, rule.limit, rule.windowSeconds);
    if (!allowed) {
      await limiter.refund(key);
      await settleIpCounts(429);
      throw rateLimited(reply, retryAfterSeconds, 'Too many failed sign-ins for this account.');
    }
    await sleep(signInDelayMs(count - 1, slowdown));
    return async (status) => {
      await settleIpCounts(status);
      if (status !== 401) return limiter.refund(key);
      if (alert && count >= slowdown.alertAfter) await alert(address, count);
    };
  }
}

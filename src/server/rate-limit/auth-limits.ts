import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from './counters';
import type { RateLimits, RateRule, SignInSlowdown } from './limits';
import { rateLimited } from './refuse';

/** Tells an account's owner that its sign-in is under attack (sign-in-alert.ts); knows whether the address has an account. */
export type SignInAlert = (address: string, failures: number) => Promise<void>;

/** Called with better-auth's answer status: takes back the hits that were not what the rule counts. */
export type Settle = (status: number) => Promise<void>;

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
 * Sign-in counts failures per client IP, and per account and client IP (decisions 023, 035):
 * past either, that IP is answered 429. Per account from any IP nothing is ever blocked, so
 * whoever knows the password gets in from anywhere: past a few failures every sign-in on the
 * account waits a little longer (bounded), and its owner is mailed. A sign-in that did not fail
 * on the password is taken back. Sign-up, password reset and a new confirmation link each count
 * per client IP and per target address, so one address cannot be flooded with mails.
 */
export function createAuthLimits(limiter: RateLimiter, limits: RateLimits, alert?: SignInAlert): AuthLimits {
  const nothing: Settle = async () => {};
  return async (path, request, reply) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const address = typeof email === 'string' ? email.toLowerCase() : '';
    let counted: Counted[];
    let keepWhen: (status: number) => boolean;
    if (path === '/sign-in/email') {
      const message = 'Too many failed sign-ins.';
      counted = [
        { key: `signin-ip:${request.ip}`, rule: limits.signInFailuresPerIp, message },
        {
          key: `signin-account-ip:${request.ip}:${address}`,
          rule: limits.signInFailuresPerAccountAndIp,
          message: 'Too many failed sign-ins for this account from your address.',
        },
      ];
      // Only a wrong e-mail or password is a failed attempt (401); a success or an unconfirmed address is not.
      keepWhen = (status) => status === 401;
      const settle = await countAll(counted, keepWhen, reply);
      return slowDownSignIn(address, settle);
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

  /**
   * The account's failures from every IP: counted (never past a limit), waited on, and told to
   * the owner when they reach `alertAfter`. Waiting before the password is checked slows each
   * guess, the right password's included, by at most `maxMs`.
   */
  async function slowDownSignIn(address: string, settleIpCounts: Settle): Promise<Settle> {
    const rule = limits.signInSlowdown;
    const key = `signin-account:${address}`;
    const { count } = await limiter.hit(key, Number.MAX_SAFE_INTEGER, rule.windowSeconds);
    await sleep(signInDelayMs(count - 1, rule));
    return async (status) => {
      await settleIpCounts(status);
      if (status !== 401) return limiter.refund(key);
      if (alert && count >= rule.alertAfter) await alert(address, count);
    };
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from './counters';
import type { RateLimits, RateRule } from './limits';
import { rateLimited } from './refuse';

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

/**
 * Sign-in counts failures, per client IP and per account (the e-mail of the body, whatever IP
 * it comes from), so spreading guesses over addresses does not help; a sign-in that did not
 * fail on the password is taken back. Sign-up, password reset and a new confirmation link each
 * count per client IP and per target address, so one address cannot be flooded with mails.
 * Decision 023.
 */
export function createAuthLimits(limiter: RateLimiter, limits: RateLimits): AuthLimits {
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
        { key: `signin-account:${address}`, rule: limits.signInFailuresPerAccount, message },
      ];
      // Only a wrong e-mail or password is a failed attempt (401); a success or an unconfirmed address is not.
      keepWhen = (status) => status === 401;
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
    const passed: Counted[] = [];
    for (const one of counted) {
      const result = await limiter.hit(one.key, one.rule.limit, one.rule.windowSeconds);
      if (!result.allowed) throw rateLimited(reply, result.retryAfterSeconds, one.message);
      passed.push(one);
    }
    return async (status) => {
      if (keepWhen(status)) return;
      for (const one of passed) await limiter.refund(one.key);
    };
  };
}

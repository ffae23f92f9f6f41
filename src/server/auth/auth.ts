import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { asLanguage, type Language } from '../../shared/languages';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema/auth';
import type { OriginPolicy } from '../http/origin-check';
import { requestLanguage } from '../http/request-language';
import { passwordHasher } from './password-hash';

/**
 * Set by our Fastify adapter to Fastify's request.ip (the socket, or what the nearest trusted
 * proxy saw: TRUST_PROXY), replacing any client value; never the raw X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-framehire-client-ip';

const VERIFIED_LANDING = '/login?verified=1';

/**
 * A mail about the account (confirmation, password reset, a sign-up attempt) is written in the
 * language of the request that asked for it, which is the visit's; without one, the saved one.
 */
function mailLanguage(request: Request | undefined, to: object) {
  return (
    requestLanguage(request?.headers.get('accept-language')) ?? asLanguage((to as { language?: unknown }).language)
  );
}

type Recipient = { email: string; name: string };

/** The account whose password each request reset, as better-auth tells it; the request is ours (routes.ts). */
const passwordResets = new WeakMap<Request, string>();

/**
 * The account (its e-mail, lower case) whose password `request` reset, once better-auth has done
 * it: the browser that followed the mailed link is made known for it (decision 097).
 */
export const accountResetBy = (request: Request): string | undefined => passwordResets.get(request);

/**
 * A mail about an account that better-auth asks for. auth/ does not send it: it sits below mail/,
 * so whoever makes the auth passes `sendMail` (app/account-mails.ts queues it as a mail job).
 */
export type AccountMail =
  | { kind: 'verification'; language: Language; to: Recipient; confirmUrl: string }
  | { kind: 'password-reset'; language: Language; to: Recipient; reason: 'change' | 'forgot'; resetUrl: string }
  | { kind: 'signup-attempt'; language: Language; to: Recipient };

export function createAuth(options: {
  db: Database;
  baseURL: string;
  originPolicy?: OriginPolicy;
  secret: string;
  sendMail: (mail: AccountMail) => Promise<void>;
}) {
  return betterAuth({
    appName: 'Framehire',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins:
      options.originPolicy === 'same-host'
        ? (webRequest) => [options.baseURL, webRequest ? new URL(webRequest.url).origin : undefined]
        : [options.baseURL],
    telemetry: { enabled: false },
    // Failed sign-ins are ordinary traffic; better-auth would log each one as a warning.
    logger: { level: 'error' },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    user: {
      additionalFields: {
        phoneNumber: { type: 'string', required: false, input: true },
        // Never taken from a request: an operator makes an administrator (npm run admin).
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        // Staff roles (decision 092): changed by the owner only, through PATCH /api/admin/users/{id}.
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
        // Changed through PATCH /api/me only, all four at once (users/service.ts).
        billingStreet: { type: 'string', required: false, input: false },
        billingPostcode: { type: 'string', required: false, input: false },
        billingCity: { type: 'string', required: false, input: false },
        billingCountry: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: whose }, request) => {
        if (request) passwordResets.set(request, whose.email.toLowerCase());
      },
      // argon2id instead of better-auth's scrypt; older hashes upgraded at sign-in (decision 024).
      password: passwordHasher(options.db),
      // The form answers a sign-up with a taken address as any other (it must not tell who has an
      // account); the address's owner is told by mail instead (decision 017).
      onExistingUserSignUp: async ({ user: to }, request) => {
        await options.sendMail({
          kind: 'signup-attempt',
          language: mailLanguage(request, to),
          to: { email: to.email, name: to.name },
        });
      },
      sendResetPassword: async ({ user: to, url }, request) => {
        const language = mailLanguage(request, to);
        // Asked from the profile (a signed-in visit) it is a password change, otherwise a forgotten one.
        const reason = request?.headers.get('cookie')?.includes('session_token') ? 'change' : 'forgot';
        await options.sendMail({
          kind: 'password-reset',
          language,
          to: { email: to.email, name: to.name },
          reason,
          resetUrl: url,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: to, url }, request) => {
        const language = mailLanguage(request, to);
        // Wherever verification was asked for (sign-up or a blocked sign-in), it lands on the login page.
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_LANDING);
        await options.sendMail({
          kind: 'verification',
          language,
          to: { email: to.email, name: to.name },
          confirmUrl: link.toString(),
        });
      },
    },
    session: {
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // The shop counts itself (rate-limit/, decision 023): per account and target address too, not only per IP.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseURL.startsWith('https://'),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

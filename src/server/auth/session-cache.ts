import type { SessionUser } from './access';

/*
 * A short memory of the sessions this process has just read (decision 058): a
 * customer's requests within SESSION_CACHE_MS of a read of their session are answered without
 * reading it again (two statements: the session, its user). The bound is the delay with which a
 * change made elsewhere reaches this process: a session signed out or revoked in another process
 * (or by another device), or a customer deleted, can still be used here for at most
 * SESSION_CACHE_MS. Kept out: administrators, whose rights are read anew on every request;
 * sessions that did not read as valid (nothing about them is remembered); any request to
 * better-auth's own routes with the cookie (sign-out, password, sessions) forgets it at once.
 */

/** How long a session read serves the same cookie's next requests in this process. */
export const SESSION_CACHE_MS = 5_000;

/** At most this many sessions remembered; the oldest go first. */
const MAX_SESSIONS = 10_000;

/** The session cookie as the request sent it (name and signed value), or null without one. */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/.exec(cookieHeader);
  return match ? match[1]! : null;
}

export function createSessionCache(options: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const max = options.max ?? MAX_SESSIONS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: SessionUser; until: number }>();

  return {
    /** The user of a session read less than the bound ago (and not expired since), if any. */
    get(cookie: string): SessionUser | undefined {
      const entry = entries.get(cookie);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(cookie);
        return undefined;
      }
      return entry.user;
    },
    /** Remembers a session better-auth has just read as valid, up to its own expiry; never an administrator's. */
    set(cookie: string, user: SessionUser, expiresAt: Date) {
      if (user.isAdmin || ttlMs <= 0) return;
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(cookie, { user, until: Math.min(now() + ttlMs, expiresAt.getTime()) });
    },
    forget(cookie: string) {
      entries.delete(cookie);
    },
    get size() {
      return entries.size;
    },
  };
}

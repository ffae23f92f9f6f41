import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Domain separation: this key signs device cookies and nothing else made from AUTH_SECRET. */
const KEY_LABEL = 'framehire:sign-in-device-cookie:v1';

/** Sent only with sign-ins, so pages and the API never carry it. */
export const DEVICE_COOKIE = 'framehire_device';
const COOKIE_PATH = '/api/auth/sign-in';

/** How long a browser stays known after its last sign-in: a year, renewed by each sign-in. */
export const DEVICE_COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;
/** Accounts one browser is known for (a family's computer); the oldest sign-in drops out first. */
export const DEVICE_COOKIE_ACCOUNTS = 5;
/** A clock a little ahead on another process of the shop does not make its tokens invalid. */
const CLOCK_SKEW_S = 5 * 60;

/** `<issued, base36 seconds>.<nonce, 16 bytes>.<HMAC-SHA256>`, base64url; several joined by `~`. */
const TOKEN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const MAX_COOKIE_CHARS = 1000;

export type DeviceCookies = {
  /**
   * The id of the request's device cookie for `account` (its nonce, which its failures are counted
   * by) when it holds one that this shop signed for that account and that has not expired.
   */
  trustedDevice(cookieHeader: string | undefined, account: string): string | undefined;
  /**
   * The Set-Cookie that makes this browser known for `account` after a sign-in (or a password
   * reset) succeeded: a new token first, the browser's tokens for other accounts kept.
   */
  issue(cookieHeader: string | undefined, account: string): string;
};

/**
 * OWASP's device cookies (decision 097): a browser that signed in to an account carries a token
 * naming that account, `HMAC(key, account | issued | nonce)`. The account (the e-mail, lower
 * case) is not written in it: the sign-in's body names it, and the MAC holds for that one only.
 * The key comes from AUTH_SECRET, so nobody without it can make one, and the database stores
 * nothing: a token is valid until it expires or AUTH_SECRET changes.
 */
export function createDeviceCookies(options: { secret: string; secure: boolean; now?: () => number }): DeviceCookies {
  const key = createHmac('sha256', options.secret).update(KEY_LABEL).digest();
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const macOf = (account: string, issued: string, nonce: string) =>
    createHmac('sha256', key).update(`${account}|${issued}|${nonce}`).digest('base64url');
  const attributes = `Max-Age=${DEVICE_COOKIE_LIFETIME_S}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;

  /** A well-formed token that has not expired: its parts; whose it is, only its MAC says. */
  function current(token: string) {
    const parts = TOKEN.exec(token);
    if (!parts) return undefined;
    const issuedAt = parseInt(parts[1]!, 36);
    const now = nowSeconds();
    if (issuedAt > now + CLOCK_SKEW_S || now - issuedAt >= DEVICE_COOKIE_LIFETIME_S) return undefined;
    return { issued: parts[1]!, nonce: parts[2]!, mac: parts[3]! };
  }

  function isFor(token: string, account: string) {
    const parts = current(token);
    if (!parts) return undefined;
    const expected = Buffer.from(macOf(account, parts.issued, parts.nonce));
    return timingSafeEqual(expected, Buffer.from(parts.mac)) ? parts.nonce : undefined;
  }

  return {
    trustedDevice(cookieHeader, account) {
      for (const token of tokensIn(cookieHeader)) {
        const nonce = isFor(token, account);
        if (nonce) return nonce;
      }
      return undefined;
    },
    issue(cookieHeader, account) {
      const issued = nowSeconds().toString(36);
      const nonce = randomBytes(16).toString('base64url');
      const fresh = `${issued}.${nonce}.${macOf(account, issued, nonce)}`;
      // This account's older token goes (one per account), and so does anything expired or not ours.
      const others = tokensIn(cookieHeader).filter((token) => current(token) && !isFor(token, account));
      const kept = [fresh, ...new Set(others)].slice(0, DEVICE_COOKIE_ACCOUNTS);
      return `${DEVICE_COOKIE}=${kept.join('~')}; ${attributes}`;
    },
  };
}

/** Every token in the request's device cookies (a cookie of that name set by a sibling domain too), a few at most. */
function tokensIn(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  const tokens: string[] = [];
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name !== DEVICE_COOKIE || !value || value.length > MAX_COOKIE_CHARS) continue;
    tokens.push(...value.split('~'));
  }
  return tokens.slice(0, 2 * DEVICE_COOKIE_ACCOUNTS);
}

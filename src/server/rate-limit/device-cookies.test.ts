import { describe, expect, it } from 'vitest';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_ACCOUNTS, DEVICE_COOKIE_LIFETIME_S } from './device-cookies';

const secret = 'test-secret-test-secret-test-secret-0123';
const NOW = Date.parse('2030-03-10T10:00:00Z');

/** The `name=value` a browser sends back for the Set-Cookie `issued`. */
const sent = (issued: string) => issued.split(';')[0]!;
const valueOf = (issued: string) => sent(issued).slice(`${DEVICE_COOKIE}=`.length);

describe('device cookies', () => {
  const devices = createDeviceCookies({ secret, secure: false, now: () => NOW });

  it('are HttpOnly, SameSite=Lax, a year long, sent to sign-ins only, and Secure when the shop is', () => {
    const issued = devices.issue(undefined, 'ana@example.com');
    expect(issued).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[^;]+; Max-Age=${DEVICE_COOKIE_LIFETIME_S}; Path=/api/auth/sign-in; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(createDeviceCookies({ secret, secure: true }).issue(undefined, 'ana@example.com')).toMatch(/; Secure$/);
    // The account is named by the MAC only: the cookie does not carry the address.
    expect(issued).not.toContain('ana');
  });

  it('trust a browser for the account it signed in to only, with a new id at each sign-in', () => {
    const issued = devices.issue(undefined, 'ana@example.com');
    const id = devices.trustedDevice(sent(issued), 'ana@example.com');
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.trustedDevice(sent(issued), 'bo@example.com')).toBeUndefined();
    const again = devices.issue(sent(issued), 'ana@example.com');
    expect(devices.trustedDevice(sent(again), 'ana@example.com')).not.toBe(id);
    // The account's older token is replaced, not kept beside the new one.
    expect(valueOf(again).split('~')).toHaveLength(1);
  });

  it('refuse a token changed, signed with another secret, expired, or from the future', () => {
    const issued = valueOf(devices.issue(undefined, 'ana@example.com'));
    const [time, nonce, mac] = issued.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const trusted = (value: string, at = NOW, key = secret) =>
      createDeviceCookies({ secret: key, secure: false, now: () => at }).trustedDevice(
        `${DEVICE_COOKIE}=${value}`,
        'ana@example.com',
      );
    expect(trusted(issued)).toBe(nonce);
    expect(trusted(`${time}.${nonce}.${flipped}`)).toBeUndefined();
    expect(trusted(`${(parseInt(time, 36) + 1).toString(36)}.${nonce}.${mac}`)).toBeUndefined();
    expect(trusted(issued, NOW, 'another-secret-another-secret-another-0')).toBeUndefined();
    expect(trusted(issued, NOW + DEVICE_COOKIE_LIFETIME_S * 1000)).toBeUndefined();
    expect(trusted(issued, NOW - 60 * 60 * 1000)).toBeUndefined();
  });

  it(`keep the browser known for its last ${DEVICE_COOKIE_ACCOUNTS} accounts, the oldest dropping out`, () => {
    let cookie = 'theme=dark';
    const accounts = Array.from({ length: DEVICE_COOKIE_ACCOUNTS + 1 }, (_, i) => `user${i}@example.com`);
    for (const account of accounts) cookie = `theme=dark; ${sent(devices.issue(cookie, account))}`;
    expect(devices.trustedDevice(cookie, accounts[0]!)).toBeUndefined();
    for (const account of accounts.slice(1)) expect(devices.trustedDevice(cookie, account), account).toBeDefined();
  });

  it('read past junk and a second cookie of the name, and drop what is not theirs when issuing', () => {
    const ana = sent(devices.issue(undefined, 'ana@example.com'));
    const header = `${DEVICE_COOKIE}=garbage~1.2.3; ${ana}`;
    expect(devices.trustedDevice(header, 'ana@example.com')).toBeDefined();
    const next = valueOf(devices.issue(header, 'bo@example.com')).split('~');
    expect(next).toHaveLength(2);
    expect(devices.trustedDevice(`${DEVICE_COOKIE}=${'x'.repeat(5000)}`, 'ana@example.com')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bookingLimitsOf, ConfigError, loadConfig, newCustomerLimitsOf, paymentsOf, settingNames } from './config';
import { rateLimitsFromConfig } from './rate-limit/limits';

describe('loadConfig', () => {
  it('starts with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('derives the public URL from the port and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '8080', DATABASE_URL: '' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://rent.example.com/' }).PUBLIC_URL).toBe('https://rent.example.com');
  });

  it("keeps the shop's calendar in SHOP_TIME_ZONE, by default the machine's zone", () => {
    expect(loadConfig({ SHOP_TIME_ZONE: 'America/Los_Angeles' }).SHOP_TIME_ZONE).toBe('America/Los_Angeles');
    expect(loadConfig({}).SHOP_TIME_ZONE).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => loadConfig({ SHOP_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /SHOP_TIME_ZONE: must be an IANA time zone/,
    );
  });

  it('reads TRUST_PROXY as proxy hops (true is one) or a list of proxy addresses and networks', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be true, false, a number/);
    }
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', SEED_DEMO_DATA: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'SEED_DEMO_DATA']) expect(message).toContain(name);
      expect(message).toContain('must start with postgres:// or postgresql://');
    }
  });

  it('takes the booking limits from the settings, with defaults, and refuses a bad one at start', () => {
    expect(bookingLimitsOf(loadConfig({}))).toEqual({
      maxRentalDays: 30,
      bookingHorizonDays: 365,
      maxUnitsPerBooking: 4,
      maxOpenRentals: 10,
    });
    const raised = loadConfig({
      MAX_RENTAL_DAYS: '90',
      BOOKING_HORIZON_DAYS: '730',
      MAX_UNITS_PER_BOOKING: '20',
      MAX_OPEN_RENTALS: '500',
    });
    expect(bookingLimitsOf(raised)).toEqual({
      maxRentalDays: 90,
      bookingHorizonDays: 730,
      maxUnitsPerBooking: 20,
      maxOpenRentals: 500,
    });
    expect(() => loadConfig({ MAX_RENTAL_DAYS: '0' })).toThrow(/MAX_RENTAL_DAYS: /);
    expect(() => loadConfig({ BOOKING_HORIZON_DAYS: 'a year' })).toThrow(/BOOKING_HORIZON_DAYS: /);
    expect(() => loadConfig({ MAX_UNITS_PER_BOOKING: '21' })).toThrow(/MAX_UNITS_PER_BOOKING: /);
    expect(() => loadConfig({ MAX_OPEN_RENTALS: '2.5' })).toThrow(/MAX_OPEN_RENTALS: /);
  });

  it("takes what new customers may hold from the settings, up to 10000 (a load test's lift), and refuses a bad one", () => {
    expect(newCustomerLimitsOf(loadConfig({}))).toEqual({ maxOpenRentals: 2, maxUnits: 2, stockSharePercent: 50 });
    const lifted = loadConfig({
      NEW_CUSTOMER_MAX_OPEN_RENTALS: '10000',
      NEW_CUSTOMER_MAX_UNITS: '10000',
      NEW_CUSTOMER_STOCK_SHARE: '100',
    });
    expect(newCustomerLimitsOf(lifted)).toEqual({ maxOpenRentals: 10_000, maxUnits: 10_000, stockSharePercent: 100 });
    expect(newCustomerLimitsOf(loadConfig({ NEW_CUSTOMER_STOCK_SHARE: '1' })).stockSharePercent).toBe(1);
    expect(() => loadConfig({ NEW_CUSTOMER_STOCK_SHARE: '0' })).toThrow(/NEW_CUSTOMER_STOCK_SHARE: /);
    expect(() => loadConfig({ NEW_CUSTOMER_MAX_OPEN_RENTALS: '10001' })).toThrow(/NEW_CUSTOMER_MAX_OPEN_RENTALS: /);
    expect(() => loadConfig({ NEW_CUSTOMER_MAX_OPEN_RENTALS: '0' })).toThrow(/NEW_CUSTOMER_MAX_OPEN_RENTALS: /);
    expect(() => loadConfig({ NEW_CUSTOMER_MAX_UNITS: 'two' })).toThrow(/NEW_CUSTOMER_MAX_UNITS: /);
    expect(() => loadConfig({ NEW_CUSTOMER_STOCK_SHARE: '101' })).toThrow(/NEW_CUSTOMER_STOCK_SHARE: /);
  });

  it('takes payments online only with both Stripe keys, and holds units at least the 30 minutes Stripe allows', () => {
    expect(paymentsOf(loadConfig({}))).toEqual({ stripe: undefined, holdMinutes: 30 });
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PAYMENT_HOLD_MINUTES: '45',
    };
    expect(paymentsOf(loadConfig(stripe))).toEqual({
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_456', apiUrl: 'http://127.0.0.1:12111' },
      holdMinutes: 45,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/set both/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_456' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY: /);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET: /);
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL: /);
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: '29' })).toThrow(/PAYMENT_HOLD_MINUTES: must be at least 30/);
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: '1441' })).toThrow(/PAYMENT_HOLD_MINUTES: /);
  });

  it('lets webhooks reach private networks only with WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true, exactly true or false', () => {
    expect(loadConfig({}).WEBHOOKS_ALLOW_PRIVATE_NETWORKS).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' }).WEBHOOKS_ALLOW_PRIVATE_NETWORKS).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'false' }).WEBHOOKS_ALLOW_PRIVATE_NETWORKS).toBe(false);
    for (const value of ['yes', '1', 'TRUE'])
      expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: value })).toThrow(
        /WEBHOOKS_ALLOW_PRIVATE_NETWORKS: must be true or false/,
      );
  });

  it('caps failed sign-ins per account from unknown browsers at SIGNIN_ACCOUNT_RATE_LIMIT an hour, 100 by default', () => {
    expect(rateLimitsFromConfig(loadConfig({})).signInFailuresPerAccount).toEqual({ limit: 100, windowSeconds: 3600 });
    expect(rateLimitsFromConfig(loadConfig({ SIGNIN_ACCOUNT_RATE_LIMIT: '30' })).signInFailuresPerAccount).toEqual({
      limit: 30,
      windowSeconds: 3600,
    });
    for (const bad of ['0', 'many', '2.5']) {
      expect(() => loadConfig({ SIGNIN_ACCOUNT_RATE_LIMIT: bad }), bad).toThrow(/SIGNIN_ACCOUNT_RATE_LIMIT/);
    }
  });

  it("lists every variable in README's settings table and in .env.example", () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = readFileSync('.env.example', 'utf8');
    const missing = settingNames.filter(
      (name) => !readme.includes(`| \`${name}\``) || !new RegExp(`^#? ?${name}=`, 'm').test(example),
    );
    expect(missing).toEqual([]);
  });
});

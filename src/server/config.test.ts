import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShopDateTime, formatShopDay } from './shop-calendar';

describe('formatShopDay', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes the day as day, long month and year in the chosen language', () => {
    const createdAt = '2030-05-03T10:00:00.000Z';
    expect(formatShopDay(createdAt, 'en', 'UTC')).toBe('3 May 2030');
    expect(formatShopDay(createdAt, 'es', 'UTC')).toBe('3 de mayo de 2030');
    expect(formatShopDay(createdAt, 'de', 'UTC')).toBe('3. Mai 2030');
  });

  it("takes the day from the shop's zone, not the reader's", () => {
    const lateInMadrid = '2030-05-03T22:30:00.000Z';
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      vi.stubEnv('TZ', zone);
      expect(formatShopDay(lateInMadrid, 'en', 'Europe/Madrid')).toBe('4 May 2030');
      expect(formatShopDay(lateInMadrid, 'en', 'America/New_York')).toBe('3 May 2030');
    }
  });
});

describe('formatShopDateTime', () => {
  it("writes the site's date and the 24-hour time on the shop's clock", () => {
    const at = '2026-11-25T18:40:00.000Z';
    expect(formatShopDateTime(at, 'en', 'Europe/Madrid')).toBe('25 November 2026, 19:40');
    expect(formatShopDateTime(at, 'es', 'Europe/Madrid')).toBe('25 de noviembre de 2026, 19:40');
    expect(formatShopDateTime(at, 'de', 'Europe/Madrid')).toBe('25. November 2026, 19:40');
  });

  it('keeps the day and the time together across midnight in the shop', () => {
    expect(formatShopDateTime('2030-05-03T22:05:00.000Z', 'en', 'Europe/Madrid')).toBe('4 May 2030, 00:05');
  });
});

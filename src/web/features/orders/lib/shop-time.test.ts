import { describe, expect, it } from 'vitest';
import { formatShopTime } from './shop-time';

describe("an instant on the shop's clock", () => {
  it("is written in the shop's zone, whatever the browser's", () => {
    const text = formatShopTime('2030-05-03T12:35:00.000Z', 'en', 'Europe/Madrid');
    expect(text).toContain('14:35');
    expect(text).toContain('May');
    expect(formatShopTime('2030-05-03T12:35:00.000Z', 'en', 'America/New_York')).toContain('08:35');
  });
});

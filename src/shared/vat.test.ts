import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownByRate, rateVatOfGross, splitLinesByRate, vatOfGross, vatOfNet } from './vat';

/*
 * A rate's VAT as EN 16931 checks it (BR-CO-17: taxable amount x rate, to the cent), while every
 * line keeps its gross and a rate's net + VAT is what the customer paid.
 */

const RATES = [19, 7, 21, 10, 5.5, 0];

describe('the VAT of a rate', () => {
  it('is its net times its rate, to the cent, where any net gives that gross', () => {
    // 100 lines of 0.99 at 19 %: each line's own share is 0.16, 16.00 in all; the rate's is 15.81.
    const lines = Array.from({ length: 100 }, () => ({ grossCents: 99, vatRate: 19 }));
    expect(lines.reduce((sum, line) => sum + vatOfGross(line.grossCents, 19), 0)).toBe(1600);
    const [group] = breakdownByRate(splitLinesByRate(lines));
    expect(group).toEqual({ rate: 19, grossCents: 9900, vatCents: 1581, netCents: 8319 });
    expect(vatOfNet(8319, 19)).toBe(1581);
    // 3 cents at 19 %: no net makes it (2 + 0, 3 + 1); its own share stays.
    expect(rateVatOfGross(3, 19)).toBe(vatOfGross(3, 19));
  });

  it('holds for any lines at any rates: BR-CO-17 exact but for unreachable grosses, each gross kept', () => {
    const line = fc.record({
      grossCents: fc.integer({ min: -50_000, max: 500_000 }),
      vatRate: fc.constantFrom(...RATES),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), (lines) => {
        const split = splitLinesByRate(lines);
        split.forEach((part, index) => {
          expect(part.grossCents).toBe(lines[index]!.grossCents);
          expect(part.netCents + part.vatCents).toBe(part.grossCents);
        });
        for (const group of breakdownByRate(split)) {
          const exact = vatOfNet(group.netCents, group.rate) === group.vatCents;
          // Off by a cent only where no net at all gives this gross.
          const reachable = [-2, -1, 0, 1, 2].some(
            (step) => vatOfNet(group.grossCents - (group.vatCents + step), group.rate) === group.vatCents + step,
          );
          expect(exact || !reachable).toBe(true);
          expect(Math.abs(vatOfNet(group.netCents, group.rate) - group.vatCents)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});

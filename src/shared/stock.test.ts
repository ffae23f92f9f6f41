import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock';

describe('the stock badge (SPEC section 4, decision 100)', () => {
  it('is Unknown before dates, OutOfStock with none free', () => {
    expect(stockStatus(null, 3)).toBe('Unknown');
    expect(stockStatus(0, 3)).toBe('OutOfStock');
    expect(stockStatus(0, 0)).toBe('OutOfStock');
  });

  it('is InStock while every unit is free, however few the shop has', () => {
    expect(stockStatus(3, 3)).toBe('InStock');
    expect(stockStatus(1, 1)).toBe('InStock');
  });

  it('is LastUnits with fewer than 5 free once some are taken, InStock from 5', () => {
    expect(stockStatus(2, 3)).toBe('LastUnits');
    expect(stockStatus(4, 10)).toBe('LastUnits');
    expect(stockStatus(5, 10)).toBe('InStock');
  });
});

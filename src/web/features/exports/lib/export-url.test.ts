import { describe, expect, it } from 'vitest';
import { exportUrl, isBackwards } from './export-url';

describe('exportUrl', () => {
  it('adds the period to the exports it narrows only', () => {
    const period = { from: '2030-01-01', to: '2030-01-31' };
    expect(exportUrl('rentals', period)).toBe('/api/admin/exports/rentals.csv?from=2030-01-01&to=2030-01-31');
    expect(exportUrl('orders', { from: '', to: '2030-01-31' })).toBe('/api/admin/exports/orders.csv?to=2030-01-31');
    expect(exportUrl('customers', period)).toBe('/api/admin/exports/customers.csv');
    expect(exportUrl('units', { from: '', to: '' })).toBe('/api/admin/exports/units.csv');
  });

  it('tells a period that ends before it starts', () => {
    expect(isBackwards({ from: '2030-02-01', to: '2030-01-31' })).toBe(true);
    expect(isBackwards({ from: '2030-01-31', to: '2030-01-31' })).toBe(false);
    expect(isBackwards({ from: '', to: '2030-01-31' })).toBe(false);
  });
});

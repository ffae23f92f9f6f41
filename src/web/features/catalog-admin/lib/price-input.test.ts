import { describe, expect, it } from 'vitest';
import { priceFromInput, priceToInput } from './price-input';

describe('priceFromInput', () => {
  it('turns whole euros and one or two decimals into the API string', () => {
    expect(priceFromInput('12')).toBe('12.00');
    expect(priceFromInput('12.5')).toBe('12.50');
    expect(priceFromInput('12.50')).toBe('12.50');
    expect(priceFromInput('0.99')).toBe('0.99');
    expect(priceFromInput('007')).toBe('7.00');
  });

  it('takes a comma as the decimal separator, a euro sign and spaces', () => {
    expect(priceFromInput('12,5')).toBe('12.50');
    expect(priceFromInput(' 12,75 € ')).toBe('12.75');
    expect(priceFromInput('€ 9')).toBe('9.00');
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const text of ['', ' ', 'abc', '12.505', '-3', '1.234,50', '12.', '.5', '1e3', '12,5,0', '1234567890']) {
      expect(priceFromInput(text), text).toBeNull();
    }
  });
});

describe('priceToInput', () => {
  it('writes the price with the language’s decimal separator, and reads back the same', () => {
    expect(priceToInput('12.50', 'en')).toBe('12.50');
    expect(priceToInput('12.50', 'de')).toBe('12,50');
    expect(priceToInput('12.50', 'es')).toBe('12,50');
    expect(priceFromInput(priceToInput('39.90', 'de'))).toBe('39.90');
  });
});

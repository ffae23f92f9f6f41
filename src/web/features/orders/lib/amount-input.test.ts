import { describe, expect, it } from 'vitest';
import { amountFromInput, amountToInput } from './amount-input';

describe('amount fields', () => {
  it('shows cents the way the language writes them', () => {
    expect(amountToInput(1250, 'en')).toBe('12.50');
    expect(amountToInput(1250, 'de')).toBe('12,50');
  });

  it('reads either separator, a euro sign and spaces', () => {
    expect(amountFromInput('12,5')).toBe(1250);
    expect(amountFromInput(' 12.50 €')).toBe(1250);
    expect(amountFromInput('12.505')).toBeNull();
    expect(amountFromInput('')).toBeNull();
    expect(amountFromInput('-3')).toBeNull();
  });
});

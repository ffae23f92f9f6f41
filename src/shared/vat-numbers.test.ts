import { describe, expect, it } from 'vitest';
import { countryOfVatId, isEuVatId, normalVatId, vatIdFormProblem } from './vat-numbers';

describe('VAT numbers', () => {
  it('takes each country’s form: a French company, a Spanish one, a Dutch sole trader, a German GmbH', () => {
    for (const id of ['FR40303265045', 'ESB12345678', 'NL123456789B01', 'DE123456789', 'ATU12345678', 'EL123456789']) {
      expect(vatIdFormProblem(id), id).toBeNull();
    }
  });

  it('refuses a number of the wrong form for its country, naming it', () => {
    expect(vatIdFormProblem('DE12345678')).toBe('This is not the form of a VAT number of DE: check its digits.');
    expect(vatIdFormProblem('FR4030326504')).not.toBeNull();
    expect(vatIdFormProblem('ATX12345678')).not.toBeNull();
    expect(vatIdFormProblem('NL123456789001')).not.toBeNull();
  });

  it('writes numbers as they are compared, and knows their countries', () => {
    expect(normalVatId(' fr 40 303.265-045 ')).toBe('FR40303265045');
    expect(countryOfVatId('EL123456789')).toBe('GR');
    expect(countryOfVatId('XI123456789')).toBe('GB');
    expect(isEuVatId('CHE123456789')).toBe(false);
    expect(vatIdFormProblem('CHE123456789')).toBeNull();
  });
});

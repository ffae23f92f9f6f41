import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { en16931Failures, expectValidEn16931 } from './validate';

/*
 * The official EN 16931 rules as the shop's tests run them: CEN/TC 434's own examples pass, and
 * the same invoice with its VAT total a cent off breaks the rules that add the totals up.
 */

const example = (name: string) => readFile(new URL(`./examples/${name}`, import.meta.url), 'utf8');

describe('the EN 16931 validator', () => {
  it('passes the official examples: CII_example1 (VAT at two rates) and CII_business_example_Z (zero-rated)', async () => {
    for (const name of ['CII_example1.xml', 'CII_business_example_Z.xml']) {
      const xml = await example(name);
      expect(await en16931Failures(xml)).toEqual([]);
      await expect(expectValidEn16931(xml)).resolves.toEqual([]);
    }
  });

  it('fails an invoice whose VAT total is a cent off: BR-CO-14 and BR-CO-15, each rule with its text', async () => {
    const xml = await example('CII_example1.xml');
    const off = xml.replace(
      '<ram:TaxTotalAmount currencyID="EUR">20.73</ram:TaxTotalAmount>',
      '<ram:TaxTotalAmount currencyID="EUR">20.74</ram:TaxTotalAmount>',
    );
    expect(off).not.toBe(xml);
    const failures = await en16931Failures(off);
    expect(failures.map((failure) => failure.id).sort()).toEqual(['BR-CO-14', 'BR-CO-15']);
    expect(failures).toContainEqual({
      id: 'BR-CO-15',
      flag: 'fatal',
      text: '[BR-CO-15]-Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).',
      location: expect.stringContaining('CrossIndustryInvoice'),
    });
    await expect(expectValidEn16931(off)).rejects.toThrow(
      /breaks 2 EN 16931 rule\(s\)[\s\S]*- BR-CO-15 at \/CrossIndustryInvoice\[1\]: \[BR-CO-15\][\s\S]*- BR-CO-14 at \/CrossIndustryInvoice\[1\]\/SupplyChainTradeTransaction\[1\]/,
    );
  });

  it('returns a warning without throwing: CII-SR-001, a transaction id the syntax binding does not use', async () => {
    const xml = (await example('CII_example1.xml')).replace(
      '<rsm:ExchangedDocumentContext>',
      '<rsm:ExchangedDocumentContext><ram:SpecifiedTransactionID>T-1</ram:SpecifiedTransactionID>',
    );
    const warnings = await expectValidEn16931(xml);
    expect(warnings.map((warning) => [warning.id, warning.flag])).toEqual([['CII-SR-001', 'warning']]);
  });

  it('refuses XML that is not a CII invoice rather than find no rule broken', async () => {
    await expect(
      en16931Failures('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'),
    ).rejects.toThrow(/Not a CII invoice/);
    await expect(expectValidEn16931('<not-xml')).rejects.toThrow();
  });
});

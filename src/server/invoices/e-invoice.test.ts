import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../shared/calendar-date';
import { expectValidEn16931 } from '../test/en16931/validate';
import { pdfAttachments, pdfText } from '../test/pdf-text';
import { eInvoiceXml, facturXPdf, hasEInvoice } from './e-invoice';
import { renderInvoicePdf } from './pdf';
import type { InvoiceDocument } from './document';
import { SAMPLE_BUSINESS, sampleInvoiceDocument } from './sample-document';

/*
 * The EN 16931 e-invoice of a business buyer's document, parsed back: the CII XML names the
 * document, its kind and (for a credit note) the invoice it corrects, both parties' VAT ids, each
 * line's net amount, the VAT per rate and the totals, to the cent as the document has them; the
 * Factur-X PDF carries the same XML and still reads as the invoice. Every XML here also passes the
 * official EN 16931 rules (src/server/test/en16931, decision 088).
 */

type XmlNode = { [key: string]: XmlValue };
type XmlValue = string | XmlNode | XmlValue[];

const list = (value: XmlValue | undefined): XmlValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const node = (value: XmlValue | undefined): XmlNode => list(value)[0] as XmlNode;
/** An element's text, with or without attributes. */
const text = (value: XmlValue | undefined): string => {
  const first = list(value)[0];
  return typeof first === 'string' ? first : String((first as XmlNode | undefined)?.['#'] ?? '');
};
const at = (root: XmlNode, ...path: string[]) => path.reduce<XmlNode>((current, key) => node(current[key]), root);

function parse(xml: string) {
  const root = (create(xml).end({ format: 'object' }) as XmlNode)['rsm:CrossIndustryInvoice'] as XmlNode;
  const trade = at(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = at(trade, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = at(trade, 'ram:ApplicableHeaderTradeSettlement');
  const totals = at(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  return {
    number: text(at(root, 'rsm:ExchangedDocument')['ram:ID']),
    typeCode: text(at(root, 'rsm:ExchangedDocument')['ram:TypeCode']),
    guideline: text(
      at(root, 'rsm:ExchangedDocumentContext', 'ram:GuidelineSpecifiedDocumentContextParameter')['ram:ID'],
    ),
    sellerVatId: text(at(agreement, 'ram:SellerTradeParty', 'ram:SpecifiedTaxRegistration')['ram:ID']),
    buyerVatId: text(at(agreement, 'ram:BuyerTradeParty', 'ram:SpecifiedTaxRegistration')['ram:ID']),
    buyerName: text(at(agreement, 'ram:BuyerTradeParty')['ram:Name']),
    orderReference: text(at(agreement, 'ram:SellerOrderReferencedDocument')['ram:IssuerAssignedID']),
    corrects: settlement['ram:InvoiceReferencedDocument']
      ? text(at(settlement, 'ram:InvoiceReferencedDocument')['ram:IssuerAssignedID'])
      : null,
    lines: list(trade['ram:IncludedSupplyChainTradeLineItem']).map((item) => {
      const line = item as XmlNode;
      const tax = at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:ApplicableTradeTax');
      return {
        name: text(at(line, 'ram:SpecifiedTradeProduct')['ram:Name']),
        net: text(
          at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:SpecifiedTradeSettlementLineMonetarySummation')[
            'ram:LineTotalAmount'
          ],
        ),
        category: text(tax['ram:CategoryCode']),
        rate: text(tax['ram:RateApplicablePercent']),
      };
    }),
    vat: list(settlement['ram:ApplicableTradeTax']).map((entry) => {
      const tax = entry as XmlNode;
      return {
        rate: text(tax['ram:RateApplicablePercent']),
        category: text(tax['ram:CategoryCode']),
        taxable: text(tax['ram:BasisAmount']),
        tax: text(tax['ram:CalculatedAmount']),
      };
    }),
    totals: {
      lines: text(totals['ram:LineTotalAmount']),
      taxBasis: text(totals['ram:TaxBasisTotalAmount']),
      tax: text(totals['ram:TaxTotalAmount']),
      grand: text(totals['ram:GrandTotalAmount']),
      prepaid: text(totals['ram:TotalPrepaidAmount']),
      due: text(totals['ram:DuePayableAmount']),
    },
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The document's CII XML, once it has passed every EN 16931 rule. */
async function validXml(doc: InvoiceDocument): Promise<string> {
  const xml = await eInvoiceXml(doc);
  await expectValidEn16931(xml);
  return xml;
}

describe('the CII e-invoice (EN 16931)', () => {
  // The library's schema check, compiled once and kept (issue 49): it still refuses, call after call.
  it("checks each document's data against the library's schema, and refuses a country that is no ISO code", async () => {
    const doc = sampleInvoiceDocument({ business: true });
    await eInvoiceXml(doc);
    for (let call = 0; call < 2; call += 1) {
      await expect(eInvoiceXml({ ...doc, buyer: { ...SAMPLE_BUSINESS, country: 'ZZ' } })).rejects.toThrow(
        /e-invoice data is invalid: .*IdentificationCode/,
      );
    }
    await expect(eInvoiceXml(doc)).resolves.toContain('<ram:CountryID>ES</ram:CountryID>');
  });

  it('of an invoice: number, type 380, both VAT ids, every line net, the VAT per rate and the totals of the document', async () => {
    const doc = sampleInvoiceDocument({ business: true, language: 'de' });
    expect(hasEInvoice(doc)).toBe(true);
    const xml = parse(await validXml(doc));
    expect(xml).toMatchObject({
      number: 'INV-2030-00001',
      typeCode: '380',
      guideline: 'urn:cen.eu:en16931:2017',
      sellerVatId: 'DE123456789',
      buyerVatId: 'ESB12345678',
      buyerName: 'Estudio Óptico Muñoz S.L.',
      orderReference: 'FH-2030-000042',
      corrects: null,
    });
    expect(xml.lines).toEqual([
      { name: 'Canon EOS R5', net: '168.05', category: 'S', rate: '19' },
      { name: 'Sennheiser MKE 600', net: '30.23', category: 'S', rate: '19' },
      { name: 'Field guide: lenses (book)', net: '14.01', category: 'S', rate: '7' },
    ]);
    expect(xml.vat).toEqual([
      { rate: '19', category: 'S', taxable: '198.28', tax: '37.67' },
      { rate: '7', category: 'S', taxable: '14.01', tax: '0.98' },
    ]);
    expect(xml.totals).toEqual({
      lines: '212.29',
      taxBasis: '212.29',
      tax: '38.65',
      grand: '250.94',
      prepaid: '250.94',
      due: '0.00',
    });
    // The document's own sums, to the cent.
    expect(xml.lines.reduce((sum, line) => sum + cents(line.net), 0)).toBe(doc.totals.netCents);
    expect(xml.vat.reduce((sum, group) => sum + cents(group.tax), 0)).toBe(doc.totals.vatCents);
    expect(cents(xml.totals.grand)).toBe(doc.totals.grossCents);
  });

  it('of a credit note: type 381 with the invoice it corrects, and a refund still owed is due', async () => {
    const doc = sampleInvoiceDocument({
      kind: 'credit_note',
      business: true,
      payment: { status: 'refund_pending', channel: 'cash' },
    });
    const xml = parse(await validXml(doc));
    expect(xml).toMatchObject({ number: 'CN-2030-00001', typeCode: '381', corrects: 'INV-2030-00001' });
    expect(xml.totals).toMatchObject({ grand: '250.94', prepaid: '0.00', due: '250.94' });
    const refunded = parse(await validXml({ ...doc, payment: { ...doc.payment, status: 'refunded' } }));
    expect(refunded.totals).toMatchObject({ prepaid: '250.94', due: '0.00' });
  });

  it('a rate of 0 % is zero-rated (Z); a document without a business buyer has no e-invoice', async () => {
    const doc = sampleInvoiceDocument({
      business: true,
      lines: [
        { description: 'Camera', grossCents: 11900, vatRate: 19 },
        { description: 'Printed catalogue', grossCents: 500, vatRate: 0 },
      ],
    });
    const xml = parse(await validXml(doc));
    expect(xml.vat).toEqual([
      { rate: '19', category: 'S', taxable: '100.00', tax: '19.00' },
      { rate: '0', category: 'Z', taxable: '5.00', tax: '0.00' },
    ]);
    const person = sampleInvoiceDocument();
    expect(hasEInvoice(person)).toBe(false);
    await expect(eInvoiceXml(person)).rejects.toThrow(/no business buyer/);
  });

  it('a reverse charge is category AE at 0 %, with its exemption reason and both VAT ids (BR-AE-01 to 10)', async () => {
    const doc = sampleInvoiceDocument({
      business: true,
      language: 'de',
      vatTreatment: 'reverse_charge',
      lines: [
        { description: 'ARRI Alexa Mini', grossCents: 210000, vatRate: 0, dateFrom: isoDate('2030-03-12'), days: 7 },
        { description: 'Schadenschutz', grossCents: 21000, vatRate: 0 },
        { description: 'Rabatt SHOOT10', grossCents: -21000, vatRate: 0 },
      ],
    });
    const raw = await validXml(doc);
    const xml = parse(raw);
    expect(xml).toMatchObject({ sellerVatId: 'DE123456789', buyerVatId: 'ESB12345678' });
    expect(xml.lines.map((line) => [line.category, line.rate])).toEqual([
      ['AE', '0'],
      ['AE', '0'],
      ['AE', '0'],
    ]);
    expect(xml.vat).toEqual([{ rate: '0', category: 'AE', taxable: '2100.00', tax: '0.00' }]);
    expect(xml.totals).toMatchObject({ tax: '0.00', grand: '2100.00' });
    expect(raw).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(raw).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    const { text } = await pdfText(await renderInvoicePdf(doc));
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(text).toContain('Tagespreise ohne Umsatzsteuer.');
  });
});

it('the Factur-X PDF carries the CII XML as factur-x.xml and still reads as the invoice', async () => {
  const doc = sampleInvoiceDocument({ business: true, language: 'es' });
  const pdf = await facturXPdf(doc, await renderInvoicePdf(doc));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const attachments = await pdfAttachments(pdf);
  const embedded = attachments.get('factur-x.xml');
  expect(embedded).toBeDefined();
  const xml = Buffer.from(embedded!).toString('utf8');
  await expectValidEn16931(xml);
  expect(parse(xml)).toEqual(parse(await validXml(doc)));
  expect(pdf.toString('latin1')).toContain('pdfaid:part');
  const { text } = await pdfText(pdf);
  for (const piece of ['Factura', 'INV-2030-00001', 'Estudio Óptico Muñoz S.L.', 'Total factura 250,94 €'])
    expect(text).toContain(piece);
});

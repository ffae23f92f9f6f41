import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages';
import { pdfText } from '../test/pdf-text';
import { renderInvoicePdf } from './pdf';
import { manyLines, SAMPLE_PERSON, sampleInvoiceDocument } from './sample-document';

/*
 * The invoice PDF read back as a reader's software reads it (pdfjs): in each language its title,
 * number and labels, every line with its dates, units and amounts, the VAT per rate and the
 * totals to the cent, how it was paid; a credit note names the invoice it corrects; a long
 * invoice runs over pages with the table's header on each and the totals once.
 */

/** The sample's amounts (sample-document.ts, through shared/vat.ts), as each language prints them. */
const expected: Record<
  Language,
  {
    title: string;
    header: string;
    rows: string[];
    details: string[];
    breakdown: string[];
    totals: string[];
    paid: string;
    page: string;
  }
> = {
  en: {
    title: 'Invoice',
    header: '# Description Qty Price/day Net VAT % VAT Gross',
    rows: [
      '1 Canon EOS R5 2 €33.33 €168.05 19% €31.93 €199.98',
      '2 Sennheiser MKE 600 1 €11.99 €30.23 19% €5.74 €35.97',
      '3 Field guide: lenses (book) 1 €14.01 7% €0.98 €14.99',
    ],
    details: ['12/03/2030 – 14/03/2030 · 3 days', 'Units: R5-0001, R5-0002', 'Units: MKE-17'],
    breakdown: ['VAT breakdown', 'Rate Net VAT Gross', '19% €198.28 €37.67 €235.95', '7% €14.01 €0.98 €14.99'],
    totals: ['Net total €212.29', 'Total VAT €38.65', 'Total €250.94'],
    paid: 'Paid on 10 March 2030 by card online.',
    page: 'Page 1 of 1',
  },
  es: {
    title: 'Factura',
    header: 'Nº Descripción Cant. Precio/día Base IVA % IVA Importe',
    rows: [
      '1 Canon EOS R5 2 33,33 € 168,05 € 19 % 31,93 € 199,98 €',
      '2 Sennheiser MKE 600 1 11,99 € 30,23 € 19 % 5,74 € 35,97 €',
      '3 Field guide: lenses (book) 1 14,01 € 7 % 0,98 € 14,99 €',
    ],
    details: ['12/03/2030 – 14/03/2030 · 3 días', 'Unidades: R5-0001, R5-0002'],
    breakdown: [
      'Desglose del IVA',
      'Tipo Base imponible Cuota Total',
      '19 % 198,28 € 37,67 € 235,95 €',
      '7 % 14,01 € 0,98 € 14,99 €',
    ],
    totals: ['Base imponible total 212,29 €', 'Cuota de IVA 38,65 €', 'Total factura 250,94 €'],
    paid: 'Pagada el 10 de marzo de 2030 con tarjeta en línea.',
    page: 'Página 1 de 1',
  },
  de: {
    title: 'Rechnung',
    header: 'Pos. Beschreibung Menge Preis/Tag Netto USt. % USt. Brutto',
    rows: [
      '1 Canon EOS R5 2 33,33 € 168,05 € 19 % 31,93 € 199,98 €',
      '2 Sennheiser MKE 600 1 11,99 € 30,23 € 19 % 5,74 € 35,97 €',
      '3 Field guide: lenses (book) 1 14,01 € 7 % 0,98 € 14,99 €',
    ],
    details: ['12.03.2030 – 14.03.2030 · 3 Tage', 'Geräte: R5-0001, R5-0002'],
    breakdown: [
      'Umsatzsteuer nach Steuersätzen',
      'Steuersatz Netto USt. Brutto',
      '19 % 198,28 € 37,67 € 235,95 €',
      '7 % 14,01 € 0,98 € 14,99 €',
    ],
    totals: ['Summe netto 212,29 €', 'Umsatzsteuer 38,65 €', 'Gesamtbetrag 250,94 €'],
    paid: 'Bezahlt am 10. März 2030 online per Karte.',
    page: 'Seite 1 von 1',
  },
};

/** Each expected piece is on one printed line (a line may hold more, e.g. the breakdown beside the totals). */
function expectLines(lines: string[], pieces: string[]) {
  for (const piece of pieces)
    expect(
      lines.some((line) => line.includes(piece)),
      `"${piece}" in\n${lines.join('\n')}`,
    ).toBe(true);
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each([['en'], ['es'], ['de']] as const)('an invoice with two VAT rates in %s', (language) => {
  it('prints its number, the parties, each line, the VAT per rate, the totals and the payment', async () => {
    const business = language !== 'en';
    const doc = sampleInvoiceDocument({ language, business });
    const bytes = await renderInvoicePdf(doc);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text, info } = await pdfText(bytes);
    const words = expected[language];
    expect(pages).toHaveLength(1);
    const lines = pages[0]!;

    expectLines(lines, [words.title, 'INV-2030-00001', 'FH-2030-000042', words.header]);
    expectLines(lines, [...words.rows, ...words.details, ...words.breakdown, ...words.totals, words.paid, words.page]);
    // The shop, and the customer: a business with its VAT id, or a person.
    expectLines(lines, ['Framehire Kameraverleih GmbH', 'Torstraße 12', '10119 Berlin', 'DE123456789']);
    if (business)
      expectLines(lines, ['Estudio Óptico Muñoz S.L.', 'Calle de Alcalá 48', '28014 Madrid', 'ESB12345678']);
    else expectLines(lines, ['Jürgen Núñez', 'juergen@example.com']);
    expect(text).not.toContain('undefined');
    expect(text).not.toContain('NaN');
    // Dated as issued, whenever it is rendered.
    expect(info.CreationDate).toBe('D:20300310101500Z');
    expect(info.Title).toBe(`${words.title} INV-2030-00001`);
  });
});

it('a credit note says what it is and which invoice it corrects, and how the refund comes back', async () => {
  const cases = [
    {
      language: 'en',
      payment: { status: 'refunded', channel: 'stripe' },
      texts: [
        'Credit note',
        'Corrects invoice INV-2030-00001 of 10 March 2030',
        'Total credited €250.94',
        'Refunded on 11 March 2030 to the card paid with.',
      ],
    },
    {
      language: 'es',
      payment: { status: 'refund_pending', channel: 'cash' },
      texts: [
        'Factura rectificativa',
        'Rectifica la factura INV-2030-00001 del 10 de marzo de 2030',
        'Total rectificado 250,94 €',
        'Se reembolsará en el mostrador de la tienda.',
      ],
    },
    {
      language: 'de',
      payment: { status: 'refund_pending', channel: 'stripe' },
      texts: [
        'Rechnungskorrektur',
        'Korrigiert die Rechnung INV-2030-00001 vom 10. März 2030',
        'Korrekturbetrag 250,94 €',
        'Wird auf die Karte erstattet, mit der bezahlt wurde.',
      ],
    },
  ] as const;
  for (const { language, payment, texts } of cases) {
    const doc = sampleInvoiceDocument({ kind: 'credit_note', language, payment });
    const { text } = await pdfText(await renderInvoicePdf(doc));
    for (const piece of [...texts, 'CN-2030-00001']) expect(flat(text), language).toContain(piece);
    // Amounts are positive on both kinds: the title says the money goes back.
    expect(text).not.toMatch(/(^|\s)[-−]\s?€?\d/m);
  }
});

it('a long invoice runs over pages: the table header on each, every line once, the totals once at the end', async () => {
  const doc = sampleInvoiceDocument({ lines: manyLines(60) });
  const { pages, text } = await pdfText(await renderInvoicePdf(doc));
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach((lines, index) => {
    expect(lines).toContain(expected.en.header);
    expect(lines.at(-1)).toContain(`Page ${index + 1} of ${pages.length}`);
  });
  for (const line of doc.lines) {
    const occurrences = text.split(`${line.description} `).length - 1;
    expect(occurrences, line.description).toBe(1);
  }
  const last = pages.at(-1)!;
  for (const label of ['Net total', 'Total VAT', 'VAT breakdown']) {
    expect(text.split(label).length - 1, label).toBe(1);
    expect(last.some((line) => line.includes(label))).toBe(true);
  }
  const total = doc.totals.grossCents;
  expect(
    last.some((line) => line.includes(`Total €${(total / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`)),
  ).toBe(true);
});

it('prints every letter of en, es and de and names beyond Latin-1 as written (the font is embedded)', async () => {
  const doc = sampleInvoiceDocument({
    language: 'de',
    lines: [{ description: '¿Trípode? ¡Sí! Straßenstativ für Außenaufnahmen, größer', grossCents: 1190, vatRate: 19 }],
  });
  const { text } = await pdfText(
    await renderInvoicePdf({ ...doc, buyer: { ...SAMPLE_PERSON, name: 'Łukasz Dvořák' } }),
  );
  expect(text).toContain('Łukasz Dvořák');
  // A description wraps in its column: its first line shares the row with the amounts.
  expect(text).toContain('¿Trípode? ¡Sí! Straßenstativ für');
  expect(text).toContain('Außenaufnahmen, größer');
  expect(text).toContain('RECHNUNGSEMPFÄNGER');
});

it("prints a private customer's billing address under their name, in the invoice's language", async () => {
  const address = { street: 'Calle Mayor 5, 2º B', postcode: '28013', city: 'Madrid', country: 'ES' };
  for (const [language, country] of [
    ['en', 'Spain'],
    ['es', 'España'],
    ['de', 'Spanien'],
  ] as const) {
    const doc = sampleInvoiceDocument({ language });
    const { pages } = await pdfText(await renderInvoicePdf({ ...doc, buyer: { ...SAMPLE_PERSON, ...address } }));
    const lines = pages[0]!;
    const block = ['Jürgen Núñez', 'Calle Mayor 5, 2º B', '28013 Madrid', country, 'juergen@example.com'];
    expectLines(lines, block);
    // In that order, one under the other.
    const at = block.map((piece) => lines.findIndex((line) => line.trim() === piece || line.includes(piece)));
    expect(at, lines.join('\n')).toEqual([...at].sort((a, b) => a - b));
  }
});

import { addDays, isoDate, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { breakdownByRate, splitGross } from '../../shared/vat';
import type { InvoiceBuyer, InvoiceDocument, InvoiceDocumentLine, InvoiceSeller } from './document';

/*
 * Invoice documents as the renderers' tests (and the lead's, and the mail tests) need them: the
 * amounts come from the shop's own VAT arithmetic (shared/vat.ts), so every sum is what an issued
 * document holds, exact to the cent. Test data, not a stand-in for store.ts.
 */

export const SAMPLE_SELLER: InvoiceSeller = {
  name: 'Framehire Kameraverleih GmbH',
  street: 'Torstraße 12',
  postcode: '10119',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE123456789',
  email: 'rechnung@framehire.test',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  accountHolder: 'Framehire Kameraverleih GmbH',
};

export const SAMPLE_PERSON: InvoiceBuyer = {
  name: 'Jürgen Núñez',
  email: 'juergen@example.com',
  company: null,
  vatId: null,
  street: null,
  postcode: null,
  city: null,
  country: null,
};

export const SAMPLE_BUSINESS: InvoiceBuyer = {
  name: 'Ana Muñoz',
  email: 'ana@estudio.example',
  company: 'Estudio Óptico Muñoz S.L.',
  vatId: 'ESB12345678',
  street: 'Calle de Alcalá 48',
  postcode: '28014',
  city: 'Madrid',
  country: 'ES',
};

/** A line as a test describes it: what it charges, VAT included; its net and VAT are worked out. */
export type SampleLine = {
  description: string;
  grossCents: number;
  vatRate: number;
  dateFrom?: IsoDate;
  days?: number;
  quantity?: number;
  units?: string[];
  /** Per day and unit, VAT included; a rental's is its gross / (days x quantity) when left out. */
  unitPriceCents?: number | null;
};

const START = isoDate('2030-03-12');

/** Two cameras and a microphone at 19 %, a printed guide at 7 %: one order, two rates. */
export const TWO_RATE_LINES: SampleLine[] = [
  {
    description: 'Canon EOS R5',
    grossCents: 19998,
    vatRate: 19,
    dateFrom: START,
    days: 3,
    quantity: 2,
    units: ['R5-0001', 'R5-0002'],
  },
  {
    description: 'Sennheiser MKE 600',
    grossCents: 3597,
    vatRate: 19,
    dateFrom: START,
    days: 3,
    quantity: 1,
    units: ['MKE-17'],
  },
  {
    description: 'Field guide: lenses (book)',
    grossCents: 1499,
    vatRate: 7,
    quantity: 1,
    units: [],
    unitPriceCents: null,
  },
];

export function sampleLine(position: number, line: SampleLine): InvoiceDocumentLine {
  const quantity = line.quantity ?? 1;
  const rental = line.dateFrom !== undefined && line.days !== undefined;
  const split = splitGross(line.grossCents, line.vatRate);
  return {
    position,
    description: line.description,
    dateFrom: rental ? line.dateFrom! : null,
    dateTo: rental ? addDays(line.dateFrom!, line.days! - 1) : null,
    days: rental ? line.days! : null,
    quantity,
    units: line.units ?? [],
    unitPriceCents:
      line.unitPriceCents !== undefined
        ? line.unitPriceCents
        : rental
          ? Math.round(line.grossCents / (line.days! * quantity))
          : null,
    vatRate: line.vatRate,
    netCents: split.netCents,
    vatCents: split.vatCents,
    grossCents: split.grossCents,
  };
}

export type SampleOptions = {
  kind?: InvoiceDocument['kind'];
  language?: Language;
  number?: string;
  business?: boolean;
  lines?: SampleLine[];
  payment?: Partial<InvoiceDocument['payment']>;
  id?: number;
  vatTreatment?: InvoiceDocument['vatTreatment'];
  dueDate?: IsoDate;
};

/** An issued invoice (or, with kind 'credit_note', a credit note of INV-2030-00001) with its lines, breakdown and totals. */
export function sampleInvoiceDocument(options: SampleOptions = {}): InvoiceDocument {
  const kind = options.kind ?? 'invoice';
  const lines = (options.lines ?? TWO_RATE_LINES).map((line, index) => sampleLine(index + 1, line));
  const vatBreakdown = breakdownByRate(lines);
  const sum = (key: 'netCents' | 'vatCents' | 'grossCents') => lines.reduce((total, line) => total + line[key], 0);
  const issueDate = isoDate(kind === 'invoice' ? '2030-03-10' : '2030-03-11');
  const credit = kind === 'credit_note';
  return {
    id: options.id ?? (credit ? 2 : 1),
    kind,
    number: options.number ?? (credit ? 'CN-2030-00001' : 'INV-2030-00001'),
    issueDate,
    issuedAt: new Date(`${issueDate}T10:15:00Z`),
    language: options.language ?? 'en',
    orderId: 42,
    orderReference: 'FH-2030-000042',
    corrects: credit ? 'INV-2030-00001' : null,
    correctsIssueDate: credit ? isoDate('2030-03-10') : null,
    seller: SAMPLE_SELLER,
    buyer: options.business ? SAMPLE_BUSINESS : SAMPLE_PERSON,
    payment: {
      status: credit ? 'refunded' : 'paid',
      channel: 'stripe',
      at: `${issueDate}T10:14:00.000Z`,
      ...options.payment,
    },
    lines,
    vatBreakdown,
    vatTreatment: options.vatTreatment ?? 'standard',
    dueDate: options.dueDate ?? null,
    totals: { netCents: sum('netCents'), vatCents: sum('vatCents'), grossCents: sum('grossCents') },
  };
}

/** `count` one-day rentals at 19 % and 7 % in turn: a document long enough to run over several pages. */
export function manyLines(count: number): SampleLine[] {
  return Array.from({ length: count }, (_, index) => ({
    description: `Lens ${index + 1}: Sigma 24-70mm F2.8 DG DN Art`,
    grossCents: 1000 + index * 37,
    vatRate: index % 2 === 0 ? 19 : 7,
    dateFrom: addDays(START, index % 5),
    days: 1,
    quantity: 1,
    units: [`SG-${String(index + 1).padStart(4, '0')}`],
  }));
}

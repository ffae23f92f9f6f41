import { createRequire } from 'node:module';
import type { Invoice } from '@e-invoice-eu/core';
import { fromSignedCents } from '../../shared/money';
import type { InvoiceDocument, InvoiceDocumentLine } from './document';
import type { VatTreatment } from '../../shared/vat-treatment';
import { paymentSentence } from './pdf-format';
import { pdfTexts } from './pdf-texts';

/*
 * The EN 16931 e-invoice of a document whose buyer is a business: CII XML, and the
 * same XML inside the PDF as a Factur-X (EN16931 profile, PDF/A-3) invoice, both made by
 * @e-invoice-eu/core from its invoice format, which is shaped like UBL. Every amount is the
 * document's own, to the cent: nothing is worked out again here.
 */

type UblInvoice = Invoice['ubl:Invoice'];
type Party = UblInvoice['cac:AccountingSupplierParty']['cac:Party'];
type BuyerParty = UblInvoice['cac:AccountingCustomerParty']['cac:Party'];
type Line = UblInvoice['cac:InvoiceLine'][number];
type TaxCategory = Line['cac:Item']['cac:ClassifiedTaxCategory'];
type BreakdownCategory = NonNullable<UblInvoice['cac:TaxTotal'][number]['cac:TaxSubtotal']>[number]['cac:TaxCategory'];
type CountryCode = Party['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];

const CURRENCY = 'EUR';
const amount = (cents: number) => fromSignedCents(cents);
/** Rates as EN 16931 writes them: 19 -> "19", 5.5 -> "5.5". */
const percent = (rate: number) => String(rate);

export { hasEInvoice } from './document';

/**
 * The VAT category of a rate. A positive rate is the standard category S, reduced rates included
 * (EN 16931 tells them apart by the percentage, not the code). A rate of 0 is Z, "zero rated":
 * the shop set a rate of 0 % for the goods, it did not claim an exemption, and E (exempt) would
 * require an exemption reason (BR-E-10) that the document does not have.
 */
const categoryOf = (rate: number, treatment: VatTreatment): 'S' | 'Z' | 'AE' =>
  treatment === 'reverse_charge' ? 'AE' : rate > 0 ? 'S' : 'Z';

const taxCategory = (rate: number, treatment: VatTreatment): TaxCategory => ({
  'cbc:ID': categoryOf(rate, treatment),
  'cbc:Percent': percent(rate),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

/**
 * A rate's category in the VAT breakdown: reverse charge (AE, always at 0 %) names its
 * exemption reason, as code and text (BR-AE-10), the legal note the PDF prints too.
 */
const breakdownCategory = (rate: number, doc: InvoiceDocument): BreakdownCategory =>
  doc.vatTreatment === 'reverse_charge'
    ? {
        ...taxCategory(rate, doc.vatTreatment),
        'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE',
        'cbc:TaxExemptionReason': pdfTexts[doc.language].reverseCharge,
      }
    : taxCategory(rate, doc.vatTreatment);

function country(code: string | null, what: string): CountryCode {
  if (!code || !/^[A-Z]{2}$/.test(code)) throw new Error(`An e-invoice needs the ${what}'s country (an ISO code).`);
  return code as CountryCode;
}

function seller(doc: InvoiceDocument): Party {
  const { seller } = doc;
  return {
    ...(seller.email ? { 'cbc:EndpointID': seller.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {}),
    'cac:PostalAddress': {
      'cbc:StreetName': seller.street,
      'cbc:CityName': seller.city,
      'cbc:PostalZone': seller.postcode,
      'cac:Country': { 'cbc:IdentificationCode': country(seller.country, 'seller') },
    },
    // BR-S-02: an invoice with standard-rated VAT names the seller's VAT identifier.
    'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
    ...(seller.email ? { 'cac:Contact': { 'cbc:ElectronicMail': seller.email } } : {}),
  };
}

function buyer(doc: InvoiceDocument): BuyerParty {
  const { buyer } = doc;
  if (!buyer.company) throw new Error(`Invoice ${doc.number} has no business buyer: it has no e-invoice.`);
  return {
    'cbc:EndpointID': buyer.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PostalAddress': {
      ...(buyer.street ? { 'cbc:StreetName': buyer.street } : {}),
      ...(buyer.city ? { 'cbc:CityName': buyer.city } : {}),
      ...(buyer.postcode ? { 'cbc:PostalZone': buyer.postcode } : {}),
      'cac:Country': { 'cbc:IdentificationCode': country(buyer.country, 'buyer') },
    },
    ...(buyer.vatId
      ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company },
    'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': buyer.email },
  };
}

/**
 * A line: a rental is invoiced in days (unit DAY, units x days), anything else in pieces (C62).
 * Its price is given for the whole quantity (base quantity = quantity), so quantity x price /
 * base quantity is the line's net amount exactly, with no per-day price rounded to the cent.
 */
function line(item: InvoiceDocumentLine, treatment: VatTreatment): Line {
  const rental = item.days !== null;
  // A coupon's discount is a line below zero: a quantity of -1 at its positive price, as EN 16931
  // wants an item's price never negative (BR-27).
  const below = item.netCents < 0;
  const quantity = below ? '-1' : String(rental ? item.quantity * item.days! : item.quantity);
  const unit = rental ? 'DAY' : 'C62';
  return {
    'cbc:ID': String(item.position),
    ...(item.units.length > 0 ? { 'cbc:Note': item.units.join(', ') } : {}),
    'cbc:InvoicedQuantity': quantity,
    'cbc:InvoicedQuantity@unitCode': unit,
    'cbc:LineExtensionAmount': amount(item.netCents),
    'cbc:LineExtensionAmount@currencyID': CURRENCY,
    ...(item.dateFrom && item.dateTo
      ? { 'cac:InvoicePeriod': { 'cbc:StartDate': item.dateFrom, 'cbc:EndDate': item.dateTo } }
      : {}),
    'cac:Item': { 'cbc:Name': item.description, 'cac:ClassifiedTaxCategory': taxCategory(item.vatRate, treatment) },
    'cac:Price': {
      'cbc:PriceAmount': amount(Math.abs(item.netCents)),
      'cbc:PriceAmount@currencyID': CURRENCY,
      'cbc:BaseQuantity': below ? '1' : quantity,
      'cbc:BaseQuantity@unitCode': unit,
    },
  };
}

/** A SEPA credit transfer (UNTDID 4461 code 58) to the shop's account, the invoice's number as the reference. */
function paymentMeans(doc: InvoiceDocument): NonNullable<UblInvoice['cac:PaymentMeans']>[number] {
  const { iban, bic, accountHolder } = doc.seller;
  return {
    'cbc:PaymentMeansCode': '58',
    'cbc:PaymentID': doc.number,
    'cac:PayeeFinancialAccount': {
      'cbc:ID': iban,
      ...(accountHolder ? { 'cbc:Name': accountHolder } : {}),
      ...(bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': bic } } : {}),
    },
  };
}

/** The document in the library's invoice format. */
export function eInvoiceData(doc: InvoiceDocument): Invoice {
  const [first, ...rest] = doc.lines.map((item) => line(item, doc.vatTreatment));
  if (!first) throw new Error(`Invoice ${doc.number} has no lines.`);
  // Paid invoices and refunded credit notes are settled: all prepaid, nothing due. A refund still
  // owed is due, and so is an invoice on account: the payment terms (BT-20) say how (BR-CO-25),
  // and an invoice on account has its due date (BT-9) and the shop's account (BT-84, BR-61).
  const settled = doc.payment.status !== 'refund_pending' && doc.payment.status !== 'due';
  const onAccount = doc.payment.status === 'due';
  const { totals } = doc;
  return {
    'ubl:Invoice': {
      'cbc:ID': doc.number,
      'cbc:IssueDate': doc.issueDate,
      ...(onAccount && doc.dueDate ? { 'cbc:DueDate': doc.dueDate } : {}),
      // UNTDID 1001: 380 commercial invoice, 381 credit note.
      'cbc:InvoiceTypeCode': doc.kind === 'invoice' ? '380' : '381',
      'cbc:DocumentCurrencyCode': CURRENCY,
      // BT-13, the buyer's purchase order when they gave one, and BT-14, the shop's order.
      'cac:OrderReference': {
        ...(doc.buyer.purchaseOrder ? { 'cbc:ID': doc.buyer.purchaseOrder } : {}),
        'cbc:SalesOrderID': doc.orderReference,
      },
      ...(doc.corrects
        ? {
            // BT-25/BT-26: the invoice this credit note corrects.
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': doc.corrects,
                  ...(doc.correctsIssueDate ? { 'cbc:IssueDate': doc.correctsIssueDate } : {}),
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': { 'cac:Party': seller(doc) },
      'cac:AccountingCustomerParty': { 'cac:Party': buyer(doc) },
      ...(onAccount && doc.seller.iban ? { 'cac:PaymentMeans': [paymentMeans(doc)] } : {}),
      'cac:PaymentTerms': { 'cbc:Note': paymentSentence(doc) },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(totals.vatCents),
          'cbc:TaxAmount@currencyID': CURRENCY,
          // Each rate's VAT is the sum of its lines, split so that it is the taxable amount x rate
          // (BR-CO-17) and net + VAT is what was paid (splitLinesByRate, decision 087).
          'cac:TaxSubtotal': doc.vatBreakdown.map((group) => ({
            'cbc:TaxableAmount': amount(group.netCents),
            'cbc:TaxableAmount@currencyID': CURRENCY,
            'cbc:TaxAmount': amount(group.vatCents),
            'cbc:TaxAmount@currencyID': CURRENCY,
            'cac:TaxCategory': breakdownCategory(group.rate, doc),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(totals.netCents),
        'cbc:LineExtensionAmount@currencyID': CURRENCY,
        'cbc:TaxExclusiveAmount': amount(totals.netCents),
        'cbc:TaxExclusiveAmount@currencyID': CURRENCY,
        'cbc:TaxInclusiveAmount': amount(totals.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': CURRENCY,
        'cbc:PrepaidAmount': amount(settled ? totals.grossCents : 0),
        'cbc:PrepaidAmount@currencyID': CURRENCY,
        'cbc:PayableAmount': amount(settled ? 0 : totals.grossCents),
        'cbc:PayableAmount@currencyID': CURRENCY,
      },
      'cac:InvoiceLine': [first, ...rest],
    },
  };
}

/** The library logs through this; its warnings about our data are errors to fix, not noise. */
const quiet = { log: () => {}, warn: () => {}, error: () => {} };

/**
 * @e-invoice-eu/core 2.3 writes a credit note's preceding invoice (BT-25) into CII from
 * BillingReference[].cbc:ID, where its own UBL-shaped format (and its schema, which refuses any
 * other key) puts it under cac:InvoiceDocumentReference: the reference would be lost. So the data
 * is first checked against the library's schema as documented (InvoiceService), then rendered by
 * the format itself with the number also where the CII mapping reads it. The date (BT-26) is left
 * to the documented place only: the mapping would write it as udt:, which CII's schema refuses
 * there (qdt:), and BT-26 is optional.
 */
function withPrecedingInvoiceForCii(data: Invoice, doc: InvoiceDocument): Invoice {
  if (!doc.corrects) return data;
  const invoice = structuredClone(data);
  const references = invoice['ubl:Invoice']['cac:BillingReference'] ?? [];
  invoice['ubl:Invoice']['cac:BillingReference'] = references.map((reference) =>
    Object.assign(reference, { 'cbc:ID': reference['cac:InvoiceDocumentReference']['cbc:ID'] }),
  );
  return invoice;
}

type Format = 'CII' | 'Factur-X-EN16931';

/** The library (about 58 MB resident with its schemas): loaded by the first e-invoice, not at start. */
const eInvoiceLibrary = () => import('@e-invoice-eu/core');

type Validator = ((data: unknown) => boolean) & { errors?: unknown };
type AjvClass = new (options: Record<string, boolean>) => { compile(schema: unknown): Validator };

let validator: Promise<Validator> | undefined;

/**
 * The library's check of an invoice's data against its schema, as its InvoiceService.generate()
 * makes it (Ajv 2019, strict, all errors, with defaults, the schema patched by the CII format),
 * compiled once: the library compiles it anew on every call, 170 of an e-invoice's 190 ms (issue
 * 49). Ajv is the library's own copy, resolved from it: the one it would have checked with.
 */
function invoiceValidator(): Promise<Validator> {
  validator ??= (async () => {
    const { FormatFactoryService, invoiceSchema } = await eInvoiceLibrary();
    const fromLibrary = createRequire(createRequire(import.meta.url).resolve('@e-invoice-eu/core'));
    const ajvModule = fromLibrary('ajv/dist/2019') as { default: AjvClass };
    const schema = structuredClone(invoiceSchema);
    new FormatFactoryService().createFormatService('CII', quiet).patchSchema(schema);
    return new ajvModule.default({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
  })();
  return validator;
}

async function generate(doc: InvoiceDocument, format: Format, pdf?: Buffer): Promise<string | Uint8Array> {
  const data = eInvoiceData(doc);
  const { FormatFactoryService } = await eInvoiceLibrary();
  // The library's schema check of the data, on a copy (the defaults it fills in stay there, as
  // they did when the library's own generate() checked it); throws on a mistake.
  const valid = await invoiceValidator();
  if (!valid(structuredClone(data))) {
    throw new Error(`Invoice ${doc.number}'s e-invoice data is invalid: ${JSON.stringify(valid.errors)}`);
  }
  const formatter = new FormatFactoryService().createFormatService(format, quiet);
  const invoice = withPrecedingInvoiceForCii(data, doc);
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, {
    format,
    lang: doc.language,
    ...(pdf
      ? { pdf: { buffer: new Uint8Array(pdf), filename: `${doc.number}.pdf`, mimetype: 'application/pdf' } }
      : {}),
  });
}

/** The CII XML (EN 16931) of a business buyer's document. */
export async function eInvoiceXml(doc: InvoiceDocument): Promise<string> {
  const xml = await generate(doc, 'CII');
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/** The PDF of `doc` with its CII XML embedded as factur-x.xml: a Factur-X EN16931 invoice (PDF/A-3). */
export async function facturXPdf(doc: InvoiceDocument, pdf: Buffer): Promise<Buffer> {
  const result = await generate(doc, 'Factur-X-EN16931', pdf);
  if (typeof result === 'string') throw new Error('Factur-X came back as text, not a PDF.');
  return Buffer.from(result);
}

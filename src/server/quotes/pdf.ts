import { formatCalendarDate, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { Order } from '../../shared/schemas/order';
import type { Quote } from '../../shared/schemas/quote';
import type { ShopSettings } from '../../shared/schemas/settings';
import { countryName, createPdf, FONT } from '../invoices';
import { quotePdfTexts } from './pdf-texts';

/*
 * The quote's PDF and the order's rental agreement, in the invoices' fonts (Liberation Sans,
 * embedded: a customer's "Dvořák" prints) and the customer's language. Plain flowing text, paged
 * by pdfkit: the shop, the document's facts, the customer, the lines, the totals with VAT (or the
 * reverse-charge note), and the rental terms.
 */

type Pdf = PDFKit.PDFDocument;

const MARGIN = 48;

/** Amounts and days as the language writes them. */
function formats(language: Language) {
  const euros = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
  return {
    money: (amount: string) => euros.format(Number(amount)),
    day: (date: string) => formatCalendarDate(date.slice(0, 10) as IsoDate, language),
  };
}

async function begin(
  title: string,
  shop: ShopSettings,
  language: Language,
): Promise<{ pdf: Pdf; bytes: Promise<Buffer> }> {
  const pdf = await createPdf({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: shop.legal.name || 'Framehire', Creator: 'Framehire' },
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const { legal } = shop;
  const t = quotePdfTexts[language];
  const address = [
    legal.street,
    [legal.postcode, legal.city].filter(Boolean).join(' '),
    legal.country && countryName(legal.country, language),
  ];
  pdf
    .font(FONT.bold)
    .fontSize(12)
    .text(legal.name || 'Framehire');
  pdf.font(FONT.regular).fontSize(9);
  for (const line of [...address, legal.vatId && `${t.vatId} ${legal.vatId}`, legal.email]) if (line) pdf.text(line);
  pdf.moveDown();
  pdf.font(FONT.bold).fontSize(16).text(title);
  pdf.font(FONT.regular).fontSize(10);
  return { pdf, bytes };
}

function heading(pdf: Pdf, text: string) {
  pdf.moveDown(0.8).font(FONT.bold).fontSize(11).text(text).font(FONT.regular).fontSize(10);
}

function termsBlock(pdf: Pdf, terms: string, version: number, language: Language) {
  const t = quotePdfTexts[language];
  heading(pdf, t.terms(version));
  pdf.fontSize(9).text(terms.trim() === '' ? t.noTerms : terms, { align: 'left' });
  pdf.fontSize(10);
}

function customerBlock(pdf: Pdf, lines: (string | null | undefined)[], language: Language) {
  heading(pdf, quotePdfTexts[language].customer);
  for (const line of lines) if (line) pdf.text(line);
}

export async function renderQuotePdf(quote: Quote, shop: ShopSettings, language: Language): Promise<Buffer> {
  const t = quotePdfTexts[language];
  const { money, day } = formats(language);
  const { pdf, bytes } = await begin(`${t.quote} ${quote.number}`, shop, language);
  pdf.text(t.version(quote.version));
  pdf.text(`${t.date} ${day(quote.createdAt)}`);
  pdf.text(`${t.validUntil} ${day(quote.validUntil)}`);
  customerBlock(
    pdf,
    [quote.company, quote.customerName, quote.customerEmail, quote.vatId && `${t.vatId} ${quote.vatId}`],
    language,
  );

  heading(pdf, t.lines);
  quote.lines.forEach((line, index) => {
    pdf
      .font(FONT.bold)
      .text(`${index + 1}. ${line.productName}`)
      .font(FONT.regular);
    pdf.text(
      t.line(
        day(line.dateFrom),
        day(line.dateTo),
        line.quantity,
        line.chargedDays,
        money(line.dailyPrice),
        money(line.rent),
      ),
    );
    if (line.discount !== '0.00') pdf.text(`${t.discount} -${money(line.discount)}`);
    if (line.damageWaiver !== '0.00') pdf.text(`${t.damageWaiver} ${money(line.damageWaiver)}`);
    pdf.text(t.lineTotal(line.vatRate, money(line.total)));
  });

  heading(pdf, t.totals);
  if (quote.discount !== '0.00') {
    pdf.text(`${t.discount}${quote.couponCode ? ` (${quote.couponCode})` : ''} -${money(quote.discount)}`);
  }
  if (quote.damageWaiver !== '0.00') pdf.text(`${t.damageWaiver} ${money(quote.damageWaiver)}`);
  pdf
    .font(FONT.bold)
    .text(`${t.total} ${money(quote.total)}`)
    .font(FONT.regular);
  if (quote.vatTreatment === 'reverse_charge') pdf.text(t.reverseCharge);
  else for (const group of quote.vat) pdf.text(t.vatIncluded(group.rate, money(group.amount)));

  termsBlock(pdf, quote.terms, quote.termsVersion, language);
  pdf.end();
  return bytes;
}

/**
 * The order's rental agreement: its lines, the rental terms (as accepted, for an order from a
 * quote; the shop's of today otherwise) and, from a quote, who accepted them, when and from where.
 */
export async function renderAgreementPdf(
  order: Order,
  accepted: Quote | null,
  shop: ShopSettings,
  language: Language,
): Promise<Buffer> {
  const t = quotePdfTexts[language];
  const { money, day } = formats(language);
  const { pdf, bytes } = await begin(`${t.agreement} ${order.reference}`, shop, language);
  pdf.text(t.order(order.reference, day(order.placedAt)));
  if (accepted) pdf.text(t.fromQuote(accepted.number, accepted.version));
  const first = order.rentals[0];
  customerBlock(pdf, [order.business?.company, first?.userName, first?.userEmail, order.business?.vatId], language);

  heading(pdf, t.lines);
  order.rentals
    .filter((line) => line.cancelledAt === null)
    .forEach((line, index) => {
      pdf
        .font(FONT.bold)
        .text(`${index + 1}. ${line.productName}`)
        .font(FONT.regular);
      pdf.text(
        t.line(
          day(line.dateFrom),
          day(line.dateTo),
          line.quantity,
          line.chargedDays,
          money(line.dailyPrice),
          money(line.total),
        ),
      );
    });
  pdf
    .font(FONT.bold)
    .text(`${t.total} ${money(order.total)}`)
    .font(FONT.regular);
  if (order.vatTreatment === 'reverse_charge') pdf.text(t.reverseCharge);

  const acceptance = accepted?.acceptance ?? null;
  termsBlock(
    pdf,
    acceptance ? accepted!.terms : shop.quotes.terms,
    acceptance ? acceptance.termsVersion : shop.quotes.termsVersion,
    language,
  );

  heading(pdf, t.acceptance);
  if (acceptance) {
    pdf.text(`${t.acceptedBy} ${acceptance.name}`);
    pdf.text(`${t.at} ${acceptance.acceptedAt}`);
    pdf.text(`${t.fromIp} ${acceptance.ip}`);
    pdf.text(`${t.termsVersion} ${acceptance.termsVersion}`);
  } else {
    pdf.text(t.signAtPickUp);
  }
  pdf.end();
  return bytes;
}

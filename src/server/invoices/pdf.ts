import type { InvoiceDocument } from './document';
import { countryName, longDate, money, paymentSentence, ratePercent } from './pdf-format';
import { COLOR, contentBottom, contentWidth, drawLinesTable, FONT, FOOTER_FROM_BOTTOM, MARGIN } from './pdf-layout';
import { createPdf } from './pdf-fonts';
import { pdfTexts } from './pdf-texts';

/*
 * An invoice or credit note as a PDF, in the document's language: the shop top left,
 * the title and number top right, the customer, the lines, the VAT per rate and the totals, how
 * the money moved, and on every page a footer with the shop and the page. Everything comes from
 * the document as issued (document.ts); the same document always prints the same text.
 */

type Pdf = PDFKit.PDFDocument;

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const t = pdfTexts[doc.language];
  const title = `${t.title[doc.kind]} ${doc.number}`;
  const pdf = await createPdf({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: doc.language,
    displayTitle: true,
    info: {
      Title: title,
      Author: doc.seller.name,
      Subject: `${t.order} ${doc.orderReference}`,
      Creator: 'Framehire',
      // The issue instant, not the rendering's: the same document renders the same dates.
      CreationDate: doc.issuedAt,
      ModDate: doc.issuedAt,
    },
  });
  const bytes = collect(pdf);

  const below = drawHeading(pdf, doc);
  const buyerBottom = drawBuyer(pdf, doc, below + 22);
  const tableBottom = drawLinesTable(pdf, doc, buyerBottom + 22);
  drawSummary(pdf, doc, tableBottom + 16);
  drawFooters(pdf, doc);
  pdf.end();
  return bytes;
}

function collect(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

const present = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim()));

/** Lines of text at (x, y), the first in bold; answers the y below the last. */
function block(pdf: Pdf, lines: string[], x: number, y: number, width: number, firstSize = 11): number {
  lines.forEach((line, index) => {
    if (index === 0) pdf.font(FONT.bold).fontSize(firstSize).fillColor(COLOR.text);
    else pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
    pdf.text(line, x, index === 0 ? y : pdf.y + 1.5, { width });
  });
  return pdf.y;
}

/** The seller top left, the title and the document's facts top right; answers the lower of the two bottoms. */
function drawHeading(pdf: Pdf, doc: InvoiceDocument): number {
  const t = pdfTexts[doc.language];
  const { seller, language } = doc;
  const width = contentWidth(pdf);
  const sellerBottom = block(
    pdf,
    present(
      seller.name,
      seller.street,
      present(seller.postcode, seller.city).join(' '),
      seller.country && countryName(seller.country, language),
      seller.vatId && `${t.vatId}: ${seller.vatId}`,
      seller.email,
    ),
    MARGIN.left,
    MARGIN.top,
    width * 0.5,
    12,
  );

  const right = MARGIN.left + width * 0.55;
  const rightWidth = width * 0.45;
  pdf.font(FONT.bold).fontSize(22).fillColor(COLOR.brand);
  pdf.text(t.title[doc.kind], right, MARGIN.top - 4, { width: rightWidth, align: 'right' });
  let y = pdf.y + 6;
  const facts: [string, string][] = [
    [t.number, doc.number],
    [t.issueDate, longDate(doc.issueDate, language)],
    [t.order, doc.orderReference],
    ...(doc.buyer.purchaseOrder ? ([[t.purchaseOrder, doc.buyer.purchaseOrder]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    pdf
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(label, right, y, { width: rightWidth / 2, lineBreak: false });
    pdf
      .font(FONT.bold)
      .fillColor(COLOR.text)
      .text(value, right, y, { width: rightWidth, align: 'right', lineBreak: false });
    y += 13;
  }
  if (doc.corrects) {
    const date = doc.correctsIssueDate ? longDate(doc.correctsIssueDate, language) : '';
    pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOR.text);
    pdf.text(t.corrects(doc.corrects, date), right, y + 2, { width: rightWidth, align: 'right' });
    y = pdf.y;
  }
  return Math.max(sellerBottom, y);
}

/**
 * The customer: a business with its address and VAT id, or a person's name, their billing
 * address when they saved one, and e-mail.
 */
function drawBuyer(pdf: Pdf, doc: InvoiceDocument, y: number): number {
  const t = pdfTexts[doc.language];
  const { buyer, language } = doc;
  pdf
    .font(FONT.bold)
    .fontSize(7.5)
    .fillColor(COLOR.muted)
    .text(t.billTo.toUpperCase(), MARGIN.left, y, { characterSpacing: 0.6 });
  const address = [
    buyer.street,
    present(buyer.postcode, buyer.city).join(' '),
    buyer.country && countryName(buyer.country, language),
  ];
  const lines = buyer.company
    ? present(buyer.company, buyer.name, ...address, buyer.vatId && `${t.vatId}: ${buyer.vatId}`)
    : present(buyer.name, ...address, buyer.email);
  return block(pdf, lines, MARGIN.left, pdf.y + 3, contentWidth(pdf) * 0.5, 10.5);
}

/** The VAT per rate on the left, the totals on the right, then how the money moved. */
function drawSummary(pdf: Pdf, doc: InvoiceDocument, startY: number) {
  const t = pdfTexts[doc.language];
  const { language } = doc;
  const rowHeight = 14;
  const needed =
    40 +
    rowHeight * Math.max(doc.vatBreakdown.length + 1, 4) +
    60 +
    (doc.vatTreatment === 'reverse_charge' ? 30 : 0) +
    (doc.payment.status === 'due' ? 16 : 0);
  let y = startY;
  if (y + needed > contentBottom(pdf)) {
    pdf.addPage();
    y = MARGIN.top;
  }

  // VAT per rate.
  const left = MARGIN.left;
  const widths = [56, 74, 66, 74];
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const breakdownWidth = widths.reduce((sum, width) => sum + width, 0);
  pdf.font(FONT.bold).fontSize(9).fillColor(COLOR.text).text(t.breakdown.title, left, y);
  let by = pdf.y + 4;
  const cells = (values: string[], bold: boolean, color: string) => {
    pdf
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(8)
      .fillColor(color);
    values.forEach((value, index) => {
      pdf.text(value, xs[index]!, by, {
        width: widths[index]! - 4,
        align: index === 0 ? 'left' : 'right',
        lineBreak: false,
      });
    });
    by += rowHeight;
  };
  cells([t.breakdown.rate, t.breakdown.net, t.breakdown.vat, t.breakdown.gross], true, COLOR.muted);
  pdf
    .moveTo(left, by - 4)
    .lineTo(left + breakdownWidth, by - 4)
    .lineWidth(0.5)
    .stroke(COLOR.rule);
  for (const group of doc.vatBreakdown) {
    cells(
      [
        ratePercent(group.rate, language),
        money(group.netCents, language),
        money(group.vatCents, language),
        money(group.grossCents, language),
      ],
      false,
      COLOR.text,
    );
  }

  // Totals.
  const totalsWidth = 210;
  const tx = MARGIN.left + contentWidth(pdf) - totalsWidth;
  let ty = y + 18;
  const total = (label: string, cents: number, strong: boolean) => {
    pdf
      .font(strong ? FONT.bold : FONT.regular)
      .fontSize(strong ? 11 : 9)
      .fillColor(COLOR.text);
    pdf.text(label, tx, ty, { width: totalsWidth * 0.6, lineBreak: false });
    pdf.text(money(cents, language), tx, ty, { width: totalsWidth, align: 'right', lineBreak: false });
    ty += strong ? 18 : 15;
  };
  total(t.totals.net, doc.totals.netCents, false);
  total(t.totals.vat, doc.totals.vatCents, false);
  pdf
    .moveTo(tx, ty - 3)
    .lineTo(tx + totalsWidth, ty - 3)
    .lineWidth(1)
    .stroke(COLOR.text);
  ty += 2;
  total(t.totals[doc.kind], doc.totals.grossCents, true);

  // How the money moved, and what the prices are.
  const py = Math.max(by, ty) + 14;
  pdf
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(COLOR.text)
    .text(paymentSentence(doc), MARGIN.left, py, { width: contentWidth(pdf) });
  // An invoice on account: where to pay it (the shop's bank details on the day of issue).
  if (doc.payment.status === 'due' && doc.seller.iban) {
    pdf
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOR.text)
      .text(t.bankAccount(doc.seller.iban, doc.seller.bic, doc.seller.accountHolder), MARGIN.left, pdf.y + 4, {
        width: contentWidth(pdf),
      });
  }
  const reverseCharge = doc.vatTreatment === 'reverse_charge';
  if (reverseCharge) {
    pdf
      .font(FONT.bold)
      .fontSize(8.5)
      .fillColor(COLOR.text)
      .text(t.reverseCharge, MARGIN.left, pdf.y + 6, { width: contentWidth(pdf) });
  }
  if (doc.lines.some((line) => line.unitPriceCents !== null))
    pdf
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(reverseCharge ? t.pricesWithoutVat : t.pricesIncludeVat, MARGIN.left, pdf.y + 4);
}

/** The shop and "page x of y" at the foot of every page, drawn once all pages exist. */
function drawFooters(pdf: Pdf, doc: InvoiceDocument) {
  const t = pdfTexts[doc.language];
  const { seller } = doc;
  const line = present(seller.name, seller.vatId && `${t.vatId} ${seller.vatId}`, seller.email).join(' · ');
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    // The footer lies inside the bottom margin: lifted while it is drawn, so no page is added.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - FOOTER_FROM_BOTTOM;
    const width = contentWidth(pdf);
    pdf
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + width, y)
      .lineWidth(0.5)
      .stroke(COLOR.rule);
    pdf.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    pdf.text(line, MARGIN.left, y + 8, { width: width * 0.75, lineBreak: false });
    pdf.text(t.page(index - range.start + 1, range.count), MARGIN.left, y + 8, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottom;
  }
}

import type bwipjs from 'bwip-js/node';
import { createPdf, FONT } from '../invoices';
import { LABELS_PER_PAGE, MM, SHEET } from './layout';

/*
 * The printable label sheet: A4 sheets of 3 x 8 self-adhesive labels of 63.5 x 33.9 mm
 * (the common office format, Avery L7159 / J8159 and its equivalents), one label per unit: a QR
 * code of its serial number on the left, the product's name and the serial number in text on the
 * right. QR rather than Code 128: a serial number of any length (up to 120 characters) fits the
 * same square, and phone cameras, which the desk scans with, read it from any angle. Each code is
 * a PNG image (bwip-js) with its 4-module quiet zone, so scanners find it on a crowded label.
 */

export type Label = { serialNumber: string; productName: string };

const COLOR = { text: '#1a1b1e', muted: '#495057' } as const;

/** The QR code's square: the label's height less its inset, quiet zone included. */
const CODE_SIZE = SHEET.labelHeight - 2 * SHEET.inset;

/**
 * The serial number as a QR code, a PNG: 6 pixels a module (a module is 2 points at bwip-js's
 * scale 1), printed about 1 mm wide for a short serial, error correction M (15 % of the code may
 * be scuffed), and a white quiet zone of 4 modules (`padding` is in those points: 8 = 4 modules).
 */
export function qrCodePng(serialNumber: string): Promise<Buffer> {
  // eclevel is BWIPP's own option, which bwip-js passes on but does not type.
  const options: bwipjs.RenderOptions & { eclevel: 'L' | 'M' | 'Q' | 'H' } = {
    bcid: 'qrcode',
    text: serialNumber,
    eclevel: 'M',
    scale: 3,
    padding: 8,
    backgroundcolor: 'FFFFFF',
  };
  // bwip-js (about 8 MB resident) is loaded by the first label, not at start.
  return import('bwip-js/node').then((module) => module.default.toBuffer(options));
}

/** The sheets of `labels`, in their order, left to right and top to bottom. */
export async function renderLabelSheet(labels: Label[], title: string): Promise<Buffer> {
  const pdf = await createPdf({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Framehire' },
  });
  const bytes = collect(pdf);
  for (const [index, label] of labels.entries()) {
    const place = index % LABELS_PER_PAGE;
    if (place === 0) pdf.addPage({ size: 'A4', margin: 0 });
    const column = place % SHEET.columns;
    const row = Math.floor(place / SHEET.columns);
    const x = SHEET.left + column * (SHEET.labelWidth + SHEET.gap);
    const y = SHEET.top + row * SHEET.labelHeight;
    drawLabel(pdf, FONT, label, await qrCodePng(label.serialNumber), x, y);
  }
  if (labels.length === 0) pdf.addPage({ size: 'A4', margin: 0 });
  pdf.end();
  return bytes;
}

/** The serial number's type sizes, largest first: the first that fits on one line is used. */
const SERIAL_SIZES = [9.5, 8.5, 7.5, 6.5];

function drawLabel(
  pdf: PDFKit.PDFDocument,
  font: { regular: string; bold: string },
  label: Label,
  code: Buffer,
  x: number,
  y: number,
) {
  const { inset, labelWidth, labelHeight } = SHEET;
  pdf.image(code, x + inset, y + inset, { width: CODE_SIZE, height: CODE_SIZE });
  // The text beside the code, inside the inset; the code's own quiet zone is its left margin.
  const textX = x + inset + CODE_SIZE + 1 * MM;
  const width = labelWidth - (textX - x) - inset;
  const top = y + inset + 2.5 * MM;
  const bottom = y + labelHeight - inset - 2.5 * MM;
  // The product's name, up to three lines, then the serial number, which tells the units apart.
  pdf
    .font(font.regular)
    .fontSize(8)
    .fillColor(COLOR.muted)
    .text(label.productName, textX, top, { width, height: 29, ellipsis: true });
  const serialTop = pdf.y + 3;
  // On one line where a smaller size lets it: a serial broken at its hyphen reads as two.
  pdf.font(font.bold);
  const size = SERIAL_SIZES.find((points) => pdf.fontSize(points).widthOfString(label.serialNumber) <= width);
  pdf
    .fontSize(size ?? SERIAL_SIZES.at(-1)!)
    .fillColor(COLOR.text)
    .text(label.serialNumber, textX, serialTop, { width, height: Math.max(12, bottom - serialTop), ellipsis: true });
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The PDFs embed Liberation Sans (SIL Open Font License, fonts/LICENSE) instead of using the
 * standard Helvetica: Helvetica's WinAnsi encoding has the letters of en, es and de but not a
 * customer's "Łukasz" or "Dvořák", and a Factur-X PDF is PDF/A-3, which requires every font to be
 * embedded. pdfkit embeds only the glyphs a document uses (some 20 kB).
 *
 * In the sources the fonts sit next to this file; the built server (scripts/build-server.mjs)
 * copies them to dist/server/fonts, beside serve.js or one folder above the chunk this lands in.
 */
const candidates = ['./fonts/', '../fonts/'];

function fontsFolder(): string {
  for (const candidate of candidates) {
    const folder = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${folder}LiberationSans-Regular.ttf`)) return folder;
  }
  throw new Error(`The invoice fonts are missing (looked in ${candidates.join(', ')} of ${import.meta.url}).`);
}

let found: { regular: string; bold: string } | null = null;

/** The paths of the regular and bold faces. */
function fontFiles(): { regular: string; bold: string } {
  if (!found) {
    const folder = fontsFolder();
    found = { regular: `${folder}LiberationSans-Regular.ttf`, bold: `${folder}LiberationSans-Bold.ttf` };
  }
  return found;
}

/**
 * pdfkit and fontkit (about 29 MB resident): loaded by the first PDF, not at start, as sharp is
 * by the first picture. Every PDF the shop writes (invoices, quotes, labels) takes it from here.
 */
const loadPdfKit = () => import('pdfkit').then((module) => module.default);

/**
 * The faces by their files, as every PDF the shop writes sets them: `pdf.font(FONT.bold)`. pdfkit
 * caches a font under the name it was set by, so naming it by its path parses each file once per
 * document. Not shared between documents: a fontkit font laid out by one document and subset by
 * another wrote wrong ToUnicode maps (an invoice's "u" read back as "="; issue 49 tried it).
 */
export const FONT = fontFiles();

/** A new pdfkit document in the shop's regular face. */
export async function createPdf(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfKit();
  return new PDFDocument({ ...options, font: FONT.regular });
}

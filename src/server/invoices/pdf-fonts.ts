import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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

/** The names every PDF the shop writes (createPdf) knows its two faces by: `pdf.font(FONT.bold)`. */
export const FONT = { regular: 'regular', bold: 'bold' } as const;

type Face = NonNullable<Parameters<PDFKit.PDFDocument['registerFont']>[1]>;
let faces: Promise<{ regular: Face; bold: Face }> | undefined;

/**
 * The two faces, read and parsed by fontkit once for every PDF: given a path, pdfkit reads and
 * parses the file anew for each document, and fontkit's glyphs and metrics, decoded as a
 * document's text is laid out, went with it (half an invoice PDF's 29 ms, issue 49). A document
 * subsets the faces into its own file; the parsed faces themselves are only read. fontkit is
 * pdfkit's own copy, resolved from it.
 */
function parsedFaces() {
  faces ??= (async () => {
    const fromPdfKit = createRequire(createRequire(import.meta.url).resolve('pdfkit'));
    const fontkit = fromPdfKit('fontkit') as { create(buffer: Buffer): Face };
    const files = fontFiles();
    const [regular, bold] = await Promise.all([readFile(files.regular), readFile(files.bold)]);
    return { regular: fontkit.create(regular), bold: fontkit.create(bold) };
  })();
  return faces;
}

/** A new pdfkit document in the shop's regular face, with both faces registered under FONT's names. */
export async function createPdf(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const [PDFDocument, { regular, bold }] = await Promise.all([loadPdfKit(), parsedFaces()]);
  const pdf = new PDFDocument({ ...options, font: regular as unknown as string });
  pdf.registerFont(FONT.regular, regular);
  pdf.registerFont(FONT.bold, bold);
  return pdf;
}

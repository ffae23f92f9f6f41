import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { eInvoiceXml, facturXPdf } from '../src/server/invoices/e-invoice';
import { renderInvoicePdf } from '../src/server/invoices/pdf';
import { sampleInvoiceDocument } from '../src/server/invoices/sample-document';
import { pdfText } from '../src/server/test/pdf-text';

/*
 * How long one invoice's documents take to make (issues 29 and 49): `npx tsx bench/invoice-documents.ts`.
 * The median of 30 runs after 20 to warm up, for the PDF, the CII XML and the Factur-X PDF, and
 * beside the PDF its floor: bare pdfkit writing the same text, line by line, in the same two
 * faces (by their files, as pdfkit's documentation does), with no layout of ours.
 */
async function median(label: string, run: () => Promise<unknown>, runs = 30) {
  for (let warm = 0; warm < 20; warm += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const middle = times[Math.floor(runs / 2)]!;
  console.log(`${label}: median ${middle.toFixed(1)} ms, fastest ${times[0]!.toFixed(1)} ms`);
  return middle;
}

const faces = {
  regular: createRequire(import.meta.url).resolve('../src/server/invoices/fonts/LiberationSans-Regular.ttf'),
  bold: createRequire(import.meta.url).resolve('../src/server/invoices/fonts/LiberationSans-Bold.ttf'),
};

/** The floor: the PDF's lines of text written one under the other, the first of each page in bold. */
function barePdf(pages: string[][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', font: faces.regular, autoFirstPage: false });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    for (const lines of pages) {
      pdf.addPage({ size: 'A4', margin: 40 });
      lines.forEach((line, index) =>
        pdf
          .font(index === 0 ? faces.bold : faces.regular)
          .fontSize(9)
          .text(line),
      );
    }
    pdf.end();
  });
}

const doc = sampleInvoiceDocument({ business: true });
const pdf = await renderInvoicePdf(doc);
// Read back first: both are measured after the PDF reader has loaded, which slows what follows it.
const { pages } = await pdfText(pdf);
const shop = await median('invoice PDF (3 lines)', () => renderInvoicePdf(doc));
const bare = await median('  floor: bare pdfkit, the same text and faces', () => barePdf(pages));
const ratio = shop / bare;
console.log(`  ${ratio <= 1.5 ? 'met   ' : 'MISSED'} invoice PDF ≤ 1.5× bare pdfkit: ${ratio.toFixed(2)}×`);
const xml = await median('CII XML', () => eInvoiceXml(doc), 10);
console.log(`  ${xml <= 30 ? 'met   ' : 'MISSED'} CII XML ≤ 30 ms: ${xml.toFixed(1)} ms`);
await median('Factur-X PDF from the PDF', () => facturXPdf(doc, pdf), 10);

import { eInvoiceXml, facturXPdf } from '../src/server/invoices/e-invoice';
import { renderInvoicePdf } from '../src/server/invoices/pdf';
import { sampleInvoiceDocument } from '../src/server/invoices/sample-document';

/*
 * How long one invoice's documents take to make (issue 29): `npx tsx bench/invoice-documents.ts`.
 * The median of 30 runs after 5 to warm up, for the PDF, the CII XML and the Factur-X PDF.
 */
async function median(label: string, run: () => Promise<unknown>, runs = 30) {
  for (let warm = 0; warm < 5; warm += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, fastest ${times[0]!.toFixed(1)} ms`);
}

const doc = sampleInvoiceDocument({ business: true });
const pdf = await renderInvoicePdf(doc);
await median('invoice PDF (3 lines)', () => renderInvoicePdf(doc));
await median('CII XML', () => eInvoiceXml(doc), 10);
await median('Factur-X PDF from the PDF', () => facturXPdf(doc, pdf), 10);

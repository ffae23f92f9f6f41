import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { InvoiceDocument } from './document';
import { fileNameOf, invoicePdf, invoiceXml } from './files';

/*
 * Every document of a period in one ZIP: its PDF, and for a business buyer its XML,
 * named by number. Documents are read and rendered one at a time while the archive streams out,
 * so memory stays flat however long the period is.
 */

/**
 * How much finished archive may wait for a slow client before rendering pauses. Archiver takes a
 * Buffer entry at once and says it is done: it is this wait that keeps a fast renderer from
 * piling up a slow download in memory.
 */
const WAITING_BYTES = 4 * 1024 * 1024;

export async function invoicesZip(
  ids: AsyncIterable<number>,
  read: (id: number) => Promise<InvoiceDocument | null>,
  logError: (error: unknown, message: string) => void,
): Promise<Readable> {
  // Loaded on the first ZIP: a few MB of heap every server would otherwise keep from its start
  // for a download an accountant asks for once a month (docs/performance.md, issue 49's fifth pass).
  const { ZipArchive } = await import('archiver');
  // PDFs are compressed already: a light level saves the CPU, not much space is lost.
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const gone = new AbortController();
  archive.once('close', () => gone.abort());

  async function add(content: Buffer | string, name: string, date: Date) {
    const added = once(archive, 'entry', { signal: gone.signal });
    archive.append(content, { name, date });
    await added;
    while (archive.readableLength > WAITING_BYTES && !gone.signal.aborted) await sleep(20);
  }

  async function fill() {
    for await (const id of ids) {
      if (gone.signal.aborted) return;
      const doc = await read(id);
      if (!doc) continue;
      await add(await invoicePdf(doc), fileNameOf(doc, 'pdf'), doc.issuedAt);
      const xml = await invoiceXml(doc);
      if (xml !== null) await add(xml, fileNameOf(doc, 'xml'), doc.issuedAt);
    }
    await archive.finalize();
  }

  fill().catch((error: unknown) => {
    // The client went away: nothing to tell anyone. Anything else cuts the download short, and
    // a cut ZIP has no central directory, so no reader takes it for a whole one.
    if (gone.signal.aborted) return;
    logError(error, 'The invoices ZIP failed');
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}

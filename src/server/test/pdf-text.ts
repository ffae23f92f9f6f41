import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * A PDF read back as a reader's software reads it (pdfjs, Firefox's viewer): its text per page,
 * one string per printed line, left to right, and its embedded files. No-break spaces (which
 * Intl puts in "19,99 €") are plain spaces here, so tests can write amounts as they read.
 */

export type PdfText = { pages: string[][]; text: string; info: Record<string, unknown> };

/** The text of every page, each line's pieces joined by a space in reading order. */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const rows = new Map<number, { x: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as number[];
        // Pieces of one printed line share a baseline, give or take rounding.
        const key = [...rows.keys()].find((known) => Math.abs(known - y!) < 2) ?? y!;
        rows.set(key, [...(rows.get(key) ?? []), { x: x!, text: item.str }]);
      }
      pages.push(
        [...rows.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, pieces]) =>
            pieces
              .sort((a, b) => a.x - b.x)
              .map((piece) => piece.text.replace(/[\u00a0\u202f]/g, ' ').trim())
              .join(' '),
          ),
      );
    }
    const { info } = await pdf.getMetadata();
    return { pages, text: pages.map((lines) => lines.join('\n')).join('\n'), info: info as Record<string, unknown> };
  } finally {
    await pdf.destroy();
  }
}

/** The files embedded in a PDF (a Factur-X invoice's factur-x.xml), by name. */
export async function pdfAttachments(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const attachments = ((await pdf.getAttachments()) ?? {}) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    return new Map(Object.values(attachments).map((file) => [file.filename, file.content]));
  } finally {
    await pdf.destroy();
  }
}

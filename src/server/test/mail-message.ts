/** Just enough MIME to read what our own mailer sends: headers and the text/plain part. */
export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 words; adjacent ones are joined as bytes, since a character may span two of them. */
function decodeHeader(value: string): string {
  const word = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;
  return value.replace(/(=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, encoding, text = '']) =>
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: rest.join('\n\n') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain part, also inside a multipart/alternative that a mail with attachments nests in multipart/mixed. */
function plainText(headers: Record<string, string>, body: string): string | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return headers['content-type']?.startsWith('text/plain') !== false ? decodeBody(headers, body) : null;
  for (const part of body.split(`--${boundary}`).map((chunk) => splitPart(chunk.replace(/^\r?\n/, '')))) {
    const type = part.headers['content-type'];
    if (!type?.startsWith('text/plain') && !type?.startsWith('multipart/')) continue;
    const text = plainText(part.headers, part.body);
    if (text !== null) return text;
  }
  return null;
}

export function parseMail(raw: string, recipients: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const subject = decodeHeader(headers.subject ?? '');
  return { to: recipients, subject, text: (plainText(headers, body) ?? '').trim(), raw };
}

/** The files of a received mail, decoded: nodemailer sends each as a base64 part with a filename. */
export function attachmentsOf(mail: ReceivedMail): { filename: string; contentType: string; content: Buffer }[] {
  return mail.raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .filter((part) => /^Content-Disposition: attachment/im.test(part))
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      return {
        filename: /filename="?([^";\r\n]+)/i.exec(head)?.[1] ?? '',
        contentType: /^Content-Type: ([^;\r\n]+)/im.exec(head)?.[1] ?? '',
        content: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64'),
      };
    });
}

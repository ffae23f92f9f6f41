import sharp from 'sharp';

/**
 * A multipart/form-data body with one file, encoded by the platform's own FormData as a browser
 * sends it, for `app.inject` (`payload` and `headers`).
 */
export async function uploadForm(file: { bytes: Buffer; name: string; type: string; field?: string }) {
  const form = new FormData();
  form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A real PNG made by sharp: a two-colour picture, left half red and right half blue. */
export async function testPng(width = 64, height = 48, options: { exif?: Record<string, string> } = {}) {
  const half = Math.floor(width / 2);
  const picture = sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } },
        left: half,
        top: 0,
      },
    ])
    .png();
  return (options.exif ? picture.withExif({ IFD0: options.exif }) : picture).toBuffer();
}

import { randomBytes } from 'node:crypto';
import type { Sharp } from 'sharp';
import { TooLargeError, UnsupportedMediaError } from '../domain-errors';

/**
 * More pixels than any phone or camera a customer owns (a 48-megapixel phone photo passes), but
 * few enough that decoding cannot swallow the server's memory: a small PNG can claim billions.
 */
/**
 * sharp and libvips (about 11 MB) are loaded by the first picture, not at start: most processes
 * of a running shop never decode one.
 */
export const loadSharp = () => import('sharp').then((module) => module.default);

export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Formats a picture comes in. What sharp also reads but is no photo (SVG, PDF, TIFF scans, raw
 * vips files) is refused: SVG in particular is text that librsvg would render.
 */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const UNSUPPORTED_IMAGE = 'UNSUPPORTED_IMAGE';

const unsupported = () =>
  new UnsupportedMediaError(
    UNSUPPORTED_IMAGE,
    'The file is not a picture we can read (JPEG, PNG, WebP, GIF, AVIF or HEIF).',
  );

/**
 * The uploaded bytes, decoded (which is what proves they are a picture, whatever their name or
 * declared type) and turned upright by their EXIF orientation, ready to resize and encode. sharp
 * writes no metadata unless told to, so nothing of the upload (location, camera, owner) survives.
 */
export async function decodePicture(upload: Buffer): Promise<Sharp> {
  if (upload.length === 0) throw unsupported();
  const sharp = await loadSharp();
  // The header alone (nothing is decoded, so no pixel limit yet): a pixel bomb is told apart here.
  const header = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  if (!header.format || !PICTURE_FORMATS.has(header.format)) throw unsupported();
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new TooLargeError('IMAGE_TOO_LARGE', 'The picture has too many pixels; 50 megapixels at most.');
  }
  return sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
}

/** Encodes a decoded picture; a header that parsed over a body that does not (truncated, corrupt) is refused here. */
export async function encode(picture: Sharp): Promise<Buffer> {
  try {
    return await picture.toBuffer();
  } catch {
    throw unsupported();
  }
}

/** A picture made to fit inside `side` x `side` pixels as WebP: never cropped or enlarged (product pictures, incident photos). */
/** The WebP quality every stored picture is encoded at. */
export const STORED_WEBP_QUALITY = 80;

export const fittedWebp = (picture: Sharp, side: number): Promise<Buffer> =>
  encode(
    picture.resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({ quality: STORED_WEBP_QUALITY }),
  );

/** A fresh random file name in `folder` for an uploaded picture (SPEC section 3: uploads get a random name). */
export const randomWebpKey = (folder: 'products' | 'incidents') => `${folder}/${randomBytes(12).toString('hex')}.webp`;

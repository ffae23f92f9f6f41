import sharp from 'sharp';
import { TooLargeError, UnsupportedMediaError } from '../domain-errors';

/** The side of the square every avatar is stored at, twice the largest size the web shows (96 px). */
export const AVATAR_SIZE = 256;

/**
 * More pixels than any phone or camera a customer owns (a 48-megapixel phone photo passes), but
 * few enough that decoding cannot swallow the server's memory: a small PNG can claim billions.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Formats a person's picture comes in. What sharp also reads but is no photo (SVG, PDF, TIFF
 * scans, raw vips files) is refused: SVG in particular is text that librsvg would render.
 */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const UNSUPPORTED_IMAGE = 'UNSUPPORTED_IMAGE';

const unsupported = () =>
  new UnsupportedMediaError(
    UNSUPPORTED_IMAGE,
    'The file is not a picture we can read (JPEG, PNG, WebP, GIF, AVIF or HEIF).',
  );

/**
 * The uploaded bytes as the avatar the shop serves: decoded (which is what proves they are a
 * picture, whatever their name or declared type), turned upright by their EXIF orientation,
 * cropped to a centred square, stripped of all metadata (location, camera, owner) and written as
 * WebP. Nothing of the upload reaches a browser as it was sent.
 */
export async function toAvatarImage(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw unsupported();
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
  try {
    // sharp writes no metadata unless told to keep it; autoOrient applies EXIF's rotation first.
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file).
    throw unsupported();
  }
}

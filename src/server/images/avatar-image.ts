import { decodePicture, encode } from './picture';

/** The side of the square every avatar is stored at, twice the largest size the web shows (96 px). */
export const AVATAR_SIZE = 256;

/** The uploaded bytes as the avatar the shop serves: upright, cropped to a centred square, WebP, no metadata. */
export async function toAvatarImage(upload: Buffer): Promise<Buffer> {
  const picture = await decodePicture(upload);
  return encode(picture.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }));
}

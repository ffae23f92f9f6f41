import { cardImageKey } from '../storage/public-url';
import type { Storage } from '../storage/storage';
import { decodePicture, fittedWebp, randomWebpKey } from './picture';

/**
 * A product picture in the two sizes the storefront shows: the card in the grid (up to 480 px
 * across, twice a card's width) and the product page (up to 1200 px). Never cropped or enlarged:
 * a lens photographed tall stays whole.
 */
export const PRODUCT_IMAGE_SIZES = { card: 480, page: 1200 } as const;

export type ProductImages = { card: Buffer; page: Buffer };

export async function toProductImages(upload: Buffer): Promise<ProductImages> {
  const picture = await decodePicture(upload);
  const sized = (side: number) => fittedWebp(picture.clone(), side);
  const [card, page] = await Promise.all([sized(PRODUCT_IMAGE_SIZES.card), sized(PRODUCT_IMAGE_SIZES.page)]);
  return { card, page };
}

/**
 * Stores both sizes of an uploaded picture under a fresh random name (SPEC section 3: "product
 * image files get a random name"; the extension is the stored format's, decision 013) and answers
 * the key to save on the product. The card goes first, so a saved key always has both files.
 */
export async function storeProductImage(storage: Storage, upload: Buffer): Promise<string> {
  return storeProductImages(storage, await toProductImages(upload));
}

/** Stores both sizes, made already, under a fresh random name (as storeProductImage). */
export async function storeProductImages(storage: Storage, { card, page }: ProductImages): Promise<string> {
  const key = randomWebpKey('products');
  await storage.put(cardImageKey(key), card, 'image/webp');
  await storage.put(key, page, 'image/webp');
  return key;
}

export async function removeProductImage(storage: Storage, key: string) {
  await Promise.all([storage.remove(key), storage.remove(cardImageKey(key))]);
}

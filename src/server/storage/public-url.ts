import { checkedKey } from './storage';

/** Where the shop serves stored files (app.ts registers the uploads folder here). */
export const UPLOADS_PATH = '/uploads/';

/**
 * The address of a stored file on the shop itself. Keys are stored in the database, never
 * addresses, so this one function decides how every avatar and product image is reached.
 */
export const publicUrlOf = (key: string) => `${UPLOADS_PATH}${checkedKey(key)}`;

/** The card-size file of a product image stored under `key` (the page size): `products/x.webp` → `products/x.card.webp`. */
export const cardImageKey = (key: string) => key.replace(/\.webp$/, '.card.webp');

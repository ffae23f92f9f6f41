import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSharp, STORED_WEBP_QUALITY } from '../images/picture';
import { PRODUCT_IMAGE_SIZES, toProductImages, type ProductImages } from '../images/product-image';
import type { ProductKind } from './catalog-data';
import { DRAWING_WEBP_QUALITY, productSvg, renderProductImage } from './product-image';

/*
 * The demo catalogue's 62 pictures cost about 9 s of CPU to draw and size (librsvg, then two
 * WebP encodings each): on every first start of a demo shop, and a test run starts some ten of
 * them. They are drawn once per install and kept where npm's tools keep theirs
 * (node_modules/.cache), named by a hash of everything that makes them: the drawing, sharp's
 * and libvips' versions, the sizes and qualities they are encoded at. A picture that cannot be
 * read or kept there is drawn as before (decision 075).
 */

/** Raise it when the way a drawing becomes its two stored sizes changes otherwise (fit, format). */
const RECIPE = 1;

type DemoPictureInput = { brand: string; kind: ProductKind; name: string };

/** The nearest folder above this file that holds node_modules: the install the cache belongs to. */
function cacheFolder(): string | undefined {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(folder, 'node_modules'))) {
      return path.join(folder, 'node_modules', '.cache', 'framehire', 'demo-pictures');
    }
    const parent = path.dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

async function pictureKey(input: DemoPictureInput): Promise<string> {
  const sharp = await loadSharp();
  return createHash('sha256')
    .update(productSvg(input.kind, input.brand))
    .update(JSON.stringify([RECIPE, sharp.versions, PRODUCT_IMAGE_SIZES, DRAWING_WEBP_QUALITY, STORED_WEBP_QUALITY]))
    .digest('hex')
    .slice(0, 32);
}

async function readKept(folder: string, key: string): Promise<ProductImages | undefined> {
  try {
    const [card, page] = await Promise.all([
      readFile(path.join(folder, `${key}.card.webp`)),
      readFile(path.join(folder, `${key}.page.webp`)),
    ]);
    return { card, page };
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place: a shop starting alongside never reads half a file. */
async function keep(folder: string, key: string, pictures: ProductImages) {
  try {
    await mkdir(folder, { recursive: true });
    for (const [size, bytes] of [
      ['card', pictures.card],
      ['page', pictures.page],
    ] as const) {
      const target = path.join(folder, `${key}.${size}.webp`);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    }
  } catch {
    // A read-only install: the next start draws them again.
  }
}

/** A demo product's picture in the two stored sizes, drawn or kept from an earlier start. */
export async function demoProductPictures(
  input: DemoPictureInput,
  folder: string | undefined = cacheFolder(),
): Promise<ProductImages> {
  const key = folder ? await pictureKey(input) : '';
  const kept = folder ? await readKept(folder, key) : undefined;
  if (kept) return kept;
  const pictures = await toProductImages(await renderProductImage(input));
  if (folder) await keep(folder, key, pictures);
  return pictures;
}

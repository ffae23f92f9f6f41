import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toProductImages } from '../images/product-image';
import { demoProductPictures } from './demo-pictures';
import { renderProductImage } from './product-image';

const lens = { name: 'Test lens', brand: 'Sigma', kind: 'lens' as const };

describe('the demo pictures', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'demo-pictures-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('are drawn once, kept, and the kept ones are the pictures drawn', async () => {
    const drawn = await toProductImages(await renderProductImage(lens));
    const first = await demoProductPictures(lens, folder);
    expect(first.card.equals(drawn.card)).toBe(true);
    expect(first.page.equals(drawn.page)).toBe(true);
    const files = await readdir(folder);
    expect(files.sort()).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.card\.webp$/), expect.stringMatching(/^[0-9a-f]{32}\.page\.webp$/)]);

    const again = await demoProductPictures(lens, folder);
    expect(again.card.equals(drawn.card)).toBe(true);
    expect((await sharp(again.card).metadata()).width).toBe(480);
    expect((await sharp(again.page).metadata()).width).toBe(800);
  });

  it('are kept apart per drawing: another brand is another picture', async () => {
    const other = await demoProductPictures({ ...lens, brand: 'Zeiss' }, folder);
    expect(other.page.equals((await demoProductPictures(lens, folder)).page)).toBe(false);
    expect(await readdir(folder)).toHaveLength(4);
  });

  it('are drawn again when a kept one is missing, and drawn without keeping where nothing can be written', async () => {
    const [card] = (await readdir(folder)).filter((file) => file.endsWith('.card.webp'));
    await rm(path.join(folder, card!));
    const redrawn = await demoProductPictures(lens, folder);
    expect((await sharp(redrawn.card).metadata()).format).toBe('webp');

    const notAFolder = path.join(folder, 'a-file');
    await writeFile(notAFolder, '');
    const unkept = await demoProductPictures(lens, path.join(notAFolder, 'pictures'));
    expect(unkept.page.equals(redrawn.page)).toBe(true);
  });
});

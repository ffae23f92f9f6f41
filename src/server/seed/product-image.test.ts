import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCategories, demoProducts, type ProductKind } from './catalog-data';
import { escapeXml, renderProductImage } from './product-image';

const kinds: ProductKind[] = [
  'camera',
  'cinema-camera',
  'lens',
  'tripod',
  'gimbal',
  'light',
  'modifier',
  'microphone',
  'memory',
  'battery',
  'monitor',
  'bag',
  'drone',
  'kit',
];

describe('renderProductImage', () => {
  it.each(kinds)('renders a %s as an 800 x 600 WebP', async (kind) => {
    const image = await renderProductImage({ name: 'Test product', brand: 'Brand', kind });
    const metadata = await sharp(image).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(800);
    expect(metadata.height).toBe(600);
  });

  it('copes with XML special characters in the brand', async () => {
    const image = await renderProductImage({ name: 'x', brand: `Tom & Jerry's <"Gear">`, kind: 'bag' });
    expect((await sharp(image).metadata()).format).toBe('webp');
    expect(escapeXml(`a & <b> "c" 'd'`)).toBe('a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;');
  });
});

describe('the demo catalogue', () => {
  const childNames = demoCategories.flatMap((parent) => parent.children.map((child) => child.name));

  it('has the five parent categories in order, each with 2 to 4 children, all names unique', () => {
    expect(demoCategories.map((parent) => parent.name)).toEqual([
      'Cameras',
      'Lenses',
      'Tripods & Support',
      'Lighting',
      'Accessories',
    ]);
    for (const parent of demoCategories) {
      expect(parent.children.length).toBeGreaterThanOrEqual(2);
      expect(parent.children.length).toBeLessThanOrEqual(4);
    }
    const allNames = [...demoCategories.map((parent) => parent.name), ...childNames];
    expect(new Set(allNames).size).toBe(allNames.length);
  });

  it('has 40+ uniquely named products, each in a child category, with at least 2 per child', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(40);
    const names = demoProducts.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    for (const product of demoProducts) expect(childNames, product.name).toContain(product.category);
    for (const child of childNames) {
      expect(demoProducts.filter((product) => product.category === child).length, child).toBeGreaterThanOrEqual(2);
    }
  });

  it('prices every product per day in euros with cents', () => {
    for (const product of demoProducts) expect(product.dailyPrice, product.name).toMatch(/^\d+\.\d{2}$/);
  });

  it('has 2 to 8 units per product, fewer broken units than units, and a Canon EOS R5 with a single working one', () => {
    const r5 = demoProducts.find((product) => product.name === 'Canon EOS R5');
    expect(r5 && r5.units - r5.nonOperational).toBe(1);
    for (const product of demoProducts) {
      expect(product.units, product.name).toBeGreaterThanOrEqual(2);
      expect(product.units, product.name).toBeLessThanOrEqual(8);
      expect(product.nonOperational, product.name).toBeGreaterThanOrEqual(0);
      expect(product.nonOperational, product.name).toBeLessThan(product.units);
    }
    expect(demoProducts.find((product) => product.name === 'Sony Alpha 7 IV')).toMatchObject({
      units: 8,
      nonOperational: 1,
    });
    expect(demoProducts.filter((product) => product.units <= 3 && product.units >= 2).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.some((product) => product.nonOperational > 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { demoCategories, demoKits, demoProducts } from './catalog-data';
import { categoryTranslations, kitTranslations, productTranslations } from './catalog-translations';

const NAME_MAX = 120;

describe('the demo shop in Spanish and German', () => {
  const categoryNames = demoCategories.flatMap((parent) => [
    parent.name,
    ...parent.children.map((child) => child.name),
  ]);

  it('translates exactly the demo categories and products, no more and no fewer', () => {
    expect(Object.keys(categoryTranslations).sort()).toEqual([...categoryNames].sort());
    expect(Object.keys(productTranslations).sort()).toEqual(demoProducts.map((product) => product.name).sort());
    expect(Object.keys(kitTranslations).sort()).toEqual(demoKits.map((kit) => kit.name).sort());
  });

  it('has a name and a description in both languages, within the form limits', () => {
    for (const [english, texts] of Object.entries({ ...categoryTranslations, ...productTranslations, ...kitTranslations })) {
      for (const { name, description } of [texts.es, texts.de]) {
        expect(name.trim(), english).not.toBe('');
        expect(name.length, english).toBeLessThanOrEqual(NAME_MAX);
        expect(description.trim(), english).not.toBe('');
      }
    }
  });

  it('translates the descriptions rather than copying the English', () => {
    for (const product of [...demoProducts, ...demoKits]) {
      const texts = (productTranslations[product.name] ?? kitTranslations[product.name])!;
      expect(texts.es.description).not.toBe(product.description);
      expect(texts.de.description).not.toBe(product.description);
    }
  });
});

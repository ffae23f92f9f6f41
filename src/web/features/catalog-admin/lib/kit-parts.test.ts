import { describe, expect, it } from 'vitest';
import {
  countIsValid,
  kitFieldProblem,
  kitPartsInput,
  partProductProblem,
  partRowsOf,
  partsProblem,
  type KitPartRow,
} from './kit-parts';

const row = (productId: number | null, count: number | string = 1): KitPartRow => ({
  key: `k${productId}`,
  productId,
  label: null,
  count,
});

describe('kit parts in the product form', () => {
  it('starts from the product’s parts, each with its own key', () => {
    const rows = partRowsOf({
      kitParts: [
        { productId: 3, name: 'Body', count: 1 },
        { productId: 4, name: 'Battery', count: 2 },
      ],
    });
    expect(rows.map(({ productId, label, count }) => ({ productId, label, count }))).toEqual([
      { productId: 3, label: 'Body', count: 1 },
      { productId: 4, label: 'Battery', count: 2 },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
    expect(partRowsOf(null)).toEqual([]);
  });

  it('sends the parts of a kit, and none for a product of its own units', () => {
    const rows = [row(3, 1), row(4, 2)];
    expect(kitPartsInput('kit', rows)).toEqual([
      { productId: 3, count: 1 },
      { productId: 4, count: 2 },
    ]);
    expect(kitPartsInput('units', rows)).toEqual([]);
  });

  it('asks for a product on each part, and each product once', () => {
    const rows = [row(3), row(null), row(3)];
    expect(partProductProblem(rows, 0)).toBeNull();
    expect(partProductProblem(rows, 1)).toBe('productRequired');
    expect(partProductProblem(rows, 2)).toBe('duplicate');
  });

  it('takes 1 to 20 whole pieces of a part', () => {
    expect([1, 20].map(countIsValid)).toEqual([true, true]);
    expect([0, 21, 1.5, ''].map(countIsValid)).toEqual([false, false, false, false]);
  });

  it('asks a kit for at least one part and at most 20', () => {
    expect(partsProblem('kit', [])).toBe('partsRequired');
    expect(partsProblem('units', [])).toBeNull();
    expect(
      partsProblem(
        'kit',
        Array.from({ length: 21 }, (_, i) => row(i + 1)),
      ),
    ).toBe('tooMany');
    expect(partsProblem('kit', [row(1)])).toBeNull();
  });

  it('words a server refusal of a part’s field', () => {
    expect(kitFieldProblem('kitParts.2.count')).toBe('countInvalid');
    expect(kitFieldProblem('kitParts.0.productId')).toBe('notAPart');
    expect(kitFieldProblem('kitParts')).toBe('partsInvalid');
    expect(kitFieldProblem('name')).toBeNull();
  });
});

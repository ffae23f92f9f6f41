import { describe, expect, it } from 'vitest';
import { perKit, unitsByPart } from './units-by-part';

const unit = (id: number, productId: number, productName: string) => ({
  id,
  serialNumber: `SN-${id}`,
  productId,
  productName,
});

describe('unitsByPart', () => {
  it('groups a kit’s units by part, parts in first-seen order, units in their order', () => {
    const groups = unitsByPart([
      unit(1, 10, 'Body'),
      unit(2, 20, 'Battery'),
      unit(3, 20, 'Battery'),
      unit(4, 30, 'Cage'),
      unit(5, 10, 'Body'),
    ]);
    expect(groups.map((group) => [group.productName, group.units.map((u) => u.id)])).toEqual([
      ['Body', [1, 5]],
      ['Battery', [2, 3]],
      ['Cage', [4]],
    ]);
  });

  it('gives one group for a product of its own units, and none for no units', () => {
    expect(unitsByPart([unit(1, 7, 'Lens'), unit(2, 7, 'Lens')])).toHaveLength(1);
    expect(unitsByPart([])).toEqual([]);
  });
});

describe('perKit', () => {
  it('divides a part’s units by the kits booked', () => {
    expect(perKit(4, 2)).toBe(2);
    expect(perKit(1, 1)).toBe(1);
  });

  it('never divides by zero and rounds an uneven split up', () => {
    expect(perKit(3, 0)).toBe(3);
    expect(perKit(3, 2)).toBe(2);
  });
});

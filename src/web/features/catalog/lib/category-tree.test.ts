import { describe, expect, it } from 'vitest';
import type { Category } from '@shared/schemas/catalog';
import { categoryTree, sectionOf, sortCategories } from './category-tree';

const category = (id: number, name: string, parentId: number | null = null): Category => ({
  id,
  name,
  description: '',
  parentId,
});

// As GET /api/categories answers: by id.
const cameras = category(1, 'Cameras');
const all = [
  cameras,
  category(2, 'Mirrorless', 1),
  category(3, 'DSLR', 1),
  category(4, 'Cinema Cameras', 1),
  category(5, 'Drones', 1),
  category(6, 'Lenses'),
  category(7, 'Prime Lenses', 6),
];
// As GET /api/categories/1 answers: by name in the database's C collation, capitals first.
const detailChildren = [all[3]!, all[2]!, all[4]!, all[1]!];

const names = (categories: readonly Category[]) => categories.map(({ name }) => name);

describe('sortCategories', () => {
  it('puts the header dropdown and the chips on the parent page in the same order', () => {
    const dropdown = categoryTree(all, 'en').find(({ id }) => id === cameras.id)!.children;
    const chips = sortCategories(detailChildren, 'en');
    expect(names(dropdown)).toEqual(['Cinema Cameras', 'Drones', 'DSLR', 'Mirrorless']);
    expect(names(chips)).toEqual(names(dropdown));
  });

  it("sorts by the reader's language, equal names by id, without changing its input", () => {
    const input = [category(9, 'Zubehör'), category(8, 'Äste'), category(3, 'Licht'), category(2, 'Licht')];
    expect(sortCategories(input, 'de').map(({ id }) => id)).toEqual([8, 2, 3, 9]);
    expect(input.map(({ id }) => id)).toEqual([9, 8, 3, 2]);
  });
});

describe('categoryTree', () => {
  it('keeps the parents in the server order and drops orphans', () => {
    const tree = categoryTree([...all, category(10, 'Orphan', 99)], 'en');
    expect(names(tree)).toEqual(['Cameras', 'Lenses']);
    expect(names(tree[1]!.children)).toEqual(['Prime Lenses']);
  });
});

describe('sectionOf', () => {
  it('is the parent for a child, the category itself for a parent, null for an unknown one', () => {
    expect(sectionOf(all, 5)).toBe(1);
    expect(sectionOf(all, 6)).toBe(6);
    expect(sectionOf(all, 42)).toBeNull();
    expect(sectionOf(all, null)).toBeNull();
  });
});

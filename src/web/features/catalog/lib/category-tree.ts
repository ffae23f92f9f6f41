import type { Category } from '@shared/schemas/catalog';

export type CategoryNode = Category & { children: Category[] };

/**
 * A parent's children in the one order every list of them shows (the header's dropdown, the phone
 * drawer, the chips on the parent's page): by name as the reader's language sorts it, equal names
 * by id. The server's orders are neither: GET /api/categories answers by id, and a category's
 * children come by name in the database's byte order ("DSLR" before "Drones").
 */
export function sortCategories<T extends Category>(categories: readonly T[], language: string): T[] {
  return [...categories].sort((a, b) => a.name.localeCompare(b.name, language) || a.id - b.id);
}

/** Parents in the server's order, each with its children sorted by `sortCategories`; orphans are dropped. */
export function categoryTree(categories: readonly Category[], language: string): CategoryNode[] {
  const parents = categories.filter((category) => category.parentId === null);
  return parents.map((parent) => ({
    ...parent,
    children: sortCategories(
      categories.filter((category) => category.parentId === parent.id),
      language,
    ),
  }));
}

/** The top-level category that `id` is or belongs to (the header tab to highlight); null if unknown. */
export function sectionOf(categories: readonly Category[], id: number | null): number | null {
  const category = categories.find((candidate) => candidate.id === id);
  if (!category) return null;
  return category.parentId ?? category.id;
}

import type { Category } from '@shared/schemas/catalog';

export type CategoryNode = Category & { children: Category[] };

/** Parents in the server's order, each with its children; orphans are dropped. */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const parents = categories.filter((category) => category.parentId === null);
  return parents.map((parent) => ({
    ...parent,
    children: categories.filter((category) => category.parentId === parent.id),
  }));
}

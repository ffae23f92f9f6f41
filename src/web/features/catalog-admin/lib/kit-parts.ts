import { KIT_PARTS_MAX, type AdminProduct, type ProductInput } from '@shared/schemas/catalog-admin';

/** The most of one part a kit holds (the server's rule, shared/schemas/catalog-admin.ts). */
export const KIT_PART_COUNT_MAX = 20;
export { KIT_PARTS_MAX };

/** Whether the product rents out units of its own or is a kit of other products. */
export type ProductKind = 'units' | 'kit';

/** One part in the form: `key` keeps its row through removals; '' is an emptied count. */
export type KitPartRow = { key: string; productId: number | null; label: string | null; count: number | string };

let nextKey = 0;
export const newPartRow = (): KitPartRow => ({ key: `part-${++nextKey}`, productId: null, label: null, count: 1 });

export const partRowsOf = (product: Pick<AdminProduct, 'kitParts'> | null): KitPartRow[] =>
  (product?.kitParts ?? []).map((part) => ({
    key: `part-${++nextKey}`,
    productId: part.productId,
    label: part.name,
    count: part.count,
  }));

/** What the form sends as `kitParts`: none for a product of its own units. */
export function kitPartsInput(kind: ProductKind, rows: readonly KitPartRow[]): ProductInput['kitParts'] {
  if (kind === 'units') return [];
  return rows.flatMap((row) =>
    row.productId === null ? [] : [{ productId: row.productId, count: Number(row.count) }],
  );
}

/** What is wrong with a part's product: none chosen, or chosen already in an earlier row. */
export function partProductProblem(rows: readonly KitPartRow[], index: number): 'productRequired' | 'duplicate' | null {
  const productId = rows[index]?.productId ?? null;
  if (productId === null) return 'productRequired';
  return rows.slice(0, index).some((row) => row.productId === productId) ? 'duplicate' : null;
}

export const countIsValid = (count: number | string) =>
  typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= KIT_PART_COUNT_MAX;

/** What is wrong with a kit's list of parts as a whole. */
export const partsProblem = (kind: ProductKind, rows: readonly KitPartRow[]): 'partsRequired' | 'tooMany' | null =>
  kind === 'units' ? null : rows.length === 0 ? 'partsRequired' : rows.length > KIT_PARTS_MAX ? 'tooMany' : null;

/**
 * Which of the kit texts says why the server refused a field of the parts (`kitParts`,
 * `kitParts.2.count`, `kitParts.0.productId`): the server's own words are English only.
 */
export function kitFieldProblem(field: string): 'countInvalid' | 'notAPart' | 'partsInvalid' | null {
  if (field === 'kitParts') return 'partsInvalid';
  if (!field.startsWith('kitParts.')) return null;
  return field.endsWith('.count') ? 'countInvalid' : 'notAPart';
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductInput } from '../../shared/schemas/catalog-admin';
import type { Executor } from '../db/client';
import { CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, sqlConstraint, sqlState } from '../db/errors';
import { items, kitParts, products } from '../db/schema/catalog';
import { rentals } from '../db/schema/rentals';
import { ConflictError, InvalidInputError } from '../domain-errors';

/*
 * A kit's parts as the product form writes them (decision 050): checked here first so
 * each refusal names its field in the shop's words; the triggers and keys of migration 0019 are
 * the rules no path gets around, and their errors are turned into the same refusals.
 */

type Parts = ProductInput['kitParts'];

const partField = (index: number) => `kitParts.${index}.productId`;

export const KIT_WITH_UNITS_MESSAGE = 'A kit has no units of its own: add units to its parts instead.';

/**
 * Refuses parts that cannot be: an unknown product, a kit, the kit itself. The parts stay locked
 * (FOR SHARE) until the change commits, so none becomes a kit or goes meanwhile.
 */
async function checkParts(tx: Executor, kitId: number | null, parts: Parts) {
  const ids = parts.map((part) => part.productId);
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name, isKit: products.isKit })
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('share');
  const byId = new Map(found.map((row) => [row.id, row]));
  parts.forEach(({ productId }, index) => {
    if (productId === kitId) {
      throw new InvalidInputError('KIT_PART_IS_ITSELF', 'A kit cannot be a part of itself.', partField(index));
    }
    const product = byId.get(productId);
    if (!product) throw new InvalidInputError('UNKNOWN_PRODUCT', 'The part product does not exist.', partField(index));
    if (product.isKit) {
      throw new InvalidInputError(
        'KIT_PART_IS_KIT',
        `${product.name} is a kit itself: a kit is built from products with units of their own.`,
        partField(index),
      );
    }
  });
}

/** Whether the product (locked by the caller) may be what the form makes it: a kit or not. */
async function checkKind(tx: Executor, id: number, wasKit: boolean, becomesKit: boolean) {
  if (becomesKit && !wasKit) {
    const [units] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(eq(items.productId, id));
    if ((units?.n ?? 0) > 0) {
      throw new ConflictError(
        'PRODUCT_HAS_UNITS',
        `This product has ${units!.n} unit${units!.n === 1 ? '' : 's'} of its own, so it cannot become a kit: create the kit as a new product.`,
        'kitParts',
      );
    }
    const kits = await kitsUsing(tx, id);
    if (kits.length > 0) {
      throw new ConflictError(
        'PRODUCT_IS_KIT_PART',
        `This product is a part of ${kits.join(', ')}, so it cannot become a kit itself.`,
        'kitParts',
      );
    }
  }
  if (wasKit && !becomesKit) {
    // Its rentals were booked as kits: they stay what they were (decision 050).
    const [booked] = await tx.select({ id: rentals.id }).from(rentals).where(eq(rentals.productId, id)).limit(1);
    if (booked) {
      throw new ConflictError(
        'KIT_HAS_BOOKINGS',
        'This kit has been booked, so it stays a kit: give it at least one part, or create a new product.',
        'kitParts',
      );
    }
  }
}

/** The names of the kits `partId` is a part of, in name order. */
export async function kitsUsing(tx: Executor, partId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: products.name })
    .from(kitParts)
    .innerJoin(products, eq(products.id, kitParts.kitId))
    .where(eq(kitParts.partId, partId))
    .orderBy(asc(products.name));
  return rows.map((row) => row.name);
}

/** Checks a new product's parts before it is inserted (is_kit is then `parts.length > 0`). */
export const checkNewKit = (tx: Executor, parts: Parts) => checkParts(tx, null, parts);

/** Checks an edit of product `id` (locked FOR UPDATE by the caller), then clears its old parts. */
export async function prepareKitEdit(tx: Executor, id: number, wasKit: boolean, parts: Parts) {
  await checkParts(tx, id, parts);
  await checkKind(tx, id, wasKit, parts.length > 0);
  // Gone before is_kit changes: a product that stops being a kit may have no parts left.
  if (wasKit) await tx.delete(kitParts).where(eq(kitParts.kitId, id));
}

/** Writes the kit's parts, after its row says it is one. */
export async function writeKitParts(tx: Executor, kitId: number, parts: Parts) {
  if (parts.length === 0) return;
  await tx.insert(kitParts).values(parts.map((part) => ({ kitId, partId: part.productId, count: part.count })));
}

/**
 * The errors of migration 0019's rules, for a change that raced past the checks above (or a
 * path that skipped them), as the same refusals; anything else is returned as it was.
 */
export function kitRefusal(error: unknown): unknown {
  const state = sqlState(error);
  const constraint = sqlConstraint(error);
  if (state === CHECK_VIOLATION) {
    switch (constraint) {
      case 'kit_parts_part_not_kit':
        return new ConflictError('KIT_PART_IS_KIT', 'A kit cannot be a part of another kit.', 'kitParts');
      case 'kit_parts_not_own_part':
        return new InvalidInputError('KIT_PART_IS_ITSELF', 'A kit cannot be a part of itself.', 'kitParts');
      case 'kit_parts_count_range':
        return new InvalidInputError('KIT_PART_COUNT', 'A kit holds 1 to 20 of each part.', 'kitParts');
      case 'kit_parts_kit_is_kit':
      case 'products_kit_has_parts':
        return new ConflictError('KIT_CHANGED', 'The kit was changed meanwhile: load it again.', 'kitParts');
      case 'products_kit_without_units':
        return new ConflictError(
          'PRODUCT_HAS_UNITS',
          'This product has units of its own, so it cannot become a kit.',
          'kitParts',
        );
      case 'items_not_of_kit':
        return new InvalidInputError('KIT_HAS_NO_UNITS', KIT_WITH_UNITS_MESSAGE, 'productId');
    }
  }
  const keyViolation = state === FOREIGN_KEY_VIOLATION || state === RESTRICT_VIOLATION;
  if (keyViolation && constraint === 'kit_parts_part_id_products_id_fk') {
    return new ConflictError('PRODUCT_IS_KIT_PART', 'This product is a part of a kit: take it out of the kit first.');
  }
  return error;
}

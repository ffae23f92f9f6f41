import { and, asc, count, eq, gt, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCategory, CategoryInput } from '../../shared/schemas/catalog-admin';
import type { Page } from '../../shared/schemas/paging';
import { type Actor, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { containsPattern, toPage } from '../db/listing';
import { categories } from '../db/schema/catalog';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { toTranslations, translationColumns, translationValues } from './translations';

export const CATEGORY_EXISTS_MESSAGE = 'A category with the same name already exists!';

export type CategoryListQuery = {
  limit: number;
  after?: string;
  q?: string;
  parent?: 'top' | number;
  name?: string;
};

const parent = alias(categories, 'parent');

const childCount =
  sql<number>`(SELECT count(*) FROM categories child WHERE child.parent_id = ${categories.id})`.mapWith(Number);
const productCount = sql<number>`(SELECT count(*) FROM products p WHERE p.category_id = ${categories.id})`.mapWith(
  Number,
);

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  parentId: categories.parentId,
  parentName: parent.name,
  childCount,
  productCount,
  ...translationColumns(categories),
};

const categoryExists = () => new ConflictError('CATEGORY_EXISTS', CATEGORY_EXISTS_MESSAGE);

/**
 * The categories an administrator manages. The storefront shows two levels, parents and their
 * children, so the server keeps it so: a parent must be top-level, and a category with children
 * cannot become a child. Row locks make two administrators' changes take turns.
 */
export function createCategoryAdmin(db: Database) {
  async function select(where: SQL | undefined, query?: { limit: number }, ex: Executor = db) {
    const base = ex
      .select(columns)
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(where)
      .orderBy(asc(categories.name));
    return (await (query ? base.limit(query.limit) : base)).map(toTranslations);
  }

  /** Inside a transaction, pass it: the audit log's snapshots are read there. */
  async function get(id: number, ex: Executor = db): Promise<AdminCategory> {
    const [row] = await select(eq(categories.id, id), undefined, ex);
    if (!row) throw new NotFoundError('Category');
    return row;
  }

  /** The parent a category may have: an existing top-level category, locked until the change commits. */
  async function checkParent(tx: Executor, parentId: number | null, self?: number) {
    if (parentId === null) return;
    if (parentId === self) {
      throw new InvalidInputError('CATEGORY_CYCLE', 'A category cannot belong to itself.', 'parentId');
    }
    const [row] = await tx.select().from(categories).where(eq(categories.id, parentId)).for('update');
    if (!row) throw new InvalidInputError('UNKNOWN_CATEGORY', 'The parent category does not exist.', 'parentId');
    if (row.parentId !== null) {
      throw new InvalidInputError(
        'CATEGORY_TOO_DEEP',
        'Categories are two levels deep: choose a top-level category as the parent.',
        'parentId',
      );
    }
  }

  async function write(action: (tx: Executor) => Promise<number>): Promise<AdminCategory> {
    try {
      return await get(await db.transaction(action));
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw categoryExists();
      throw error;
    }
  }

  return {
    get,

    /** One page in name order; `parent` narrows to a category's children or to the top level. */
    async list(query: CategoryListQuery): Promise<Page<AdminCategory>> {
      const filters: (SQL | undefined)[] = [
        query.after === undefined ? undefined : gt(categories.name, query.after),
        query.q ? ilike(categories.name, containsPattern(query.q)) : undefined,
        query.name === undefined ? undefined : sql`lower(${categories.name}) = lower(${query.name})`,
        query.parent === 'top'
          ? isNull(categories.parentId)
          : query.parent === undefined
            ? undefined
            : eq(categories.parentId, query.parent),
      ];
      const rows = await select(and(...filters), { limit: query.limit + 1 });
      return toPage(rows, query.limit, (row) => row.name);
    },

    create: (actor: Actor, input: CategoryInput) =>
      write(async (tx) => {
        await checkParent(tx, input.parentId);
        const { translations, ...fields } = input;
        const [created] = await tx
          .insert(categories)
          .values({ ...fields, ...translationValues(translations) })
          .returning({ id: categories.id });
        const id = created!.id;
        await recordAudit(tx, { actor, action: 'create', entity: 'category', entityId: id, after: await get(id, tx) });
        return id;
      }),

    update: (actor: Actor, id: number, input: CategoryInput) =>
      write(async (tx) => {
        const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!current) throw new NotFoundError('Category');
        await checkParent(tx, input.parentId, id);
        if (input.parentId !== null) {
          const [children] = await tx.select({ total: count() }).from(categories).where(eq(categories.parentId, id));
          if ((children?.total ?? 0) > 0) {
            throw new InvalidInputError(
              'CATEGORY_HAS_CHILDREN',
              'A category with sub-categories stays top-level: move its sub-categories first.',
              'parentId',
            );
          }
        }
        const before = await get(id, tx);
        const { translations, ...fields } = input;
        await tx
          .update(categories)
          .set({ ...fields, ...translationValues(translations) })
          .where(eq(categories.id, id));
        await recordAudit(tx, {
          actor,
          action: 'edit',
          entity: 'category',
          entityId: id,
          before,
          after: await get(id, tx),
        });
        return id;
      }),

    /** Only an empty category goes: its children and products would lose their place in the shop. */
    async remove(actor: Actor, id: number): Promise<void> {
      const category = await get(id);
      if (category.childCount > 0 || category.productCount > 0) {
        const parts = [
          category.childCount > 0
            ? `${category.childCount} sub-categor${category.childCount === 1 ? 'y' : 'ies'}`
            : null,
          category.productCount > 0
            ? `${category.productCount} product${category.productCount === 1 ? '' : 's'}`
            : null,
        ].filter(Boolean);
        throw new ConflictError(
          'CATEGORY_IN_USE',
          `This category still has ${parts.join(' and ')}: move or delete them first.`,
        );
      }
      // The foreign keys (RESTRICT) refuse it too, if a child or product arrived meanwhile.
      try {
        await db.transaction(async (tx) => {
          const [deleted] = await tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
          if (!deleted) throw new NotFoundError('Category');
          await recordAudit(tx, { actor, action: 'delete', entity: 'category', entityId: id, before: category });
        });
      } catch (error) {
        if (sqlState(error)?.startsWith('23')) {
          throw new ConflictError('CATEGORY_IN_USE', 'This category still has sub-categories or products.');
        }
        throw error;
      }
    },
  };
}

export type CategoryAdmin = ReturnType<typeof createCategoryAdmin>;

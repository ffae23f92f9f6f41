import { asc, eq, sql } from 'drizzle-orm';
import type { PriceTemplate, PriceTemplateInput } from '../../shared/schemas/price-template';
import { type Actor, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { priceTemplates } from '../db/schema/catalog';
import { ConflictError, NotFoundError } from '../domain-errors';

/*
 * Price templates (docs/pricing.md): duration prices as percentages of the daily price. The
 * database writes each following product's duration prices from its template (migration 0030), in
 * the statement that assigns or changes it: a list of products never sees a template half applied.
 */

const columns = {
  id: priceTemplates.id,
  name: priceTemplates.name,
  tiers: priceTemplates.tiers,
  // Named with its table: inside the subquery a bare "id" would be the product's own.
  productCount: sql<number>`(SELECT count(*) FROM products p WHERE p.price_template_id = price_templates.id)`.mapWith(
    Number,
  ),
};

const TAKEN = () =>
  new ConflictError('PRICE_TEMPLATE_EXISTS', 'A price template with this name exists already.', 'name');

export function createPriceTemplateAdmin(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<PriceTemplate> {
    const [row] = await ex.select(columns).from(priceTemplates).where(eq(priceTemplates.id, id));
    if (!row) throw new NotFoundError('Price template');
    return row;
  }

  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw TAKEN();
      throw error;
    }
  }

  return {
    get,

    /** All of them, in name order: a shop keeps a handful. */
    list: async (_query: object): Promise<{ items: PriceTemplate[]; next: string | null }> => ({
      items: await db.select(columns).from(priceTemplates).orderBy(asc(priceTemplates.name)),
      next: null,
    }),

    create: (actor: Actor, input: PriceTemplateInput) =>
      unique(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(priceTemplates).values(input).returning({ id: priceTemplates.id });
          const created = await get(row!.id, tx);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'price-template',
            entityId: created.id,
            after: created,
          });
          return created;
        }),
      ),

    /** A change re-prices every product that follows it; nothing booked changes (docs/pricing.md). */
    update: (actor: Actor, id: number, input: PriceTemplateInput) =>
      unique(() =>
        db.transaction(async (tx) => {
          const before = await get(id, tx);
          await tx.update(priceTemplates).set(input).where(eq(priceTemplates.id, id));
          const after = await get(id, tx);
          await recordAudit(tx, { actor, action: 'edit', entity: 'price-template', entityId: id, before, after });
          return after;
        }),
      ),

    /** Its products keep the duration prices it gave them, as their own. */
    remove: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const before = await get(id, tx);
        await tx.delete(priceTemplates).where(eq(priceTemplates.id, id));
        await recordAudit(tx, { actor, action: 'delete', entity: 'price-template', entityId: id, before });
      }),
  };
}

export type PriceTemplateAdmin = ReturnType<typeof createPriceTemplateAdmin>;

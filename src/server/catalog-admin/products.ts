import { and, asc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminProduct, ProductInput } from '../../shared/schemas/catalog-admin';
import type { Page } from '../../shared/schemas/paging';
import { type Actor, recordAudit } from '../audit';
import { kitPartsColumn } from '../catalog/kit-parts';
import { productImageUrls } from '../catalog/service';
import type { Database, Executor } from '../db/client';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, sqlConstraint, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { containsPattern, toPage } from '../db/listing';
import { categories, products, type StoredDurationPrice } from '../db/schema/catalog';
import { durationPricesOf, storedDurationPrices } from '../catalog/product-prices';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { numericToRate, rateToNumeric } from '../../shared/vat';
import { checkNewKit, kitRefusal, kitsUsing, prepareKitEdit, writeKitParts } from './kit-parts';
import { toTranslations, translationColumns, translationValues } from './translations';

export const PRODUCT_EXISTS_MESSAGE = 'A product with the same name already exists!';

export type ProductAdminListQuery = { limit: number; after?: string; q?: string; categoryId?: number; name?: string };

const itemCount = sql<number>`(SELECT count(*) FROM items i WHERE i.product_id = ${products.id})`.mapWith(Number);

const columns = {
  id: products.id,
  name: products.name,
  description: products.description,
  dailyPrice: products.dailyPrice,
  deposit: products.deposit,
  vatRate: products.vatRate,
  bufferDays: products.bufferDays,
  brand: products.brand,
  model: products.model,
  categoryId: products.categoryId,
  categoryName: categories.name,
  image: products.image,
  itemCount,
  isKit: products.isKit,
  // Names in English: the record's own, as the admin forms show them.
  kitParts: kitPartsColumn('en'),
  durationPrices: products.durationPrices,
  priceTemplateId: products.priceTemplateId,
  serviceEveryRentals: products.serviceEveryRentals,
  serviceEveryDays: products.serviceEveryDays,
  ...translationColumns(products),
};

type Row = Omit<AdminProduct, 'imageUrl' | 'cardImageUrl' | 'translations' | 'vatRate' | 'durationPrices'> & {
  image: string | null;
  vatRate: string | null;
  isKit: boolean;
  durationPrices: StoredDurationPrice[];
} & ReturnType<typeof translationValues>;
const toAdminProduct = ({ image, vatRate, isKit: _isKit, durationPrices, ...row }: Row): AdminProduct => ({
  ...toTranslations(row),
  vatRate: vatRate === null ? null : numericToRate(vatRate),
  durationPrices: durationPricesOf(durationPrices),
  ...productImageUrls(image),
});

/**
 * What the form sends as the table stores it: the rate as numeric(5,2), null for the standard
 * rate; a product with parts is a kit (its parts are written beside it, kit-parts.ts).
 */
const productValues = ({ translations, vatRate, kitParts, durationPrices, ...fields }: ProductInput) => ({
  ...fields,
  vatRate: vatRate === null ? null : rateToNumeric(vatRate),
  // A product that follows a template gets its duration prices from it (the database writes them).
  durationPrices: fields.priceTemplateId === null ? storedDurationPrices(durationPrices) : [],
  isKit: kitParts.length > 0,
  ...translationValues(translations),
});

/** The VAT rates a product may have now: the shop's standard and reduced rates. */
export type VatRatesReader = () => Promise<number[]>;

/** Inside a transaction, pass it: the audit log's snapshots are read there. */
export async function getAdminProduct(ex: Executor, id: number): Promise<AdminProduct> {
  const [row] = await ex
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw new NotFoundError('Product');
  return toAdminProduct(row);
}

async function checkCategory(tx: Executor, categoryId: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('share');
  if (!row) throw new InvalidInputError('UNKNOWN_CATEGORY', 'The category does not exist.', 'categoryId');
}

/**
 * Only a product without units goes, and no part of a kit; a product ever rented never does
 * (its rentals keep it). The row lock makes a unit being added meanwhile wait, then find no
 * product; a kit being given it as a part waits too (it locks its parts), then finds none.
 */
async function removeProduct(db: Database, actor: Actor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
      if (!row) throw new NotFoundError('Product');
      const before = await getAdminProduct(tx, id);
      const units = before.itemCount;
      if (units > 0) {
        throw new ConflictError(
          'PRODUCT_IN_USE',
          `This product still has ${units} item${units === 1 ? '' : 's'}: delete or move them first.`,
        );
      }
      const kits = await kitsUsing(tx, id);
      if (kits.length > 0) {
        throw new ConflictError(
          'PRODUCT_IS_KIT_PART',
          `This product is a part of ${kits.join(', ')}: take it out of ${kits.length === 1 ? 'that kit' : 'those kits'} first.`,
        );
      }
      await tx.delete(products).where(eq(products.id, id));
      await recordAudit(tx, { actor, action: 'delete', entity: 'product', entityId: id, before });
    });
  } catch (error) {
    const refusal = kitRefusal(error);
    if (refusal !== error) throw refusal;
    const state = sqlState(error);
    if (state === FOREIGN_KEY_VIOLATION || state === RESTRICT_VIOLATION) {
      throw new ConflictError('PRODUCT_IN_USE', 'This product has rental history and cannot be deleted.');
    }
    throw error;
  }
}

export function createProductAdmin(db: Database, vatRates: VatRatesReader) {
  /** A rate that is not one of the shop's is refused: the shop decides its rates in the settings. */
  async function checkVatRate(rate: number | null) {
    if (rate === null || (await vatRates()).includes(rate)) return;
    throw new InvalidInputError(
      'VAT_RATE_UNKNOWN',
      "Choose the standard VAT rate or one of the shop's reduced rates (Settings).",
      'vatRate',
    );
  }

  const get = (id: number, ex: Executor = db) => getAdminProduct(ex, id);

  async function write(action: (tx: Executor) => Promise<number>): Promise<AdminProduct> {
    try {
      return await get(await db.transaction(action));
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw new ConflictError('PRODUCT_EXISTS', PRODUCT_EXISTS_MESSAGE);
      if (sqlConstraint(error) === 'products_price_template_id_price_templates_id_fk') {
        throw new InvalidInputError('PRICE_TEMPLATE_UNKNOWN', 'This price template does not exist.', 'priceTemplateId');
      }
      throw kitRefusal(error);
    }
  }

  return {
    get,

    /** One page in name order, optionally within a category (not its children: the admin picks exactly). */
    async list(query: ProductAdminListQuery): Promise<Page<AdminProduct>> {
      const filters: (SQL | undefined)[] = [
        query.after === undefined ? undefined : gt(products.name, query.after),
        query.q ? ilike(products.name, containsPattern(query.q)) : undefined,
        query.name === undefined ? undefined : sql`lower(${products.name}) = lower(${query.name})`,
        query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
      ];
      const rows = await db
        .select(columns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(...filters))
        .orderBy(asc(products.name))
        .limit(query.limit + 1);
      return toPage(rows.map(toAdminProduct), query.limit, (row) => row.name);
    },

    create: async (actor: Actor, input: ProductInput) => {
      await checkVatRate(input.vatRate);
      return write(async (tx) => {
        await checkCategory(tx, input.categoryId);
        await checkNewKit(tx, input.kitParts);
        const [created] = await tx.insert(products).values(productValues(input)).returning({ id: products.id });
        const id = created!.id;
        await writeKitParts(tx, id, input.kitParts);
        await recordAudit(tx, { actor, action: 'create', entity: 'product', entityId: id, after: await get(id, tx) });
        return id;
      });
    },

    update: async (actor: Actor, id: number, input: ProductInput) => {
      await checkVatRate(input.vatRate);
      return write(async (tx) => {
        await checkCategory(tx, input.categoryId);
        const [locked] = await tx
          .select({ id: products.id, isKit: products.isKit })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!locked) throw new NotFoundError('Product');
        const before = await get(id, tx);
        // Its bookings keep their units and units per kit: a kit's edit changes future bookings only.
        await prepareKitEdit(tx, id, locked.isKit, input.kitParts);
        await tx.update(products).set(productValues(input)).where(eq(products.id, id));
        await writeKitParts(tx, id, input.kitParts);
        await recordAudit(tx, {
          actor,
          action: 'edit',
          entity: 'product',
          entityId: id,
          before,
          after: await get(id, tx),
        });
        return id;
      });
    },

    /** The image key the storage wrote; the old one is returned so the caller can remove its files. */
    async setImage(
      actor: Actor,
      id: number,
      image: string,
    ): Promise<{ product: AdminProduct; previous: string | null }> {
      const previous = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ image: products.image })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!before) throw new NotFoundError('Product');
        const { imageUrl } = await get(id, tx);
        await tx.update(products).set({ image }).where(eq(products.id, id));
        const after = await get(id, tx);
        // The name rides along so the log names the product, even once it is gone.
        const snapshot = (url: string | null) => ({ name: after.name, imageUrl: url });
        await recordAudit(tx, {
          actor,
          action: 'image',
          entity: 'product',
          entityId: id,
          before: snapshot(imageUrl),
          after: snapshot(after.imageUrl),
        });
        return before.image;
      });
      return { product: await get(id), previous };
    },

    remove: (actor: Actor, id: number) => removeProduct(db, actor, id),
  };
}

export type ProductAdmin = ReturnType<typeof createProductAdmin>;

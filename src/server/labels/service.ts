import { asc, eq, inArray } from 'drizzle-orm';
import { LABELS_MAX, type LabelsQuery } from '../../shared/schemas/hand-over';
import type { Database } from '../db/client';
import { items, products } from '../db/schema/catalog';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import type { Label } from './sheet';

/** The labels a request asks for, and what the sheet is called (its PDF's title and file name). */
export type LabelRequest = { labels: Label[]; title: string; fileName: string };

/** A file name of safe characters from a product's name: "Sony FX3" -> "sony-fx3". */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'product';

/**
 * Which units go on a label sheet: every unit of a product, by serial number, or the
 * units chosen, in the order they were given. Out-of-service units are labelled too: the label
 * is stuck on the unit once, whatever its state. Product names are the administrators' (English).
 */
export function createLabelSheets(db: Database) {
  const columns = { id: items.id, serialNumber: items.serialNumber, productName: products.name };

  async function ofProduct(productId: number): Promise<LabelRequest> {
    const [product] = await db
      .select({ name: products.name, isKit: products.isKit })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw new NotFoundError('Product');
    if (product.isKit) {
      throw new ConflictError('KIT_HAS_NO_UNITS', 'A kit has no units of its own: print the labels of its parts.');
    }
    const units = await db
      .select(columns)
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(eq(items.productId, productId))
      .orderBy(asc(items.serialNumber))
      .limit(LABELS_MAX + 1);
    if (units.length === 0) throw new ConflictError('NO_UNITS', 'This product has no units to label yet.');
    if (units.length > LABELS_MAX) {
      throw new InvalidInputError(
        'TOO_MANY_LABELS',
        `This product has more than ${LABELS_MAX} units: choose at most ${LABELS_MAX} of them with itemIds.`,
        'productId',
      );
    }
    return {
      labels: units.map(({ serialNumber, productName }) => ({ serialNumber, productName })),
      title: `Labels: ${product.name}`,
      fileName: `labels-${slug(product.name)}.pdf`,
    };
  }

  async function ofUnits(itemIds: number[]): Promise<LabelRequest> {
    const units = await db
      .select(columns)
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(inArray(items.id, itemIds));
    const byId = new Map(units.map((unit) => [unit.id, unit]));
    const labels = itemIds.map((id) => {
      const unit = byId.get(id);
      if (!unit) throw new NotFoundError('Unit');
      return { serialNumber: unit.serialNumber, productName: unit.productName };
    });
    const names = new Set(labels.map((label) => label.productName));
    const [only] = names;
    return {
      labels,
      title: names.size === 1 ? `Labels: ${only}` : `Labels: ${labels.length} units`,
      fileName: names.size === 1 ? `labels-${slug(only!)}.pdf` : 'labels.pdf',
    };
  }

  return {
    /** The labels of every unit of `productId`, or of the units `itemIds`; 404 if any is unknown. */
    read: (query: LabelsQuery): Promise<LabelRequest> =>
      query.productId !== undefined ? ofProduct(query.productId) : ofUnits(query.itemIds ?? []),
  };
}

export type LabelSheets = ReturnType<typeof createLabelSheets>;

/*
 * The renderer is loaded on first use, as the invoices' are (invoices/files.ts): pdfkit and
 * bwip-js take time and memory to load that a process printing no labels need not pay.
 */
export async function labelSheetPdf(request: LabelRequest): Promise<Buffer> {
  const { renderLabelSheet } = await import('./sheet');
  return renderLabelSheet(request.labels, request.title);
}

import type { Translations } from '../../shared/schemas/catalog-admin';
import { categories, products } from '../db/schema/catalog';

type Stored = {
  nameEs: string | null;
  nameDe: string | null;
  descriptionEs: string | null;
  descriptionDe: string | null;
};

/** The Spanish and German columns of a category or product, to select beside its English texts. */
export const translationColumns = (table: typeof categories | typeof products) => ({
  nameEs: table.nameEs,
  nameDe: table.nameDe,
  descriptionEs: table.descriptionEs,
  descriptionDe: table.descriptionDe,
});

/** The stored columns as the admin forms read them: a missing text is an empty one. */
export function toTranslations<Row extends Stored>(row: Row): Omit<Row, keyof Stored> & { translations: Translations } {
  const { nameEs, nameDe, descriptionEs, descriptionDe, ...rest } = row;
  return {
    ...rest,
    translations: {
      es: { name: nameEs ?? '', description: descriptionEs ?? '' },
      de: { name: nameDe ?? '', description: descriptionDe ?? '' },
    },
  };
}

/** An empty text is stored as NULL: "show the English" (catalog/localized.ts). */
export const translationValues = ({ es, de }: Translations): Stored => ({
  nameEs: es.name || null,
  nameDe: de.name || null,
  descriptionEs: es.description || null,
  descriptionDe: de.description || null,
});

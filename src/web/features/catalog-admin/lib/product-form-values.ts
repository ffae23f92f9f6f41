import type { Translations } from '@shared/schemas/catalog-admin';
import type { DurationPriceRow } from './duration-prices';
import type { KitPartRow, ProductKind } from './kit-parts';

/** The product form's values (components/product-form.tsx), as its fields hold them. */
export type ProductFormValues = {
  name: string;
  dailyPrice: string;
  /** Per unit, collected at pick-up; "0" for none. */
  deposit: string;
  /** A rate in percent, or STANDARD_RATE. */
  vatRate: string;
  brand: string;
  model: string;
  categoryId: number | null;
  description: string;
  translations: Translations;
  /** Open days after each rental; '' while emptied. */
  bufferDays: number | string;
  /** Units of its own, or a kit of other products. */
  kind: ProductKind;
  kitParts: KitPartRow[];
  /** Lower daily prices from a number of charged days on. */
  durationPrices: DurationPriceRow[];
  /** The price template whose percentages give its duration prices instead; null for its own. */
  priceTemplateId: number | null;
  /** Its units' service intervals (decision 094); '' for none. */
  serviceEveryRentals: number | string;
  serviceEveryDays: number | string;
};

import { MONEY_PATTERN } from '@shared/money';
import type { DurationPrice } from '@shared/duration-prices';
import type { Product } from '@shared/schemas/catalog';

const isWholeId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * A product as the browser saved it (cart, wishlist), or null when what was saved cannot be
 * one: hand-edited or from an older version. Checked by hand rather than with the API's zod
 * schema, because zod is not part of the storefront's first load; the saved products are
 * refreshed from the server (by id) as soon as the cart or the wishlist is shown.
 */
export function readSavedProduct(value: unknown): Product | null {
  if (typeof value !== 'object' || value === null) return null;
  const {
    id,
    name,
    description,
    dailyPrice,
    deposit,
    brand,
    model,
    categoryId,
    imageUrl,
    cardImageUrl,
    durationPrices,
  } = value as Record<string, unknown>;
  if (!isWholeId(id) || !isWholeId(categoryId)) return null;
  if (
    typeof name !== 'string' ||
    typeof description !== 'string' ||
    typeof brand !== 'string' ||
    typeof model !== 'string'
  ) {
    return null;
  }
  if (typeof dailyPrice !== 'string' || !MONEY_PATTERN.test(dailyPrice)) return null;
  if (imageUrl !== null && typeof imageUrl !== 'string') return null;
  // Saved before products had a card-size picture: the page-size one serves until the refresh.
  const card = typeof cardImageUrl === 'string' || cardImageUrl === null ? cardImageUrl : imageUrl;
  // Saved before products had a deposit: none until the refresh says otherwise.
  const savedDeposit = typeof deposit === 'string' && MONEY_PATTERN.test(deposit) ? deposit : '0.00';
  return {
    id,
    name,
    description,
    dailyPrice,
    deposit: savedDeposit,
    brand,
    model,
    categoryId,
    // What is in a kit's box is read again with the refresh; none until then.
    kitParts: [],
    imageUrl,
    cardImageUrl: card,
    // Saved before products had duration prices, or not one of them: the daily price until the refresh.
    durationPrices: savedDurationPrices(durationPrices),
  };
}

function savedDurationPrices(value: unknown): DurationPrice[] {
  if (!Array.isArray(value)) return [];
  const valid = value.every(
    (tier: unknown) =>
      typeof tier === 'object' &&
      tier !== null &&
      Number.isInteger((tier as DurationPrice).minDays) &&
      typeof (tier as DurationPrice).dailyPrice === 'string' &&
      MONEY_PATTERN.test((tier as DurationPrice).dailyPrice),
  );
  return valid ? (value as DurationPrice[]).map(({ minDays, dailyPrice }) => ({ minDays, dailyPrice })) : [];
}

import { LABELS_MAX } from '@shared/schemas/hand-over';
import type { paths } from '@/lib/api-schema';

/** The label sheet's route, checked against the API's paths: a renamed route fails the type check. */
const labelsPath = '/api/admin/labels' satisfies keyof paths;

/**
 * The address of a printable A4 sheet of labels (a PDF): every unit of a product, or
 * the units given (at most LABELS_MAX). A plain link, authorised by the session cookie.
 */
export function labelsHref(of: { productId: number } | { itemIds: number[] }): string {
  const query: [string, string] =
    'productId' in of ? ['productId', String(of.productId)] : ['itemIds', of.itemIds.slice(0, LABELS_MAX).join(',')];
  return `${labelsPath}?${new URLSearchParams([query])}`;
}

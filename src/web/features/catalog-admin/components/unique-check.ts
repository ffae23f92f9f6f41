import { useTranslation } from 'react-i18next';
import { errorWithContext } from '@/lib/error-text';
import { useValueTaken, type UniqueField } from '../api/use-value-taken';

const texts = {
  categories: { exists: 'catalogErrors.CATEGORY_EXISTS', failed: 'errors.categories' },
  products: { exists: 'catalogErrors.PRODUCT_EXISTS', failed: 'errors.productsByName' },
  items: { exists: 'catalogErrors.ITEM_EXISTS', failed: 'errors.itemsBySerial' },
} as const;

/**
 * The unique field's warning while typing (SPEC section 5 "already exists"), and the note shown
 * when the check could not be made ("Error fetching items by serial number: …").
 */
export function useUniqueCheck(field: UniqueField, value: string, ownId: number | null) {
  const { t } = useTranslation('dashboard');
  const { taken, checkError } = useValueTaken(field, value, ownId);
  return {
    taken,
    takenText: t(texts[field].exists),
    warning: taken ? t(texts[field].exists) : undefined,
    checkNote: checkError ? errorWithContext(t, t(texts[field].failed), checkError) : undefined,
  };
}

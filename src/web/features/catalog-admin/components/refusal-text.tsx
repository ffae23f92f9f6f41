import { useTranslation } from 'react-i18next';
import type { DeleteRefusal } from '../lib/delete-refusal';

/** Why a record could not be deleted, in the reader's language, with its counts. */
export function RefusalText({ refusal }: { refusal: DeleteRefusal }) {
  const { t } = useTranslation('dashboard');
  switch (refusal.reason) {
    case 'categoryInUse': {
      const parts = [
        refusal.children > 0 ? t('categories.subCategoryCount', { count: refusal.children }) : null,
        refusal.products > 0 ? t('categories.productCount', { count: refusal.products }) : null,
      ].filter((part): part is string => part !== null);
      if (parts.length === 0) return t('categories.inUseUnknown');
      const contents = parts.length === 2 ? t('catalog.both', { first: parts[0], second: parts[1] }) : parts[0];
      return t('categories.inUse', { contents });
    }
    case 'productHasItems':
      return t('products.hasItems', { count: refusal.items });
    case 'productHasHistory':
      return t('products.hasHistory');
    case 'itemHasHistory':
      return t('items.hasHistory');
  }
}

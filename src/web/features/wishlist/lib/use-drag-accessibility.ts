import { useMemo } from 'react';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/schemas/catalog';

/** Screen-reader instructions and announcements for reordering the wishlist, in the chosen language. */
export function useDragAccessibility(products: Product[]) {
  const { t } = useTranslation('wishlist');
  return useMemo(() => {
    const count = products.length;
    const name = (id: UniqueIdentifier) => products.find((product) => product.id === id)?.name ?? '';
    const position = (id: UniqueIdentifier | undefined) => products.findIndex((product) => product.id === id) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('drag.pickedUp', { name: name(active.id), position: position(active.id), count }),
      onDragOver: ({ active, over }) =>
        over ? t('drag.movedOver', { name: name(active.id), position: position(over.id), count }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('drag.dropped', { name: name(active.id), position: position(over.id), count }) : undefined,
      onDragCancel: ({ active }) =>
        t('drag.cancelled', { name: name(active.id), position: position(active.id), count }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('drag.instructions') } };
  }, [products, t]);
}

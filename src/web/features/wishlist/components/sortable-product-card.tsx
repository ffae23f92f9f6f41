import { ActionIcon } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/schemas/catalog';
import { ProductCard } from '@/features/catalog';
import classes from './wishlist.module.css';
import { WishlistHeart } from './wishlist-heart';

/** SPEC section 9: the wishlist animates its cards over 300 ms. */
const transition = { duration: 300, easing: 'ease' };

/**
 * A wishlist card that can be dragged anywhere on it with a mouse, after a short press by touch,
 * and from its handle with the keyboard (Space, arrows, Space).
 */
export function SortableProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('wishlist');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging, ...sortable } = useSortable({
    id: product.id,
    transition,
    attributes: { roleDescription: t('drag.roleDescription') },
  });

  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      {...attributes}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      className={classes.handle}
      aria-label={t('drag.handle', { name: product.name })}
      title={t('drag.handle', { name: product.name })}
    >
      <IconGripVertical size={20} stroke={1.7} />
    </ActionIcon>
  );

  return (
    <div
      ref={setNodeRef}
      {...listeners}
      className={classes.sortable}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition: sortable.transition }}
    >
      <ProductCard
        product={product}
        actions={
          <>
            {handle}
            <WishlistHeart product={product} />
          </>
        }
      />
    </div>
  );
}

import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { SimpleGrid } from '@mantine/core';
import type { Product } from '@shared/schemas/catalog';
import { productGridCols, productGridSpacing } from '@/features/catalog';
import { useDragAccessibility } from '../lib/use-drag-accessibility';
import { wishlist } from '../lib/use-wishlist';
import { useWishlistSensors } from '../lib/use-wishlist-sensors';
import { SortableProductCard } from './sortable-product-card';

/** The wishlist's cards in the catalogue's grid; a drop saves the new order at once. */
export function SortableWishlistGrid({ products }: { products: Product[] }) {
  const sensors = useWishlistSensors();
  const accessibility = useDragAccessibility(products);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = products.map((product) => product.id);
    wishlist.reorder(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={products.map((product) => product.id)} strategy={rectSortingStrategy}>
        <SimpleGrid cols={productGridCols} spacing={productGridSpacing}>
          {products.map((product) => (
            <SortableProductCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@shared/cart';
import { showUndoToast } from '@/components/undo-toast';
import { lineKey } from '../lib/cart-store';
import { cart } from '../lib/use-cart';

/** Removes the line at once; the toast offers to put it back. */
export function RemoveLineButton({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const name = line.product.name;

  const remove = () => {
    const index = cart.getSnapshot().findIndex((kept) => lineKey(kept) === lineKey(line));
    cart.remove(lineKey(line));
    void showUndoToast({
      message: t('removed', { name }),
      undoLabel: t('undo'),
      onUndo: () =>
        cart.update((lines) =>
          lines.some((kept) => lineKey(kept) === lineKey(line)) ? lines : lines.toSpliced(index, 0, line),
        ),
    });
  };

  return (
    <Tooltip label={t('remove', { name })} openDelay={400}>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('remove', { name })} onClick={remove}>
        <IconTrash size={18} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}

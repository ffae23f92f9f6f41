import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showUndoToast } from '@/components/undo-toast';
import { cart } from '../lib/use-cart';

/** Clears at once and offers an undo in the toast, instead of asking first. */
export function ClearCartButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('cart');

  const clear = () => {
    const previous = cart.getSnapshot();
    cart.clear();
    void showUndoToast({
      message: t('cleared'),
      undoLabel: t('undo'),
      onUndo: () => cart.update((added) => [...previous, ...added]),
    });
  };

  return (
    <Button variant="default" leftSection={<IconTrash size={16} />} disabled={disabled} onClick={clear}>
      {t('clear')}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showUndoToast } from '@/components/undo-toast';
import { wishlist } from '../lib/use-wishlist';

/** Clears at once and offers an undo in the toast, instead of asking first. */
export function ClearWishlistButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('wishlist');

  const clear = () => {
    const previous = wishlist.getSnapshot();
    wishlist.clear();
    void showUndoToast({
      message: t('page.cleared'),
      undoLabel: t('page.undo'),
      onUndo: () => wishlist.replaceAll([...previous, ...wishlist.getSnapshot()]),
    });
  };

  return (
    <Button variant="default" leftSection={<IconTrash size={16} />} disabled={disabled} onClick={clear}>
      {t('page.clear')}
    </Button>
  );
}

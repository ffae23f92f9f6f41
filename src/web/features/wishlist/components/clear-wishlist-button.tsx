import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { wishlist } from '../lib/use-wishlist';
import { ClearedNotice } from './cleared-notice';

/** Clears at once and offers an undo in the toast, instead of asking first. */
export function ClearWishlistButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('wishlist');

  const clear = () => {
    const previous = wishlist.getSnapshot();
    wishlist.clear();
    const id = notifications.show({
      message: (
        <ClearedNotice
          onUndo={() => {
            wishlist.replaceAll([...previous, ...wishlist.getSnapshot()]);
            notifications.hide(id);
          }}
        />
      ),
      icon: <IconTrash size={18} stroke={2} />,
      color: 'gray',
      // Longer than the usual 3 s, so there is time to reach the undo button.
      autoClose: 6000,
    });
  };

  return (
    <Button variant="default" leftSection={<IconTrash size={16} />} disabled={disabled} onClick={clear}>
      {t('page.clear')}
    </Button>
  );
}

import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Item } from '@shared/schemas/catalog-admin';
import { ItemForm } from './item-form';
import type { PickerOption } from './search-select';

type Props = {
  opened: boolean;
  onClose: () => void;
  item: Item | null;
  defaultProduct: PickerOption | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
};

export function ItemFormModal({ opened, onClose, item, defaultProduct, session }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={opened} onClose={onClose} title={t(item ? 'items.editTitle' : 'items.newTitle')} centered>
      <ItemForm key={session} item={item} defaultProduct={defaultProduct} onDone={onClose} />
    </Modal>
  );
}

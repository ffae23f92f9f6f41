import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@shared/schemas/catalog-admin';
import { CategoryForm } from './category-form';
import type { PickerOption } from './search-select';

type Props = {
  opened: boolean;
  onClose: () => void;
  category: AdminCategory | null;
  defaultParent: PickerOption | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
};

export function CategoryFormModal({ opened, onClose, category, defaultParent, session }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(category ? 'categories.editTitle' : 'categories.newTitle')}
      centered
      size="lg"
    >
      <CategoryForm key={session} category={category} defaultParent={defaultParent} onDone={onClose} />
    </Modal>
  );
}

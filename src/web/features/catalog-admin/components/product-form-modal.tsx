import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@shared/schemas/catalog-admin';
import { ProductForm } from './product-form';
import type { PickerOption } from './search-select';

type Props = {
  opened: boolean;
  onClose: () => void;
  product: AdminProduct | null;
  defaultCategory: PickerOption | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
};

export function ProductFormModal({ opened, onClose, product, defaultCategory, session }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(product ? 'products.editTitle' : 'products.newTitle')}
      centered
      size="lg"
    >
      <ProductForm key={session} product={product} defaultCategory={defaultCategory} onDone={onClose} />
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';

/** Cancel and Save at the foot of a popup's form. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <DialogActions
      cancelLabel={t('catalog.cancel')}
      onCancel={onCancel}
      submitLabel={t('catalog.save')}
      loading={saving}
      mt="xs"
    />
  );
}

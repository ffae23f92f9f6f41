import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of a popup's form. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('catalog.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('catalog.save')}
      </Button>
    </Group>
  );
}

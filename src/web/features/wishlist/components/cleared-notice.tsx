import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ClearedNotice({ onUndo }: { onUndo: () => void }) {
  const { t } = useTranslation('wishlist');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t('page.cleared')}</Text>
      <Button size="compact-sm" variant="light" onClick={onUndo} style={{ flexShrink: 0 }}>
        {t('page.undo')}
      </Button>
    </Group>
  );
}

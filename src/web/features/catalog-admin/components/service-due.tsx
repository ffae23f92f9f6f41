import { Badge, Button, Group } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@shared/schemas/catalog-admin';

/**
 * A unit's maintenance beside its status (decision 094): "Service due" when its product's interval
 * is reached, "Out for its service" when the shop took it out for it, and the button that records it.
 */
export function ServiceDue({ item, onRecord }: { item: Item; onRecord: (item: Item) => void }) {
  const { t } = useTranslation('dashboard');
  if (!item.serviceDue && !item.outForService) return null;
  return (
    <Group gap={6} mt={6} wrap="wrap">
      <Badge color="orange" variant="light">
        {item.outForService ? t('items.service.outForService') : t('items.service.due')}
      </Badge>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconTool size={14} />}
        onClick={() => onRecord(item)}
        aria-label={t('items.service.recordOf', { serial: item.serialNumber })}
      >
        {t('items.service.record')}
      </Button>
    </Group>
  );
}

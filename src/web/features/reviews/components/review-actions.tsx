import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { productName: string; onEdit: () => void; onDelete: () => void };

/** Edit and Delete for one review, as icons with tooltips in the table. */
export function ReviewActionIcons({ productName, onEdit, onDelete }: Props) {
  const { t } = useTranslation('reviews');
  const editLabel = t('editLabel', { product: productName });
  const deleteLabel = t('delete.label', { product: productName });
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
      <Tooltip label={editLabel} withArrow openDelay={400}>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel} withArrow openDelay={400}>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The same actions as labelled buttons, on the phone cards. */
export function ReviewActionButtons({ productName, onEdit, onDelete }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <Group gap="xs" justify="flex-end" mt="md">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={16} stroke={1.7} aria-hidden />}
        aria-label={t('editLabel', { product: productName })}
        onClick={onEdit}
      >
        {t('edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} stroke={1.7} aria-hidden />}
        aria-label={t('delete.label', { product: productName })}
        onClick={onDelete}
      >
        {t('delete.button')}
      </Button>
    </Group>
  );
}

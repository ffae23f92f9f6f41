import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminReview } from '@shared/schemas/review';

type Props = { review: AdminReview; onDelete: () => void };

/**
 * The dashboard's one action on a review: delete it. Administrators do not edit what a customer
 * wrote (decision 014). Named with the author, as several customers review the same product.
 */
function useDeleteLabel(review: AdminReview) {
  const { t } = useTranslation('reviews');
  return t('delete.labelBy', { product: review.productName, author: review.authorName });
}

/** As an icon with a tooltip, in the table. */
export function AdminReviewDeleteIcon({ review, onDelete }: Props) {
  const label = useDeleteLabel(review);
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onDelete} style={{ flex: 'none' }}>
        <IconTrash size={18} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}

/** As a labelled button, on the phone cards. */
export function AdminReviewDeleteButton({ review, onDelete }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <Group justify="flex-end" mt="md">
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} stroke={1.7} aria-hidden />}
        aria-label={useDeleteLabel(review)}
        onClick={onDelete}
      >
        {t('delete.button')}
      </Button>
    </Group>
  );
}

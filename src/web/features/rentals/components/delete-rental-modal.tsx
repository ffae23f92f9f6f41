import { Button, Group, Modal, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useDeleteRental } from '../api/use-delete-rental';
import type { RentalRow } from '../lib/rental-row';

type Props = {
  row: RentalRow | null;
  /** The key the page reads one rental under (see useDeleteRental). */
  detailKey: (id: number) => QueryKey;
  opened: boolean;
  onClose: () => void;
  /** After the rental is gone: the page may leave it. */
  onDeleted: () => void;
  onExitTransitionEnd: () => void;
};

/** SPEC section 2 delete popup: "Are you sure you want to delete it?", Cancel / Delete. */
export function DeleteRentalModal({ row, detailKey, opened, onClose, onDeleted, onExitTransitionEnd }: Props) {
  const { t } = useTranslation('rentals');
  const remove = useDeleteRental(detailKey);

  const confirm = () => {
    if (!row) return;
    remove.mutate(row.rental.id, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        onClose();
        onDeleted();
      },
      onError: (error) => {
        toast.error(submitErrorText(t, error));
        // A conflict means the list was out of date (it has just been refreshed); anything else may be retried.
        if (error instanceof ApiError && error.status === 409) onClose();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('delete.title')}
      centered
    >
      <Text size="sm">{t('delete.confirm')}</Text>
      {row && (
        <Text size="sm" c="dimmed" mt={4}>
          {row.rental.productName} · {row.dateRange}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('delete.submit')}
        </Button>
      </Group>
    </Modal>
  );
}

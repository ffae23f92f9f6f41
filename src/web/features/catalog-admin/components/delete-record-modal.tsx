import { useState } from 'react';
import { Alert, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { useDeleteRecord } from '../api/use-delete-record';
import { catalogSubmitErrorText } from '../lib/catalog-error-text';
import { deleteRefusal, type DeletableRecord, type DeleteRefusal } from '../lib/delete-refusal';
import { RefusalText } from './refusal-text';

export type DeleteTarget = DeletableRecord & { id: number; name: string };

type Props = { target: DeleteTarget | null; opened: boolean; onClose: () => void };

const titles = {
  category: 'categories.deleteTitle',
  product: 'products.deleteTitle',
  item: 'items.deleteTitle',
} as const;

/**
 * SPEC section 2 delete popup: "Are you sure you want to delete it?", Cancel / Delete. When the
 * server keeps the record (it still holds something, or has been rented), the popup says why.
 */
export function DeleteRecordModal({ target, opened, onClose }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={opened} onClose={onClose} title={target ? t(titles[target.kind]) : undefined} centered>
      {target && <DeleteConfirmation key={`${target.kind}-${target.id}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

function DeleteConfirmation({ target, onClose }: { target: DeleteTarget; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const remove = useDeleteRecord();
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);

  const confirm = () =>
    remove.mutate(
      { kind: target.kind, id: target.id },
      {
        onSuccess: () => {
          toast.success(t('catalog.deleted'));
          onClose();
        },
        onError: (error) => {
          const reason = deleteRefusal(target, error);
          if (reason) setRefusal(reason);
          else toast.error(catalogSubmitErrorText(t, error));
        },
      },
    );

  return (
    <>
      <Text size="sm">{t('catalog.confirmDelete')}</Text>
      <Text size="sm" fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {target.name}
      </Text>
      {refusal && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('catalog.cannotDelete')}
          mt="md"
          role="alert"
        >
          <RefusalText refusal={refusal} />
        </Alert>
      )}
      <DialogActions
        cancelLabel={t('catalog.cancel')}
        onCancel={onClose}
        focusCancel
        submitLabel={t('catalog.delete')}
        onSubmit={confirm}
        danger
        loading={remove.isPending}
        disabled={refusal !== null}
        mt="lg"
      />
    </>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/components/toast';
import { submitErrorText } from '@/lib/error-text';
import { useDeletePriceTemplate } from '../api/use-price-templates';

type Props = {
  opened: boolean;
  /** The template asked about, kept while the popup closes. */
  template: PriceTemplate | null;
  onClose: () => void;
};

/** Asks before deleting a template, saying that the products following it keep their prices. */
export function DeleteTemplateModal({ opened, template, onClose }: Props) {
  const { t } = useTranslation('price-templates');
  const remove = useDeletePriceTemplate();
  const count = template?.productCount ?? 0;

  const confirm = () => {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        toast.success(t('delete.deleted', { name: template.name }));
        onClose();
      },
      onError: (error) => toast.error(submitErrorText(t, error)),
    });
  };

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      cancelLabel={t('delete.cancel')}
      focusCancel
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      loading={remove.isPending}
    >
      {template && (
        <>
          <Text>{t('delete.question', { name: template.name })}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            {count === 0 ? t('delete.unused') : t('delete.keep', { count })}
          </Text>
        </>
      )}
    </ConfirmModal>
  );
}

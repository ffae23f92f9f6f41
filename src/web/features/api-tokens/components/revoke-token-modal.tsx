import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { submitErrorText } from '@/lib/error-text';
import { useRevokeApiToken } from '../api/use-api-tokens';

/** "Revoke this token?": scripts using it are refused from their next request. */
export function RevokeTokenModal({
  token,
  onClose,
}: {
  token: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-tokens');
  const revoke = useRevokeApiToken();
  const confirm = () =>
    token &&
    revoke.mutate(token.id, {
      onSuccess: () => {
        toast.success(t('revokeDialog.done'));
        onClose();
      },
      onError: (error) => toast.error(submitErrorText(t, error)),
    });
  return (
    <Modal opened={token !== null} onClose={onClose} title={t('revokeDialog.title')} centered>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('revokeDialog.body', { name: token?.name ?? '' })}
      </Text>
      <DialogActions
        cancelLabel={t('revokeDialog.cancel')}
        onCancel={onClose}
        focusCancel
        submitLabel={t('revokeDialog.confirm')}
        onSubmit={confirm}
        danger
        loading={revoke.isPending}
        mt="lg"
      />
    </Modal>
  );
}

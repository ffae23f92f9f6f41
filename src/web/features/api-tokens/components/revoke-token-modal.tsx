import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
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
    <ConfirmModal
      opened={token !== null}
      onClose={onClose}
      title={t('revokeDialog.title')}
      cancelLabel={t('revokeDialog.cancel')}
      focusCancel
      confirmLabel={t('revokeDialog.confirm')}
      onConfirm={confirm}
      loading={revoke.isPending}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('revokeDialog.body', { name: token?.name ?? '' })}
      </Text>
    </ConfirmModal>
  );
}

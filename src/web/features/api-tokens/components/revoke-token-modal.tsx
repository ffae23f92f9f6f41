import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('revokeDialog.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={revoke.isPending}>
          {t('revokeDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

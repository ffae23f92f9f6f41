import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What was just made or rotated: the endpoint's URL and its secret, shown here once. */
export type ShownSecret = { url: string; secret: string };

/**
 * The signing secret, this once: the server never answers it again. Closed only by its button,
 * Escape or the close icon, never by a stray click outside, so it is not lost by accident.
 */
export function SecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('secret.title')}
      centered
      closeOnClickOutside={false}
      size="lg"
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {shown.url}
          </Text>
          <Text size="sm">{t('secret.lead')}</Text>
          <Group gap="xs" wrap="nowrap" align="stretch">
            <Code
              block
              data-testid="webhook-secret"
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: 13 }}
            >
              {shown.secret}
            </Code>
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'green' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                  h="auto"
                >
                  {copied ? t('secret.copied') : t('secret.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
            {t('secret.warning')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('secret.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

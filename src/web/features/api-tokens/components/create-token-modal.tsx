import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Radio, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ApiTokenScope, apiTokenScopes } from '@shared/schemas/api-tokens';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { submitErrorText } from '@/lib/error-text';
import { useCreateApiToken } from '../api/use-api-tokens';

const expiries = ['30', '90', '365', 'never'] as const;
type Expiry = (typeof expiries)[number];

/**
 * "Create token": a name, read or read-write, and when it expires; then the token itself, shown
 * this once with a Copy button, until the administrator closes the dialog.
 */
export function CreateTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('api-tokens');
  const [token, setToken] = useState<string | null>(null);
  const close = () => {
    setToken(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t(token ? 'created.title' : 'form.title')} centered>
      {token ? <ShownOnce token={token} onDone={close} /> : <TokenForm onCreated={setToken} onCancel={close} />}
    </Modal>
  );
}

function TokenForm({ onCreated, onCancel }: { onCreated: (token: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('api-tokens');
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('form.nameRequired'));
      return;
    }
    create.mutate(
      { name: name.trim(), scope, ...(expiry === 'never' ? {} : { expiresInDays: Number(expiry) }) },
      {
        onSuccess: (made) => onCreated(made.token),
        onError: (error) => toast.error(submitErrorText(t, error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          description={t('form.nameDescription')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={100}
          required
          data-autofocus
        />
        <Radio.Group label={t('form.scope')} value={scope} onChange={(value) => setScope(value as ApiTokenScope)}>
          <Stack gap="xs" mt={6}>
            {apiTokenScopes.map((option) => (
              <Radio key={option} value={option} label={t(`scope.${option}`)} description={t(`scopeHint.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Select
          label={t('form.expiry')}
          value={expiry}
          onChange={(value) => value && setExpiry(value as Expiry)}
          data={expiries.map((value) => ({ value, label: t(`form.expiryOptions.${value}`) }))}
          allowDeselect={false}
        />
        <DialogActions
          cancelLabel={t('form.cancel')}
          onCancel={onCancel}
          submitLabel={t('form.submit')}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}

function ShownOnce({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('api-tokens');
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
        {t('created.warning')}
      </Alert>
      <Code block data-testid="new-api-token" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {token}
      </Code>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={token}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {t(copied ? 'created.copied' : 'created.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-autofocus>
          {t('created.done')}
        </Button>
      </Group>
    </Stack>
  );
}

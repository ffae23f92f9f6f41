import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Fieldset, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  webhookEventGroups,
  type WebhookEndpointWithSecret,
  type WebhookEventGroup,
  type WebhookEventType,
} from '@shared/schemas/webhooks';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { useCreateWebhook } from '../api/use-webhooks';
import { urlRefusal } from '../lib/webhook-texts';

type Props = { opened: boolean; onClose: () => void; onCreated: (endpoint: WebhookEndpointWithSecret) => void };

const groups = Object.keys(webhookEventGroups) as WebhookEventGroup[];

/** "Add endpoint": its URL and the events it gets, chosen by group. */
export function EndpointFormModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened={opened} onClose={onClose} title={t('form.title')} size="xl" centered>
      {opened && <EndpointForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function EndpointForm({ onClose, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.placed', 'order.paid', 'order.cancelled']);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [eventsError, setEventsError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const badUrl =
      trimmed === '' ? t('form.urlRequired') : /^https?:\/\/[^\s/]+/i.test(trimmed) ? null : t('form.urlInvalid');
    setUrlError(badUrl);
    setEventsError(events.length === 0 ? t('form.eventsRequired') : null);
    if (badUrl || events.length === 0) return;
    create.mutate(
      { url: trimmed, events },
      {
        onSuccess: (endpoint) => {
          toast.success(t('form.created'));
          onCreated(endpoint);
        },
        onError: (error) => {
          const refusal = urlRefusal(t, error);
          if (refusal) setUrlError(refusal);
          else toast.error(errorText(t, error));
        },
      },
    );
  };

  const toggleGroup = (group: WebhookEventGroup, on: boolean) => {
    const members: readonly WebhookEventType[] = webhookEventGroups[group];
    setEvents((chosen) =>
      on ? [...new Set([...chosen, ...members])] : chosen.filter((type) => !members.includes(type)),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.url')}
          description={t('form.urlHint')}
          placeholder="https://"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          data-autofocus
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setUrlError(null);
          }}
          error={urlError}
        />
        <Fieldset
          legend={t('form.events')}
          variant="unstyled"
          aria-describedby={eventsError ? 'webhook-events-error' : undefined}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            {groups.map((group) => {
              const members: readonly WebhookEventType[] = webhookEventGroups[group];
              const chosen = members.filter((type) => events.includes(type)).length;
              return (
                <Stack key={group} gap={6}>
                  <Checkbox
                    label={
                      <Text fw={600} size="sm">
                        {t(`groups.${group}`)}
                      </Text>
                    }
                    checked={chosen === members.length}
                    indeterminate={chosen > 0 && chosen < members.length}
                    onChange={(event) => toggleGroup(group, event.currentTarget.checked)}
                  />
                  <Stack gap={6} pl={28}>
                    {members.map((type) => (
                      <Checkbox
                        key={type}
                        size="sm"
                        label={t(`events.${type}`)}
                        value={type}
                        checked={events.includes(type)}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          setEventsError(null);
                          setEvents((current) => (on ? [...current, type] : current.filter((other) => other !== type)));
                        }}
                      />
                    ))}
                  </Stack>
                </Stack>
              );
            })}
          </SimpleGrid>
          {eventsError && (
            <Text id="webhook-events-error" c="red" size="sm" mt="sm" role="alert">
              {eventsError}
            </Text>
          )}
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

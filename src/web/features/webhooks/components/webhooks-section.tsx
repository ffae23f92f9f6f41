import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@shared/schemas/webhooks';
import { toast } from '@/components/toast';
import { errorText, errorWithContext } from '@/lib/error-text';
import { useDeleteWebhook, useRotateWebhookSecret, useSkipDelivery, useWebhookEndpoints } from '../api/use-webhooks';
import { eventName } from '../lib/webhook-texts';
import { ConfirmModal } from './confirm-modal';
import { DeliveriesModal } from './deliveries-modal';
import { EndpointCard } from './endpoint-card';
import { EndpointFormModal } from './endpoint-form-modal';
import { SecretModal, type ShownSecret } from './secret-modal';
import { SectionPaper } from '@/components/section-paper';

/** The integrations page's section for the endpoints that get the shop's events, signed. */
export function WebhooksSection() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const skip = useSkipDelivery();
  const [skipping, setSkipping] = useState<WebhookEndpoint | null>(null);

  return (
    <SectionPaper labelledBy="webhooks-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
            <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
              <IconWebhook size={20} />
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Title order={2} fz={{ base: 17, sm: 19 }} id="webhooks-title">
                {t('title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('lead')}
              </Text>
            </Stack>
          </Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        </Group>
        {endpoints.isPending ? (
          <Stack gap="sm">
            <Skeleton h={110} radius="md" />
          </Stack>
        ) : endpoints.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorWithContext(t, t('loadError'), endpoints.error)}
          </Alert>
        ) : endpoints.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {endpoints.data.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                onDeliveries={() => setViewing(endpoint)}
                onRotate={() => setRotating(endpoint)}
                onDelete={() => setDeleting(endpoint)}
                onSkip={() => setSkipping(endpoint)}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <EndpointFormModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(endpoint) => {
          setAdding(false);
          setSecret({ url: endpoint.url, secret: endpoint.secret });
        }}
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
      <DeliveriesModal endpoint={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={rotating !== null}
        title={t('rotate.title')}
        body={t('rotate.body')}
        subject={rotating?.url}
        confirmLabel={t('rotate.confirm')}
        cancelLabel={t('rotate.cancel')}
        loading={rotate.isPending}
        onClose={() => setRotating(null)}
        onConfirm={() =>
          rotate.mutate(rotating!.id, {
            onSuccess: (endpoint) => {
              setRotating(null);
              setSecret({ url: endpoint.url, secret: endpoint.secret });
            },
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
      />
      <ConfirmModal
        opened={skipping !== null}
        title={t('blocked.skipTitle')}
        body={t('blocked.skipBody')}
        subject={skipping?.blocked ? eventName(t, skipping.blocked.eventType) : undefined}
        confirmLabel={t('blocked.skip')}
        cancelLabel={t('blocked.skipCancel')}
        loading={skip.isPending}
        onClose={() => setSkipping(null)}
        onConfirm={() =>
          skip.mutate(skipping!.blocked!.deliveryId, {
            onSuccess: () => {
              setSkipping(null);
              toast.success(t('blocked.skipped'));
            },
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title')}
        body={t('delete.body')}
        subject={deleting?.url}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('delete.done'));
            },
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
      />
    </SectionPaper>
  );
}

import { Alert, Button, Code, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '@shared/schemas/webhooks';
import { toast } from '@/components/toast';
import { errorText, errorWithContext } from '@/lib/error-text';
import { useRefreshDeliveries, useResendDelivery, useWebhookDeliveries } from '../api/use-webhooks';
import { blockText, eventName, formatInstant } from '../lib/webhook-texts';
import { DeliveryStatusBadge } from './delivery-status-badge';

/** An endpoint's deliveries, newest first: what each try got back, and a way to send one again. */
export function DeliveriesModal({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={endpoint !== null}
      onClose={onClose}
      title={
        endpoint ? (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('deliveries.title', { url: endpoint.url })}
          </Text>
        ) : null
      }
      size="xl"
      fullScreen={narrow}
    >
      {endpoint && <DeliveryList endpoint={endpoint} />}
    </Modal>
  );
}

function DeliveryList({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useWebhookDeliveries(endpoint.id);
  const { refresh, refreshing } = useRefreshDeliveries(endpoint.id);
  const { list } = deliveries;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void refresh()}
          loading={refreshing && !list.isPending}
        >
          {t('deliveries.refresh')}
        </Button>
      </Group>
      {list.isPending ? (
        <Stack gap="sm">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={72} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorWithContext(t, t('deliveries.loadError'), list.error)}
        </Alert>
      ) : list.data!.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('deliveries.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data!.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} enabled={endpoint.enabled} />
          ))}
        </Stack>
      )}
      {deliveries.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={() => void deliveries.loadMore()} loading={deliveries.loadingMore}>
            {t('deliveries.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DeliveryRow({ delivery, enabled }: { delivery: WebhookDelivery; enabled: boolean }) {
  const { t, i18n } = useTranslation('webhooks');
  const resend = useResendDelivery();
  const name = eventName(t, delivery.eventType);
  const answer = delivery.error ?? delivery.responseExcerpt;
  const facts = [
    formatInstant(delivery.lastAttemptAt ?? delivery.createdAt, i18n.language),
    t('deliveries.tries', { count: delivery.attempts }),
    delivery.attempts > 0 &&
      (delivery.statusCode === null ? t('deliveries.noAnswer') : t('deliveries.code', { code: delivery.statusCode })),
    delivery.durationMs !== null && t('deliveries.duration', { ms: delivery.durationMs }),
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="webhook-delivery">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {name}
            </Text>
            <DeliveryStatusBadge status={delivery.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
          {/* The webhook-id header the receiver got: what its logs are searched by. */}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('deliveries.message', { id: delivery.messageId })}
          </Text>
          {delivery.status === 'pending' && delivery.nextAttemptAt && delivery.attempts > 0 && !delivery.waitingFor && (
            <Text size="xs" c="dimmed">
              {t('deliveries.nextTry', { time: formatInstant(delivery.nextAttemptAt, i18n.language) })}
            </Text>
          )}
          {delivery.waitingFor && (
            <Text size="xs" c="orange.8" data-testid="webhook-waiting-for">
              {t('deliveries.waitingFor', { reason: blockText(t, delivery.waitingFor, i18n.language, false) })}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconSend size={14} />}
          // A waiting one too: the answer says what holds it back (issue 48), the first one goes at once.
          disabled={!enabled}
          loading={resend.isPending}
          aria-label={t('deliveries.resendLabel', { event: name })}
          onClick={() =>
            resend.mutate(delivery.id, {
              onSuccess: (queued) =>
                queued.waitingFor
                  ? toast.info(
                      t('deliveries.resentWaiting', {
                        reason: blockText(t, queued.waitingFor, i18n.language, false),
                      }),
                    )
                  : toast.success(t('deliveries.resent')),
              onError: (error) => toast.error(errorText(t, error)),
            })
          }
        >
          {t('deliveries.resend')}
        </Button>
      </Group>
      {answer && (
        <Text size="xs" c="dimmed" mt="xs" mb={2}>
          {t('deliveries.answer')}
        </Text>
      )}
      {answer && (
        <Code
          block
          fz="xs"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 96, overflow: 'auto' }}
        >
          {answer}
        </Code>
      )}
    </Paper>
  );
}

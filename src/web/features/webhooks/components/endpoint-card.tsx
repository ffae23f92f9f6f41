import { ActionIcon, Alert, Badge, Button, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDots,
  IconKey,
  IconList,
  IconPlayerSkipForward,
  IconPlugConnectedX,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@shared/schemas/webhooks';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { useUpdateWebhook } from '../api/use-webhooks';
import { blockText, eventName, formatInstant } from '../lib/webhook-texts';
import { DeliveryStatusBadge } from './delivery-status-badge';

type Props = {
  endpoint: WebhookEndpoint;
  onDeliveries: () => void;
  onRotate: () => void;
  onDelete: () => void;
  /** Give up the failing delivery that holds the others back (asked first). */
  onSkip: () => void;
};

/**
 * One endpoint: where it sends, which events, whether it is on (and why the shop switched it off,
 * when it did: decision 096), whether a failing delivery holds the others back (issue 48), and
 * how its last delivery went.
 */
export function EndpointCard({ endpoint, onDeliveries, onRotate, onDelete, onSkip }: Props) {
  const { t, i18n } = useTranslation('webhooks');
  const update = useUpdateWebhook();
  const names = endpoint.events.map((type) => eventName(t, type));
  const last = endpoint.lastDelivery;
  const toggle = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, change: { enabled } },
      {
        onSuccess: () => toast.success(enabled ? t('endpoint.turnedOn') : t('endpoint.turnedOff')),
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} size="sm" ff="monospace" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          <Switch
            label={t('endpoint.enabled')}
            labelPosition="left"
            aria-label={t('endpoint.toggle', { url: endpoint.url })}
            checked={endpoint.enabled}
            disabled={update.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
        </Group>
        {endpoint.disabledReason && (
          <Alert
            color="orange"
            variant="light"
            p="xs"
            icon={<IconPlugConnectedX size={18} aria-hidden />}
            title={t('endpoint.switchedOff')}
            data-testid="webhook-disabled-reason"
          >
            <Text size="sm">{t(`endpoint.disabledReason.${endpoint.disabledReason}`)}</Text>
          </Alert>
        )}
        {endpoint.blocked && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('blocked.title')}
            data-testid="webhook-blocked"
          >
            <Stack gap="xs">
              <Text size="sm">{blockText(t, endpoint.blocked, i18n.language)}</Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlayerSkipForward size={14} aria-hidden />}
                  onClick={onSkip}
                >
                  {t('blocked.skip')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="default" radius="sm" style={{ flexShrink: 0 }}>
            {t('endpoint.events', { count: endpoint.events.length })}
          </Badge>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {names.join(', ')}
          </Text>
        </Group>
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {last ? (
              <>
                <DeliveryStatusBadge status={last.status} />
                <Text size="xs" c="dimmed">
                  {[
                    last.statusCode !== null && `HTTP ${last.statusCode}`,
                    t('endpoint.last', { time: formatInstant(last.at, i18n.language) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </>
            ) : (
              <Text size="xs" c="dimmed">
                {t('endpoint.never')}
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button variant="light" size="xs" leftSection={<IconList size={14} />} onClick={onDeliveries}>
              {t('endpoint.deliveries')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="default" size={30} aria-label={t('endpoint.actions', { url: endpoint.url })}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconKey size={16} />} onClick={onRotate}>
                  {t('endpoint.rotate')}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  {t('endpoint.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

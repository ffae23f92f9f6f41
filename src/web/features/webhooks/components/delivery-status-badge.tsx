import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@shared/schemas/webhooks';

const colors: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', delivered: 'green', failed: 'red' };

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@shared/schemas/catalog-admin';
import classes from './catalog-admin.module.css';

/** SPEC section 4 item status: Operational green, NonOperational red. */
export const itemStatusColor: Record<ItemStatus, string> = { Operational: 'green', NonOperational: 'red' };

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation('dashboard');
  const Icon = status === 'Operational' ? IconCircleCheck : IconCircleX;
  return (
    <Badge
      color={itemStatusColor[status]}
      variant="light"
      className={classes.badge}
      leftSection={<Icon size={12} stroke={2.2} aria-hidden />}
    >
      {t(`items.statuses.${status}`)}
    </Badge>
  );
}

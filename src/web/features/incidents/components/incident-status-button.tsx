import { Badge } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { incidentStatusColor } from '@shared/rental-rules';
import type { IncidentStatus } from '@shared/schemas/incident';
import classes from './incidents.module.css';

type Props = { status: IncidentStatus; onClick: () => void };

/** The status badge in the administrator's list: clicking it opens the status popup (SPEC section 2). */
export function IncidentStatusButton({ status, onClick }: Props) {
  const { t } = useTranslation('incidents');
  const label = t(`status.${status}`);
  return (
    <Badge
      component="button"
      type="button"
      onClick={onClick}
      aria-label={t('changeStatus', { status: label })}
      aria-haspopup="dialog"
      color={incidentStatusColor[status]}
      variant="light"
      className={`${classes.badge} ${classes.statusButton}`}
      rightSection={<IconPencil size={12} stroke={2.2} aria-hidden />}
    >
      {label}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { incidentStatusColor } from '@shared/rental-rules';
import type { IncidentStatus } from '@shared/schemas/incident';
import classes from './incidents.module.css';

/** SPEC section 4: Open (blue) or Closed (green). */
export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  const { t } = useTranslation('incidents');
  return (
    <Badge color={incidentStatusColor[status]} variant="light" className={classes.badge}>
      {t(`status.${status}`)}
    </Badge>
  );
}

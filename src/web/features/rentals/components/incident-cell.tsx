import { Badge, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { incidentStatusColor } from '@shared/rental-rules';
import type { Rental } from '@shared/schemas/rental';
import classes from './rentals.module.css';

type Props = {
  incident: Rental['incident'];
  /** The id of the incident's link. */
  linkId: string;
  canReport: boolean;
  incidentHref: (id: number) => string;
  onReport: () => void;
};

/** The rental's incident as a link, a Help button to report one, or "No incident" (SPEC section 2). */
export function IncidentCell({ incident, linkId, canReport, incidentHref, onReport }: Props) {
  const { t } = useTranslation('rentals');
  if (incident) {
    const Icon = incident.status === 'Open' ? IconAlertTriangle : IconCircleCheck;
    return (
      <Badge
        component={Link}
        id={linkId}
        to={incidentHref(incident.id)}
        title={t('incidentStatus.open')}
        color={incidentStatusColor[incident.status]}
        variant="light"
        className={`${classes.badge} ${classes.linkBadge}`}
        leftSection={<Icon size={12} stroke={2.2} aria-hidden />}
      >
        {t(`incidentStatus.${incident.status}`)}
      </Badge>
    );
  }
  if (canReport) {
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        leftSection={<IconLifebuoy size={14} aria-hidden />}
        onClick={onReport}
      >
        {t('help')}
      </Button>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('noIncident')}
    </Text>
  );
}

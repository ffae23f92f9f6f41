import { useState, type FormEvent } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { incidentStatuses, type AdminIncident, type IncidentStatus } from '@shared/schemas/incident';
import { DialogActions } from '@/components/dialog-actions';
import { ShopDay } from '@/components/shop-day';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useSetIncidentStatus } from '../api/use-set-incident-status';
import classes from './incidents.module.css';

type Props = { incident: AdminIncident; onDone: () => void };

/** SPEC section 5 "Incident: status on edit": Open or Closed, saved once it differs from the current one. */
export function IncidentStatusForm({ incident, onDone }: Props) {
  const { t } = useTranslation('incidents');
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const save = useSetIncidentStatus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === incident.status) return;
    save.mutate(
      { id: incident.id, status },
      {
        onSuccess: () => {
          toast.success(t('statusForm.edited'));
          onDone();
        },
        onError: (error) => {
          toast.error(submitErrorText(t, error));
          // The report is gone: nothing to retry, and the refreshed list no longer shows it.
          if (error instanceof ApiError && error.status === 404) onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600}>
            {t(`types.${incident.type}`)} · {incident.productName}
          </Text>
          <Text size="xs" c="dimmed">
            {incident.userName} · <ShopDay instant={incident.createdAt} inherit span />
          </Text>
          <Text size="sm" mt="xs" lineClamp={4} className={classes.description}>
            {incident.description}
          </Text>
        </div>
        <Radio.Group
          label={t('statusForm.status')}
          value={status}
          onChange={(value) => setStatus(incidentStatuses.find((known) => known === value) ?? incident.status)}
        >
          <Stack gap="sm" mt="xs">
            {incidentStatuses.map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`status.${option}`)}
                description={t(`statusForm.hints.${option}`)}
                // The current status has the focus first, as arrow keys move from it.
                data-autofocus={option === status || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <DialogActions
          cancelLabel={t('statusForm.cancel')}
          onCancel={onDone}
          submitLabel={t('statusForm.submit')}
          loading={save.isPending}
          disabled={status === incident.status}
        />
      </Stack>
    </form>
  );
}

import { Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { INCIDENT_DESCRIPTION_MAX } from '@shared/limits';
import { incidentTypes, newIncidentSchema } from '@shared/schemas/incident';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { useReportIncident } from '../api/use-report-incident';
import type { RentalRow } from '../lib/rental-row';

type Props = { row: RentalRow; onDone: () => void };

export function IncidentReportForm({ row, onDone }: Props) {
  const { t } = useTranslation('rentals');
  const report = useReportIncident();
  const form = useForm<{ type: string | null; description: string }>({
    initialValues: { type: null, description: '' },
    // Each field against the server's own schema; only the texts are the form's.
    validate: {
      type: (type) => (newIncidentSchema.shape.type.safeParse(type).success ? null : t('report.typeRequired')),
      description: (description) => {
        const result = newIncidentSchema.shape.description.safeParse(description);
        if (result.success) return null;
        return result.error.issues.some((issue) => issue.code === 'too_big')
          ? t('report.descriptionTooLong', { max: INCIDENT_DESCRIPTION_MAX })
          : t('report.descriptionRequired');
      },
    },
  });

  const submit = form.onSubmit((values) => {
    const incident = newIncidentSchema.safeParse(values);
    if (!incident.success) return;
    report.mutate(
      { rentalId: row.rental.id, ...incident.data },
      {
        onSuccess: () => {
          toast.success(t('report.created'));
          onDone();
        },
        onError: (error) => {
          toast.error(submitErrorText(t, error));
          // "Already exists" and "completed" will not change by retrying; the refreshed list shows why.
          if (error instanceof ApiError && error.status === 409) onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('report.about', { product: row.rental.productName, dates: row.dateRange })}
        </Text>
        <Select
          label={t('report.type')}
          placeholder={t('report.typePlaceholder')}
          data={incidentTypes.map((type) => ({ value: type, label: t(`incidentTypes.${type}`) }))}
          allowDeselect={false}
          withAsterisk
          data-autofocus
          {...form.getInputProps('type')}
        />
        <Textarea
          label={t('report.description')}
          placeholder={t('report.descriptionPlaceholder')}
          description={t('report.characters', {
            length: form.values.description.length,
            max: INCIDENT_DESCRIPTION_MAX,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={INCIDENT_DESCRIPTION_MAX}
          withAsterisk
          {...form.getInputProps('description')}
        />
        <DialogActions
          cancelLabel={t('report.cancel')}
          onCancel={onDone}
          submitLabel={t('report.submit')}
          loading={report.isPending}
        />
      </Stack>
    </form>
  );
}

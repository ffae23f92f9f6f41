import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { submitErrorText } from '@/lib/error-text';
import { useSavePriceTemplate } from '../api/use-price-templates';
import {
  daysProblem,
  DURATION_MAX_DAYS,
  DURATION_MIN_DAYS,
  DURATION_PRICES_MAX,
  errorsAfterRowsChange,
  nameProblem,
  percentProblem,
  TEMPLATE_NAME_MAX,
  templateFormValues,
  templateInputOf,
  templateRefusal,
  type TemplateFormValues,
} from '../lib/template-form';
import { TierRowsField } from './tier-rows-field';

type Props = {
  /** The template to edit; null for a new one. */
  template: PriceTemplate | null;
  onDone: () => void;
};

/** The row a rule's path is about (`tiers.2.minDays` → 2). */
const rowIndex = (path: string) => Number(path.split('.')[1]);

/**
 * A price template: its name and its tiers, each from a number of charged days a percentage of the
 * daily price, lower for more days. What the server refuses is said on the field it is about.
 */
export function TemplateForm({ template, onDone }: Props) {
  const { t } = useTranslation('price-templates');
  const { t: tErrors } = useTranslation('errors');
  const save = useSavePriceTemplate();
  const bounds = { min: DURATION_MIN_DAYS, max: DURATION_MAX_DAYS };
  const form = useForm<TemplateFormValues>({
    initialValues: templateFormValues(template),
    validate: {
      name: (value) => {
        const problem = nameProblem(value);
        return problem && t(`form.errors.${problem}`);
      },
      tiers: {
        minDays: (_value, values, path) => {
          const found = daysProblem(values.tiers, rowIndex(path));
          if (found === null) return null;
          return found.problem === 'daysTaken'
            ? t('form.errors.daysTaken', { days: found.days })
            : t('form.errors.daysInvalid', bounds);
        },
        percent: (_value, values, path) => {
          const found = percentProblem(values.tiers, rowIndex(path));
          if (found === null) return null;
          return found.problem === 'percentInvalid'
            ? t('form.errors.percentInvalid')
            : t('form.errors.percentNotBelowFewer', { days: found.days, percent: found.percent });
        },
      },
    },
  });

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((values) => {
    if (values.tiers.length === 0) {
      form.setFieldError('tiers', t('form.errors.tiersRequired'));
      return;
    }
    save.mutate(
      { id: template?.id ?? null, input: templateInputOf(values) },
      {
        onSuccess: (saved) => {
          toast.success(t(template ? 'form.saved' : 'form.created', { name: saved.name }));
          onDone();
        },
        onError: (error) => {
          const refused = templateRefusal(error, values);
          if (refused === null) {
            toast.error(submitErrorText(t, error));
            return;
          }
          const max = refused.problem === 'tiersInvalid' ? DURATION_PRICES_MAX : DURATION_MAX_DAYS;
          form.setFieldError(refused.field, t(`form.errors.${refused.problem}`, { min: DURATION_MIN_DAYS, max }));
          toast.error(tErrors('submit'));
          form.getInputNode(refused.field)?.focus();
        },
      },
    );
  }, focusFirstError);

  const following = template?.productCount ?? 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          description={t('form.nameHint')}
          withAsterisk
          maxLength={TEMPLATE_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TierRowsField
          rows={form.values.tiers}
          onRowsChange={(rows, changed) => {
            form.setFieldValue('tiers', rows);
            form.setErrors(errorsAfterRowsChange(form.errors, changed));
          }}
          errors={form.errors}
        />
        {following > 0 && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
            {t('form.following', { count: following })}
          </Alert>
        )}
        <DialogActions
          cancelLabel={t('form.cancel')}
          onCancel={onDone}
          submitLabel={t(template ? 'form.save' : 'form.create')}
          loading={save.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

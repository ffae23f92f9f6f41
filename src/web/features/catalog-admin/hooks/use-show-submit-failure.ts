import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { catalogErrorText, catalogSubmitErrorText, errorField } from '../lib/catalog-error-text';

/** Whether the form holds a field by its path (`name`, `translations.de.name`). */
const hasField = (values: object, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        at !== null && typeof at === 'object' && key in at ? (at as Record<string, unknown>)[key] : undefined,
      values,
    ) !== undefined;

/**
 * Shows why a form was refused: under the field it is about ("already exists" under the name, a
 * 400's field under that field) with an "Error submitting" toast, otherwise in the toast.
 */
export function useShowSubmitFailure() {
  const { t } = useTranslation('dashboard');
  const { t: tErrors } = useTranslation('errors');
  return <Values extends object>(
    form: UseFormReturnType<Values>,
    error: unknown,
    uniqueField: keyof Values & string,
  ) => {
    const field = errorField(error, uniqueField);
    if (field !== null && hasField(form.getValues(), field)) {
      form.setFieldError(field, catalogErrorText(t, error) ?? errorText(t, error));
      toast.error(tErrors('submit'));
    } else {
      toast.error(catalogSubmitErrorText(t, error));
    }
  };
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldCheck } from '../lib/auth-validation';

/** Turns a field check from lib/auth-validation into a @mantine/form rule with a translated message. */
export function useFieldRule() {
  const { t } = useTranslation('auth');
  return <Values>(check: (value: string, values: Values) => FieldCheck) =>
    (value: string, values: Values): ReactNode => {
      const result = check(value, values);
      return typeof result === 'string' ? t(result as never) : result;
    };
}

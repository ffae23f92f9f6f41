import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldCheck } from '../lib/auth-validation';

/** The text for a field check's result: a translated problem, `true` as it is, or null. */
export function useFieldCheckText() {
  const { t } = useTranslation('auth');
  return (result: FieldCheck): string | true | null =>
    result === null || result === true ? result : t(result.key, { max: result.max });
}

/** Turns a field check from lib/auth-validation into a @mantine/form rule with a translated message. */
export function useFieldRule() {
  const text = useFieldCheckText();
  return <Values>(check: (value: string, values: Values) => FieldCheck) =>
    (value: string, values: Values): ReactNode =>
      text(check(value, values));
}

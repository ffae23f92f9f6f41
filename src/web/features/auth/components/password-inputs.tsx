import { PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_SPECIAL_CHARACTERS } from '@shared/auth-rules';
import { useFieldCheckText } from '../hooks/use-field-rule';
import type { FieldCheck } from '../lib/auth-validation';

type Props = Omit<PasswordInputProps, 'value'> & { value: string };

/** A new password's input, its live text (an error or a success) read out as it changes. */
function LivePasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      {...props}
      autoComplete="new-password"
      visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
      errorProps={{ 'aria-live': 'polite' }}
      successProps={{ 'aria-live': 'polite' }}
    />
  );
}

/**
 * A new-password input whose live text says whether the password passes `check` (the form's
 * own rule for the field, i.e. the server's schema). The text appears once something is
 * typed; a form error (e.g. "required") replaces it.
 */
export function NewPasswordInput({ value, error, check, ...props }: Props & { check: (value: string) => FieldCheck }) {
  const { t } = useTranslation('auth');
  const checkText = useFieldCheckText();
  const typed = value.length > 0;
  const verdict = checkText(check(value));
  const valid = verdict === null;
  const ruleText = (
    <>
      {t('password.invalid')}
      <Text span display="block" size="xs" c="dimmed" mt={2}>
        {t('password.specialCharacters', { characters: PASSWORD_SPECIAL_CHARACTERS.split('').join(' ') })}
      </Text>
    </>
  );
  // `true` is the spec's rule text; a string is another refusal (e.g. "at most 128 characters").
  const live = verdict === true ? ruleText : (verdict ?? undefined);
  const message = typeof error === 'string' || !typed ? error : live;
  return (
    <LivePasswordInput
      {...props}
      value={value}
      error={message}
      success={typed && valid && !message ? t('password.valid') : undefined}
    />
  );
}

/** A confirmation input whose live text says whether it matches `password`. */
export function ConfirmPasswordInput({ value, password, error, ...props }: Props & { password: string }) {
  const { t } = useTranslation('auth');
  const typed = value.length > 0;
  const matches = value === password;
  const message = typeof error === 'string' || !typed ? error : matches ? undefined : t('password.mismatch');
  return (
    <LivePasswordInput
      {...props}
      value={value}
      error={message}
      success={typed && matches && !message ? t('password.match') : undefined}
    />
  );
}

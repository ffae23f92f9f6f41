import { PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidPassword, PASSWORD_SPECIAL_CHARACTERS } from '../../../../shared/auth-rules';

type Props = Omit<PasswordInputProps, 'value'> & { value: string };

function useToggleLabel() {
  const { t } = useTranslation('auth');
  return { 'aria-label': t('password.show') };
}

/**
 * A new-password input whose live text says whether the password meets the rule.
 * The text appears once something is typed; a form error (e.g. "required") replaces it.
 */
export function NewPasswordInput({ value, error, ...props }: Props) {
  const { t } = useTranslation('auth');
  const toggleProps = useToggleLabel();
  const typed = value.length > 0;
  const valid = isValidPassword(value);
  const ruleText = (
    <>
      {t('password.invalid')}
      <Text span display="block" size="xs" c="dimmed" mt={2}>
        {t('password.specialCharacters', { characters: PASSWORD_SPECIAL_CHARACTERS.split('').join(' ') })}
      </Text>
    </>
  );
  const message = typeof error === 'string' || !typed ? error : valid ? undefined : ruleText;
  return (
    <PasswordInput
      {...props}
      value={value}
      autoComplete="new-password"
      visibilityToggleButtonProps={toggleProps}
      error={message}
      success={typed && valid && !message ? t('password.valid') : undefined}
      errorProps={{ 'aria-live': 'polite' }}
      successProps={{ 'aria-live': 'polite' }}
    />
  );
}

/** A confirmation input whose live text says whether it matches `password`. */
export function ConfirmPasswordInput({ value, password, error, ...props }: Props & { password: string }) {
  const { t } = useTranslation('auth');
  const toggleProps = useToggleLabel();
  const typed = value.length > 0;
  const matches = value === password;
  const message = typeof error === 'string' || !typed ? error : matches ? undefined : t('password.mismatch');
  return (
    <PasswordInput
      {...props}
      value={value}
      autoComplete="new-password"
      visibilityToggleButtonProps={toggleProps}
      error={message}
      success={typed && matches && !message ? t('password.match') : undefined}
      errorProps={{ 'aria-live': 'polite' }}
      successProps={{ 'aria-live': 'polite' }}
    />
  );
}

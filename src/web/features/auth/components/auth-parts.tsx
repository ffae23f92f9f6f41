import type { ReactNode } from 'react';
import { Alert, Anchor, Button, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ConfirmPasswordInput, NewPasswordInput } from './password-inputs';
import type { FieldCheck } from '../lib/auth-validation';

/** What went wrong with the form as a whole (the server refused it, the link is spent). */
export function AuthError({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" title={title}>
      {children}
    </Alert>
  );
}

/** The e-mail address, required (log in, sign up, forgotten password). */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      type="email"
      label={t('fields.email')}
      placeholder={t('placeholders.email')}
      autoComplete="email"
      withAsterisk
      {...props}
    />
  );
}

/** The form's one wide button. */
export function AuthSubmit({
  loading,
  spaced = false,
  children,
}: {
  loading: boolean;
  spaced?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" fullWidth mt={spaced ? 'xs' : undefined} size="md" loading={loading}>
      {children}
    </Button>
  );
}

/** Under the card: a question and the link to the other screen ("No account yet? Sign up"). */
export function AuthSwitch({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <>
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {link}
      </Anchor>
    </>
  );
}

/** Under the card: back to logging in. */
export function BackToLogin({ children }: { children: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.login.getHref()} size="sm" inline>
      <IconArrowLeft size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
      {children}
    </Anchor>
  );
}

type PasswordForm = {
  values: { password: string; confirmation: string };
  getInputProps: (path: 'password' | 'confirmation') => GetInputPropsReturnType;
};

/** A new password, checked as it is typed, and its confirmation (sign up, reset). */
export function NewPasswordFields({
  form,
  label,
  check,
}: {
  form: PasswordForm;
  label: string;
  check: (value: string) => FieldCheck;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NewPasswordInput
        label={label}
        placeholder={t('placeholders.newPassword')}
        withAsterisk
        check={check}
        {...form.getInputProps('password')}
        value={form.values.password}
      />
      <ConfirmPasswordInput
        label={t('fields.confirmPassword')}
        placeholder={t('placeholders.confirmPassword')}
        withAsterisk
        password={form.values.password}
        {...form.getInputProps('confirmation')}
        value={form.values.confirmation}
      />
    </>
  );
}

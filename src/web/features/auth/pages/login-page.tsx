import { Alert, Anchor, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { getPreviousPath } from '@/lib/navigation-history';
import { paths } from '@/lib/paths';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { useLogin, type LoginValues } from '../api/use-login';
import { AuthCard } from '../components/auth-card';
import { AuthError, AuthSubmit, AuthSwitch, EmailInput } from '../components/auth-parts';
import { useFieldRule } from '../hooks/use-field-rule';
import { loginErrorText } from '../lib/auth-errors';
import { loginChecks } from '../lib/auth-validation';
import { postLoginPath } from '../lib/post-login-path';

function VerificationNotice() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  if (params.get('error')) {
    return <AuthError>{t('login.verificationFailed')}</AuthError>;
  }
  if (params.get('verified') !== '1') return null;
  return (
    <Alert color="blue" variant="light" icon={<IconCircleCheck />} role="status">
      {t('login.verified')}
    </Alert>
  );
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const rule = useFieldRule();
  usePageTitle(t('login.submit'));

  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: { email: rule(loginChecks.email), password: rule(loginChecks.password) },
  });

  const login = useLogin({
    onSuccess: ({ name }) => {
      toast.success(t('login.welcome', { name }));
      const from = (location.state as { from?: unknown } | null)?.from;
      void navigate(postLoginPath(from, getPreviousPath()), { replace: true });
    },
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, { onError: (error) => console.error('Login failed', error) }),
  );

  return (
    <AuthCard
      icon={<IconLogin2 size={26} stroke={1.6} />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<AuthSwitch question={t('login.noAccount')} to={paths.signup.getHref()} link={t('login.signup')} />}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <VerificationNotice />
          {login.isError && <AuthError>{loginErrorText(t, login.error)}</AuthError>}
          <EmailInput {...form.getInputProps('email')} />
          <Stack gap={6}>
            <PasswordInput
              label={t('fields.password')}
              placeholder={t('placeholders.password')}
              autoComplete="current-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
                {t('login.forgotPassword')}
              </Anchor>
            </Group>
          </Stack>
          <AuthSubmit loading={login.isPending}>{t('login.submit')}</AuthSubmit>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getPreviousPath } from '@/lib/navigation-history';
import { paths } from '@/lib/paths';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthCard } from '../components/auth-card';
import { useFieldRule } from '../hooks/use-field-rule';
import { forgotPasswordChecks } from '../lib/auth-validation';
import { afterResetRequestPath } from '../lib/post-login-path';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const rule = useFieldRule();
  usePageTitle(t('forgotPassword.title'));

  const form = useForm({ initialValues: { email: '' }, validate: { email: rule(forgotPasswordChecks.email) } });

  const request = useRequestPasswordReset({
    onSuccess: () => {
      toast.success(t('forgotPassword.success'));
      void navigate(afterResetRequestPath(getPreviousPath()));
    },
  });

  return (
    <AuthCard
      icon={<IconMailForward size={26} stroke={1.6} />}
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={
        <Anchor component={Link} to={paths.login.getHref()} size="sm" inline>
          <IconArrowLeft size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
          {t('forgotPassword.backToLogin')}
        </Anchor>
      }
    >
      <form noValidate onSubmit={form.onSubmit(({ email }) => request.mutate(email))}>
        <Stack gap="md">
          {request.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {errorWithContext(t, t('forgotPassword.error'), request.error)}
            </Alert>
          )}
          <TextInput
            type="email"
            label={t('fields.email')}
            placeholder={t('placeholders.email')}
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

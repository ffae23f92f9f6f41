import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getPreviousPath } from '@/lib/navigation-history';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthCard } from '../components/auth-card';
import { AuthError, AuthSubmit, BackToLogin, EmailInput } from '../components/auth-parts';
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
      footer={<BackToLogin>{t('forgotPassword.backToLogin')}</BackToLogin>}
    >
      <form noValidate onSubmit={form.onSubmit(({ email }) => request.mutate(email))}>
        <Stack gap="md">
          {request.isError && <AuthError>{errorWithContext(t, t('forgotPassword.error'), request.error)}</AuthError>}
          <EmailInput {...form.getInputProps('email')} />
          <AuthSubmit loading={request.isPending}>{t('forgotPassword.submit')}</AuthSubmit>
        </Stack>
      </form>
    </AuthCard>
  );
}

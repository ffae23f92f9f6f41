import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLockPassword } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useResetPassword } from '../api/use-reset-password';
import { AuthCard } from '../components/auth-card';
import { AuthError, AuthSubmit, BackToLogin, NewPasswordFields } from '../components/auth-parts';
import { useFieldRule } from '../hooks/use-field-rule';
import { isInvalidResetToken } from '../lib/auth-errors';
import { checkConfirmation, resetPasswordChecks } from '../lib/auth-validation';

type Values = { password: string; confirmation: string };

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <AuthError>{t('resetPassword.invalidLink')}</AuthError>
      <Button component={Link} to={paths.forgotPassword.getHref()} fullWidth size="md">
        {t('resetPassword.requestNewLink')}
      </Button>
    </Stack>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const rule = useFieldRule();
  const [tokenRejected, setTokenRejected] = useState(false);
  usePageTitle(t('resetPassword.title'));

  const form = useForm<Values>({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: rule(resetPasswordChecks.password),
      confirmation: rule<Values>((value, values) => checkConfirmation(value, values.password)),
    },
  });

  const reset = useResetPassword({
    onSuccess: () => {
      toast.success(t('resetPassword.success'));
      void navigate(paths.login.getHref());
    },
  });

  const invalidLink = !token || params.get('error') !== null || tokenRejected;
  const submit = form.onSubmit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { token, newPassword: password },
      { onError: (error) => setTokenRejected(isInvalidResetToken(error)) },
    );
  });

  return (
    <AuthCard
      icon={<IconLockPassword size={26} stroke={1.6} />}
      title={t('resetPassword.title')}
      subtitle={invalidLink ? undefined : t('resetPassword.subtitle')}
      footer={<BackToLogin>{t('resetPassword.backToLogin')}</BackToLogin>}
    >
      {invalidLink ? (
        <InvalidLink />
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {reset.isError && <AuthError>{errorWithContext(t, t('resetPassword.error'), reset.error)}</AuthError>}
            <NewPasswordFields form={form} label={t('fields.newPassword')} check={resetPasswordChecks.password} />
            <AuthSubmit loading={reset.isPending} spaced>
              {t('resetPassword.submit')}
            </AuthSubmit>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

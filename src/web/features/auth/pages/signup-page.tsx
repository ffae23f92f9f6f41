import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { errorText } from '@/lib/error-text';
import { useSignup, type SignupValues } from '../api/use-signup';
import { AuthCard } from '../components/auth-card';
import { AuthError, AuthSubmit, AuthSwitch, EmailInput, NewPasswordFields } from '../components/auth-parts';
import { useFieldRule } from '../hooks/use-field-rule';
import { checkConfirmation, signupChecks } from '../lib/auth-validation';

type Values = SignupValues & { confirmation: string };

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const rule = useFieldRule();
  usePageTitle(t('signup.submit'));

  const form = useForm<Values>({
    initialValues: { fullName: '', email: '', password: '', confirmation: '', phoneNumber: '' },
    validate: {
      fullName: rule(signupChecks.fullName),
      email: rule(signupChecks.email),
      password: rule(signupChecks.password),
      confirmation: rule<Values>((value, values) => checkConfirmation(value, values.password)),
      phoneNumber: rule(signupChecks.phoneNumber),
    },
  });

  const signup = useSignup({
    onSuccess: () => {
      toast.success(t('signup.success'));
      void navigate(paths.login.getHref());
    },
  });

  return (
    <AuthCard
      icon={<IconUserPlus size={26} stroke={1.6} />}
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={<AuthSwitch question={t('signup.haveAccount')} to={paths.login.getHref()} link={t('signup.login')} />}
    >
      <form noValidate onSubmit={form.onSubmit((values) => signup.mutate(values))}>
        <Stack gap="md">
          {signup.isError && <AuthError title={t('signup.error')}>{errorText(t, signup.error)}</AuthError>}
          <TextInput
            label={t('fields.fullName')}
            placeholder={t('placeholders.fullName')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('fullName')}
          />
          <EmailInput {...form.getInputProps('email')} />
          <NewPasswordFields form={form} label={t('fields.password')} check={signupChecks.password} />
          <TextInput
            type="tel"
            label={
              <>
                {t('fields.phoneNumber')}{' '}
                <Text span size="xs" c="dimmed">
                  ({t('fields.optional')})
                </Text>
              </>
            }
            placeholder={t('placeholders.phoneNumber')}
            autoComplete="tel"
            inputMode="tel"
            {...form.getInputProps('phoneNumber')}
          />
          <AuthSubmit loading={signup.isPending} spaced>
            {t('signup.submit')}
          </AuthSubmit>
        </Stack>
      </form>
    </AuthCard>
  );
}

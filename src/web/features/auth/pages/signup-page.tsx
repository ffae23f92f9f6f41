import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { errorText } from '@/lib/error-text';
import { useSignup, type SignupValues } from '../api/use-signup';
import { AuthCard } from '../components/auth-card';
import { ConfirmPasswordInput, NewPasswordInput } from '../components/password-inputs';
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
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.getHref()} fw={600}>
            {t('signup.login')}
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit((values) => signup.mutate(values))}>
        <Stack gap="md">
          {signup.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" title={t('signup.error')}>
              {errorText(t, signup.error)}
            </Alert>
          )}
          <TextInput
            label={t('fields.fullName')}
            placeholder={t('placeholders.fullName')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('fullName')}
          />
          <TextInput
            type="email"
            label={t('fields.email')}
            placeholder={t('placeholders.email')}
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <NewPasswordInput
            label={t('fields.password')}
            placeholder={t('placeholders.newPassword')}
            withAsterisk
            check={signupChecks.password}
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
          <Button type="submit" fullWidth mt="xs" size="md" loading={signup.isPending}>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

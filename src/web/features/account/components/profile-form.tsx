import { Button, Group, Stack, Text, TextInput, Transition } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencilCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@shared/schemas/user';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { useUpdateProfile } from '../api/use-update-profile';
import {
  changedFields,
  checkProfile,
  profileValues,
  type ProfileField,
  type ProfileProblem,
  type ProfileValues,
} from '../lib/profile-form';
import { saveFailure } from '../lib/save-failure';
import classes from './profile.module.css';

/** Full name, e-mail (shown, never editable) and phone; a changed field turns green and says so. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const form = useForm<ProfileValues>({ initialValues: profileValues(user) });
  const changed = changedFields(form.values, user);

  const problemText = (problem: ProfileProblem) => t(`profile.validation.${problem.key}`, { max: problem.max });

  const update = useUpdateProfile({
    onSuccess: (saved) => {
      form.setValues(profileValues(saved));
      form.resetDirty();
      toast.success(t('profile.saved'));
    },
  });

  const save = (values: ProfileValues) => {
    const check = checkProfile(values, user);
    if (!check.ok) {
      for (const [field, problem] of Object.entries(check.problems)) {
        form.setFieldError(field, problemText(problem));
      }
      return;
    }
    if (Object.keys(check.update).length === 0) return;
    update.mutate(check.update, {
      onError: (error) => {
        const failure = saveFailure(error);
        toast.error(t(failure.toast === 'tooManyRequests' ? 'profile.tooManyRequests' : 'profile.error'));
        if (failure.field) {
          form.setFieldError(
            failure.field.name,
            failure.field.phoneRule ? t('profile.validation.phoneInvalid') : errorText(t, error),
          );
        }
      },
    });
  };

  const cancel = () => {
    form.setValues(profileValues(user));
    form.clearErrors();
  };

  const changedHint = (field: ProfileField) =>
    changed.includes(field) ? (
      <span className={classes.changed}>
        <IconPencilCheck size={14} stroke={2} aria-hidden />
        {t('profile.changed')}
      </span>
    ) : undefined;

  return (
    <form noValidate className={classes.form} onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput
          label={t('profile.fullName')}
          autoComplete="name"
          withAsterisk
          classNames={{ input: classes.input }}
          success={changedHint('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          type="email"
          label={t('profile.email')}
          description={t('profile.emailHint')}
          inputWrapperOrder={['label', 'input', 'description']}
          classNames={{ input: classes.email }}
          value={user.email}
          disabled
          readOnly
        />
        <TextInput
          type="tel"
          label={
            <>
              {t('profile.phoneNumber')}{' '}
              <Text span size="xs" c="dimmed">
                ({t('profile.optional')})
              </Text>
            </>
          }
          placeholder={t('profile.phonePlaceholder')}
          autoComplete="tel"
          inputMode="tel"
          classNames={{ input: classes.input }}
          success={changedHint('phoneNumber')}
          {...form.getInputProps('phoneNumber')}
        />
        <Transition mounted={changed.length > 0} transition="fade" duration={150}>
          {(style) => (
            <Group justify="flex-end" gap="sm" style={style}>
              <Button variant="default" onClick={cancel} disabled={update.isPending}>
                {t('profile.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('profile.save')}
              </Button>
            </Group>
          )}
        </Transition>
      </Stack>
    </form>
  );
}

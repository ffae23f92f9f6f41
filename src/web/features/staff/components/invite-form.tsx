import { useState } from 'react';
import { Alert, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages } from '@shared/languages';
import type { StaffRole } from '@shared/staff-roles';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { useLanguage } from '@/i18n/use-language';
import { submitErrorText } from '@/lib/error-text';
import { useInviteStaff } from '../api/use-staff';
import {
  emptyInvitation,
  invitationOf,
  invitationProblems,
  invitationRefusal,
  type InvitationField,
  type InvitationValues,
} from '../lib/invitation';

/** The roles, the owner's last: the one an owner gives least often. */
const offered: readonly StaffRole[] = ['counter', 'accountant', 'manager', 'owner'];

/**
 * The owner invites someone into the staff: their e-mail, optionally their name, the role (each
 * with what it may do) and the language of the invitation mail. What the server refuses is said
 * on its field; the last owner's own address in another role is said above the buttons.
 */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation('common');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const invite = useInviteStaff();
  const [lastOwner, setLastOwner] = useState(false);
  const form = useForm<InvitationValues>({
    initialValues: emptyInvitation(language),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(invitationProblems(values)).map(([field, problem]) => [field, t(`invite.errors.${problem}`)]),
      ),
  });
  const focusField = (field: InvitationField) => form.getInputNode(field)?.focus();

  const submit = form.onSubmit(
    (values) => {
      setLastOwner(false);
      invite.mutate(invitationOf(values), {
        onSuccess: ({ person, invited }) => {
          toast.success(
            invited
              ? t('invite.sent', { email: person.email })
              : t('invite.existing', { email: person.email, role: t(`roles.${person.role}`) }),
          );
          onDone();
        },
        onError: (error) => {
          const refused = invitationRefusal(error);
          if (refused?.kind === 'lastOwner') {
            setLastOwner(true);
            return;
          }
          if (refused?.kind === 'field') {
            form.setFieldError(refused.field, t(`invite.errors.${refused.problem}`));
            toast.error(tErrors('submit'));
            focusField(refused.field);
            return;
          }
          toast.error(submitErrorText(t, error));
        },
      });
    },
    (errors) => {
      const first = Object.keys(errors)[0] as InvitationField | undefined;
      if (first) focusField(first);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('invite.lead')}
        </Text>
        <TextInput
          type="email"
          label={t('invite.email')}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('invite.fullName')}
          description={t('invite.fullNameHint')}
          autoComplete="off"
          {...form.getInputProps('fullName')}
        />
        <Radio.Group
          label={t('invite.role')}
          withAsterisk
          {...form.getInputProps('role')}
          onChange={(value) => form.setFieldValue('role', value as StaffRole)}
        >
          <Stack gap="xs" mt={6}>
            {offered.map((role) => (
              <Radio key={role} value={role} label={t(`roles.${role}`)} description={t(`scopes.${role}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <NativeSelect
          label={t('invite.language')}
          data={languages.map((value) => ({ value, label: tCommon(`languages.${value}`) }))}
          maw={260}
          {...form.getInputProps('language')}
        />
        {lastOwner && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {t('change.lastOwner')}
          </Alert>
        )}
        <DialogActions
          cancelLabel={t('invite.cancel')}
          onCancel={onDone}
          submitLabel={t('invite.submit')}
          loading={invite.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

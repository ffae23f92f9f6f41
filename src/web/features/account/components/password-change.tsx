import { Button, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { useRequestPasswordReset } from '@/features/auth';

/** SPEC section 2: a password change sends a reset link to the customer's own address. */
export function PasswordChange({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset({ onSuccess: () => toast.success(t('profile.password.sent')) });
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Text fw={600} component="h3">
          {t('profile.password.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('profile.password.text')}
        </Text>
      </Stack>
      <Button
        variant="default"
        leftSection={<IconKey size={16} stroke={1.8} />}
        loading={request.isPending}
        onClick={() => request.mutate(email, { onError: () => toast.error(t('profile.password.error')) })}
      >
        {t('profile.password.change')}
      </Button>
    </Group>
  );
}

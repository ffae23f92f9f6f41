import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserRole } from '@shared/staff-roles';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';

/**
 * What a dashboard page the signed-in person's role may not use shows instead of itself (opened
 * by its address, or a link kept from another role): which role they have and whom to ask.
 */
export function RoleForbidden({ role }: { role: UserRole }) {
  const { t } = useTranslation('staff');
  usePageTitle(t('forbidden.title'));
  return (
    <Stack align="center" ta="center" gap="sm" py={{ base: 40, sm: 72 }} px="md" maw={520} mx="auto">
      <IconLock size={48} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('forbidden.title')}
      </Title>
      <Text c="dimmed" data-testid="role-forbidden">
        {t('forbidden.message', { role: t(`roleInText.${role}`) })}
      </Text>
      <Button component={Link} to={paths.dashboard.root.getHref()} variant="light" mt="xs">
        {t('forbidden.home')}
      </Button>
    </Stack>
  );
}

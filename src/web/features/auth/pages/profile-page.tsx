import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconShieldLock, IconUser, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '../api/use-current-user';

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
      </div>
    </Group>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useCurrentUser();
  usePageTitle(t('profile.title'));
  if (!user) return <PageLoader />;

  const iconProps = { size: 18, stroke: 1.6 };
  return (
    <>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {t('profile.title')}
      </Title>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="xl">
          <Group gap="lg" wrap="wrap">
            <Avatar src={user.avatarUrl ?? '/default-avatar.svg'} alt={t('profile.avatarAlt')} size={96} radius={96} />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                {t('profile.greeting', { name: user.fullName })}
              </Title>
              {user.isAdmin && (
                <Badge variant="light" leftSection={<IconShieldLock size={12} />} w="fit-content">
                  {t('profile.administrator')}
                </Badge>
              )}
            </Stack>
          </Group>
          <Stack gap="md">
            <Detail icon={<IconUser {...iconProps} />} label={t('profile.fullName')} value={user.fullName} />
            <Detail icon={<IconMail {...iconProps} />} label={t('profile.email')} value={user.email} />
            <Detail
              icon={<IconPhone {...iconProps} />}
              label={t('profile.phoneNumber')}
              value={
                user.phoneNumber || (
                  <Text span c="dimmed">
                    {t('profile.notProvided')}
                  </Text>
                )
              }
            />
            <Detail
              icon={<IconWorld {...iconProps} />}
              label={t('profile.language')}
              value={t(`common:languages.${user.language}`)}
            />
          </Stack>
        </Stack>
      </Card>
    </>
  );
}

import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '@shared/languages';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '@/features/auth';
import { AvatarPicker } from '../components/avatar-picker';
import { BillingAddressForm } from '../components/billing-address-form';
import { BusinessForm } from '../components/business-form';
import { PasswordChange } from '../components/password-change';
import { ProfileForm } from '../components/profile-form';
import { AVATAR_MEGABYTES } from '../lib/avatar-upload';
import classes from '../components/profile.module.css';

export default function ProfilePage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useCurrentUser();
  usePageTitle(t('profile.title'));
  if (!user) return <PageLoader />;

  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Card withBorder radius="md" maw={720} className={classes.card}>
        <Stack gap="xl">
          <Group gap="md" wrap="nowrap" align="center">
            <AvatarPicker avatarUrl={user.avatarUrl} />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
                {t('profile.greeting', { name: user.fullName })}
              </Title>
              {user.isAdmin && (
                <Badge variant="light" leftSection={<IconShieldLock size={12} />} w="fit-content">
                  {t('profile.administrator')}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {t('profile.avatar.hint', { megabytes: AVATAR_MEGABYTES })}
              </Text>
            </Stack>
          </Group>
          {/* Keyed by user: a form filled in for one account never shows under another. */}
          <ProfileForm key={user.id} user={user} />
          <Divider />
          <BillingAddressForm key={`billing-${user.id}`} saved={user.billingAddress} />
          <Divider />
          <BusinessForm key={`business-${user.id}`} saved={user.business} />
          <Divider />
          <PasswordChange email={user.email} />
          <Divider />
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text c="dimmed" mt={2} aria-hidden>
              <IconMail size={18} stroke={1.6} />
            </Text>
            <Text size="sm" c="dimmed">
              {t('profile.mailLanguage', { language: t(`common:languages.${asLanguage(user.language)}`) })}
            </Text>
          </Group>
        </Stack>
      </Card>
    </>
  );
}

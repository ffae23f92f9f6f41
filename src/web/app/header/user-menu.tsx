import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Avatar, Menu, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconShieldLock, IconUser, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/features/auth';

const LogoutConfirm = lazy(() => import('./logout-confirm-chunk'));

/** Logged out: a button to /login. Logged in: my account, the dashboard (admins) and log out. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const { user, isAdmin } = useCurrentUser();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  // Kept whether signed in or not: the popup outlives the sign-in it ends, to toast and move on.
  const logoutConfirm = confirmingLogout && (
    <Suspense fallback={null}>
      <LogoutConfirm onClose={() => setConfirmingLogout(false)} />
    </Suspense>
  );

  if (!user) {
    return (
      <>
        {logoutConfirm}
        <Tooltip label={t('header.login')} openDelay={400}>
          <ActionIcon
            component={Link}
            to={paths.login.getHref()}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('header.login')}
          >
            <IconUser size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </>
    );
  }

  return (
    <>
      {logoutConfirm}
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.userMenu')}>
            <Avatar src={user.avatarUrl ?? '/default-avatar.svg'} alt="" size={26} radius="xl" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="xs" c="dimmed">
              {t('header.signedInAs')}
            </Text>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {user.fullName}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.account.root.getHref()} leftSection={<IconUserCircle size={18} />}>
            {t('header.myAccount')}
          </Menu.Item>
          {isAdmin && (
            <Menu.Item component={Link} to={paths.dashboard.root.getHref()} leftSection={<IconShieldLock size={18} />}>
              {t('header.dashboard')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            color="var(--mantine-color-red-text)"
            leftSection={<IconLogout size={18} />}
            onClick={() => setConfirmingLogout(true)}
          >
            {t('header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

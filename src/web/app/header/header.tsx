import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Burger, Container, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CartHeaderIcon } from '@/features/cart';
import { WishlistHeaderIcon } from '@/features/wishlist';
import { CategoryBar } from './category-bar';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavigationProgress } from './navigation-progress';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import classes from './header.module.css';

const CategoryDrawer = lazy(() => import('./category-drawer-chunk'));

function LinkIcon({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon component={Link} to={to} variant="subtle" color="gray" size="lg" aria-label={label}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code is fetched on the first press of the menu button, and stays.
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
        <Group h={60} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={drawerOpened}
              onClick={() => {
                setDrawerWanted(true);
                drawer.toggle();
              }}
              aria-label={t('header.openMenu')}
            />
            <Logo />
          </Group>
          <Group gap={4} wrap="nowrap">
            <LinkIcon to={paths.wishlist.getHref()} label={t('header.wishlist')} icon={<WishlistHeaderIcon />} />
            <LinkIcon to={paths.cart.getHref()} label={t('header.cart')} icon={<CartHeaderIcon />} />
            <UserMenu />
            <Group gap={4} wrap="nowrap" visibleFrom="sm">
              <ThemeToggle />
              <LanguageSwitcher />
            </Group>
          </Group>
        </Group>
        <Box visibleFrom="sm" pb={4}>
          <CategoryBar />
        </Box>
      </Container>
      <NavigationProgress />
      {drawerWanted && (
        <Suspense fallback={null}>
          <CategoryDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </Box>
  );
}

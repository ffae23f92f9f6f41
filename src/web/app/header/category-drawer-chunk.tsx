import '@/theme/more-styles-chunk';
import { Divider, Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCategory, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatch } from 'react-router';
import { paths } from '@/lib/paths';
import { useCategories, categoryTree, parseId, sectionOf } from '@/features/catalog';
import { errorWithContext } from '@/lib/error-text';
import { Logo } from './logo';
import { MobilePreferences } from './mobile-preferences';
import { useLanguage } from '@/i18n/use-language';

type Props = { opened: boolean; onClose: () => void };

/**
 * The phone version of the category bar, with theme and language, in a side drawer: a chunk of
 * its own (the drawer and its navigation), fetched when the menu button is first pressed.
 */
export default function CategoryDrawer({ opened, onClose }: Props) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { pathname } = useLocation();
  const pageId = parseId(useMatch(paths.category.path)?.params.id);
  const categories = useCategories();
  const tree = categories.data ? categoryTree(categories.data, language) : [];
  const sectionId = categories.data ? sectionOf(categories.data, pageId) : null;
  const isPage = (to: string) => pathname === to;

  const link = (to: string, label: string) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      active={isPage(to)}
      aria-current={isPage(to) ? 'page' : undefined}
      onClick={onClose}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(20rem, 88vw)"
      padding="md"
      title={<Logo onClick={onClose} />}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <nav aria-label={t('header.categories')}>
          {categories.isError ? (
            <Text c="red" size="sm" role="alert">
              {errorWithContext(t, t('header.categoriesError'), categories.error)}
            </Text>
          ) : (
            <>
              <NavLink
                component={Link}
                to={paths.allProducts.getHref()}
                label={t('header.allProducts')}
                leftSection={<IconLayoutGrid size={18} stroke={1.6} />}
                active={isPage(paths.allProducts.path)}
                aria-current={isPage(paths.allProducts.path) ? 'page' : undefined}
                onClick={onClose}
              />
              {tree.map((category) =>
                category.children.length === 0 ? (
                  <NavLink
                    key={category.id}
                    component={Link}
                    to={paths.category.getHref(category.id)}
                    label={category.name}
                    leftSection={<IconCategory size={18} stroke={1.6} />}
                    active={category.id === pageId}
                    aria-current={category.id === pageId ? 'page' : undefined}
                    onClick={onClose}
                  />
                ) : (
                  <NavLink
                    key={category.id}
                    component="button"
                    type="button"
                    label={category.name}
                    leftSection={<IconCategory size={18} stroke={1.6} />}
                    // The section of the page shown, in text colour only: its page's own link below is the filled one.
                    variant="subtle"
                    active={category.id === sectionId}
                    aria-current={category.id === sectionId ? 'true' : undefined}
                    defaultOpened={category.id === sectionId}
                  >
                    {link(paths.category.getHref(category.id), t('header.allIn', { name: category.name }))}
                    {category.children.map((child) => link(paths.category.getHref(child.id), child.name))}
                  </NavLink>
                ),
              )}
            </>
          )}
        </nav>
        <Divider />
        <MobilePreferences />
      </Stack>
    </Drawer>
  );
}

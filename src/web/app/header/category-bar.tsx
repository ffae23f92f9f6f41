import type { ComponentPropsWithRef } from 'react';
import { Group, Menu, ScrollArea, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatch } from 'react-router';
import { paths } from '@/lib/paths';
import { useCategories, categoryTree, parseId, sectionOf, type CategoryNode } from '@/features/catalog';
import { errorWithContext } from '@/lib/error-text';
import classes from './header.module.css';
import { useLanguage } from '@/i18n/use-language';

/**
 * Where the reader is, as a tab says it: "page" on the tab's own page, "true" on a child's page
 * (the tab is then the current section, not the current page), nothing elsewhere.
 */
type Current = 'page' | 'true' | undefined;

function currentOf(categoryId: number, pageId: number | null, sectionId: number | null): Current {
  if (categoryId === pageId) return 'page';
  return categoryId === sectionId ? 'true' : undefined;
}

type LinkProps = ComponentPropsWithRef<'a'> & { to: string; current: Current };

/** A link of the bar, marked while its page (or a page inside it) is open; a menu's target too (ref, handlers). */
function CategoryLink({ to, current, ...link }: LinkProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.categoryLink}
      data-active={current !== undefined || undefined}
      aria-current={current}
      {...link}
    />
  );
}

function ParentWithChildren({ category, current }: { category: CategoryNode; current: Current }) {
  return (
    <Menu trigger="hover" trapFocus={false} openDelay={60} closeDelay={120} position="bottom-start" offset={4}>
      <Menu.Target>
        <CategoryLink to={paths.category.getHref(category.id)} current={current}>
          {category.name}
          <IconChevronDown size={14} stroke={1.8} aria-hidden />
        </CategoryLink>
      </Menu.Target>
      <Menu.Dropdown>
        {category.children.map((child) => (
          <Menu.Item key={child.id} component={Link} to={paths.category.getHref(child.id)}>
            {child.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Desktop category bar: All, then each parent; a parent with children opens its list on hover. */
export function CategoryBar() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { pathname } = useLocation();
  const pageId = parseId(useMatch(paths.category.path)?.params.id);
  const categories = useCategories();

  if (categories.isError) {
    return (
      <Text c="red" size="sm" py={8} role="alert">
        {errorWithContext(t, t('header.categoriesError'), categories.error)}
      </Text>
    );
  }

  const links = categories.data ? categoryTree(categories.data, language) : [];
  const sectionId = categories.data ? sectionOf(categories.data, pageId) : null;
  const onAllProducts = pathname === paths.allProducts.path;
  return (
    <ScrollArea type="hover" scrollbars="x" offsetScrollbars="x" scrollbarSize={4}>
      <Group component="nav" aria-label={t('header.categories')} gap={2} wrap="nowrap" py={6}>
        <CategoryLink to={paths.allProducts.getHref()} current={onAllProducts ? 'page' : undefined}>
          {t('header.allProducts')}
        </CategoryLink>
        {categories.isPending &&
          [72, 96, 64, 88].map((width) => <Skeleton key={width} height={20} width={width} radius="sm" mx={8} />)}
        {links.map((category) => {
          const current = currentOf(category.id, pageId, sectionId);
          return category.children.length > 0 ? (
            <ParentWithChildren key={category.id} category={category} current={current} />
          ) : (
            <CategoryLink key={category.id} to={paths.category.getHref(category.id)} current={current}>
              {category.name}
            </CategoryLink>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

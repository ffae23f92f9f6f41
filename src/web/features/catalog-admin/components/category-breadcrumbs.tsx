import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCategory } from '@shared/schemas/catalog-admin';
import { paths } from '@/lib/paths';

const categoriesHref = paths.dashboard.manageCatalog.categories.getHref;

/** The way back from a category's children view: to the top level, and to its parent if it has one. */
export function CategoryBreadcrumbs({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box component="nav" aria-label={t('catalog.breadcrumbs')} mb="xs">
      <Breadcrumbs fz="sm" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={Link} to={categoriesHref()}>
          {t('categories.title')}
        </Anchor>
        {category.parentId !== null && (
          <Anchor component={Link} to={categoriesHref(category.parentId)}>
            {category.parentName}
          </Anchor>
        )}
        <Text span fz="sm" c="dimmed" aria-current="page">
          {category.name}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}

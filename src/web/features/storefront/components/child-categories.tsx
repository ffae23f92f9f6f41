import { Button, Group } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@shared/schemas/catalog';
import { paths } from '@/lib/paths';
import { sortCategories } from '@/features/catalog';
import { useLanguage } from '@/i18n/use-language';

/** A parent category's children, as chips above its products, in the header dropdown's order. */
export function ChildCategories({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('category.subcategories')} gap="xs" mb="lg">
      {sortCategories(categories, language).map((child) => (
        <Button
          key={child.id}
          component={Link}
          to={paths.category.getHref(child.id)}
          variant="default"
          radius="xl"
          size="xs"
          leftSection={<IconCategory size={14} />}
        >
          {child.name}
        </Button>
      ))}
    </Group>
  );
}

import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@shared/schemas/catalog-admin';
import { paths } from '@/lib/paths';
import type { CatalogMode } from '../lib/catalog-mode';
import { Labelled } from '@/components/labelled';
import { RowAction } from './row-action';
import { CatalogTable } from './catalog-table';
import classes from './catalog-admin.module.css';

type Props = { rows: AdminCategory[]; mode: CatalogMode; onPick: (category: AdminCategory) => void };

const childrenHref = (category: AdminCategory) => paths.dashboard.manageCatalog.categories.getHref(category.id);
const historyHref = (category: AdminCategory) =>
  paths.dashboard.auditLog.getHref({ entity: 'category', entityId: category.id });

/** "2 sub-categories · 5 products": what a category holds, which decides whether it can go. */
function Contents({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('dashboard');
  return (
    <Text size="xs" c="dimmed">
      {t('categories.subCategoryCount', { count: category.childCount })} ·{' '}
      {t('categories.productCount', { count: category.productCount })}
    </Text>
  );
}

export function useCategoryColumns() {
  const { t } = useTranslation('dashboard');
  return [t('categories.name'), t('categories.description'), t('categories.belongsTo')];
}

/** The category's name, leading to its children (or its form, confirmation or history in a mode), over what it holds. */
function CategoryName({ category, mode, onPick }: { category: AdminCategory } & Omit<Props, 'rows'>) {
  return (
    <>
      <RowAction
        mode={mode}
        name={category.name}
        href={childrenHref(category)}
        historyHref={historyHref(category)}
        onPick={() => onPick(category)}
      >
        {category.name}
      </RowAction>
      <Contents category={category} />
    </>
  );
}

export function CategoriesTable({ rows, mode, onPick }: Props) {
  const columns = useCategoryColumns();
  return (
    <CatalogTable columns={columns} minWidth={560}>
      {rows.map((category) => (
        <Table.Tr key={category.id} className={classes.target} data-mode={mode ?? undefined}>
          <Table.Td w="32%">
            <CategoryName category={category} mode={mode} onPick={onPick} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {category.description || '—'}
            </Text>
          </Table.Td>
          <Table.Td w="24%">
            <Text size="sm">{category.parentName ?? '—'}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </CatalogTable>
  );
}

export function CategoryCards({ rows, mode, onPick }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((category) => (
        <Paper
          component="li"
          key={category.id}
          withBorder
          radius="md"
          p="md"
          className={classes.target}
          data-mode={mode ?? undefined}
        >
          <CategoryName category={category} mode={mode} onPick={onPick} />
          {category.description && (
            <Text size="sm" c="dimmed" mt="xs" lineClamp={3}>
              {category.description}
            </Text>
          )}
          <SimpleGrid cols={2} spacing="sm" mt="sm">
            <Labelled label={t('categories.belongsTo')}>
              <Text size="sm">{category.parentName ?? '—'}</Text>
            </Labelled>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

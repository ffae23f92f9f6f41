import { Anchor, Button, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { NotFoundPage } from '@/components/not-found-page';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useCategories, parseId } from '@/features/catalog';

const categoriesHref = paths.dashboard.manageCatalog.categories.getHref;

/** Every category, or, inside a category ({id}), its sub-categories. */
export default function ManageCategoriesPage() {
  const { t } = useTranslation('dashboard');
  const rawId = useParams().id;
  const id = parseId(rawId);
  const categories = useCategories();
  const all = categories.data ?? [];
  const current = all.find((category) => category.id === id);
  const title = current?.name ?? t('categories.title');
  usePageTitle(title);

  if (rawId !== undefined && (id === null || (categories.isSuccess && !current))) return <NotFoundPage />;
  if (categories.isPending) return <PageLoader />;
  if (categories.isError) {
    return <ErrorMessage message={errorWithContext(t, t('errors.categories'), categories.error)} />;
  }

  const shown = current ? all.filter((category) => category.parentId === current.id) : all;
  const parentName = (parentId: number | null) => all.find((category) => category.id === parentId)?.name ?? '—';

  return (
    <>
      <PageHeader
        title={title}
        description={current?.description || undefined}
        actions={
          current && (
            <Button
              component={Link}
              to={categoriesHref(current.parentId ?? undefined)}
              variant="default"
              size="sm"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('categories.back')}
            </Button>
          )
        }
      />
      {shown.length === 0 ? (
        <EmptyMessage message={t('categories.empty')} icon={<IconCategory size={26} stroke={1.5} />} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.name')}</Table.Th>
                <Table.Th>{t('categories.description')}</Table.Th>
                <Table.Th>{t('categories.belongsTo')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td>
                    <Anchor component={Link} to={categoriesHref(category.id)} fw={600}>
                      {category.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {category.description || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{parentName(category.parentId)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

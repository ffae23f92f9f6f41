import { useState } from 'react';
import { Group, Skeleton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminCategory } from '@shared/schemas/catalog-admin';
import { ErrorMessage } from '@/components/error-message';
import { NotFoundPage } from '@/components/not-found-page';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { parseId } from '@/features/catalog';
import { useAdminCategories } from '../api/use-admin-categories';
import { useAdminCategory } from '../api/use-admin-category';
import { AdminListView } from '../components/admin-list-view';
import { CatalogFormModal } from '../components/catalog-form-modal';
import { CatalogHeader } from '../components/catalog-header';
import { CategoryBreadcrumbs } from '../components/category-breadcrumbs';
import { CategoryForm } from '../components/category-form';
import { CategoriesTable, CategoryCards, useCategoryColumns } from '../components/category-rows';
import { DeleteRecordModal } from '../components/delete-record-modal';
import { ListSearch } from '../components/list-search';
import { useCatalogScreen } from '../hooks/use-catalog-screen';

/** The top-level categories, or ({id}) one category's children view. */
export default function ManageCategoriesPage() {
  const rawId = useParams().id;
  const id = parseId(rawId);
  if (rawId !== undefined && id === null) return <NotFoundPage />;
  // A new screen per category: its own search, mode and list, with no rows of the last one shown meanwhile.
  return <CategoriesScreen key={id ?? 'top'} id={id} />;
}

function CategoriesScreen({ id }: { id: number | null }) {
  const { t } = useTranslation('dashboard');
  const current = useAdminCategory(id);
  const title = id === null ? t('categories.title') : (current.data?.name ?? null);
  usePageTitle(title);
  const screen = useCatalogScreen<AdminCategory>();
  const { dialogs } = screen;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  // At the top level a search looks through every category, sub-categories too.
  const list = useAdminCategories({ parent: id ?? (q ? undefined : 'top'), q });
  const columns = useCategoryColumns();

  if (current.error instanceof ApiError && current.error.status === 404) return <NotFoundPage />;

  // A new category added inside a top-level one starts as its child.
  const defaultParent =
    current.data && current.data.parentId === null ? { value: current.data.id, label: current.data.name } : null;
  const deleting = dialogs.deleteRow;

  return (
    <>
      {current.data && <CategoryBreadcrumbs category={current.data} />}
      <CatalogHeader
        title={title ?? <Skeleton height={30} width={220} my={4} />}
        description={current.data?.description || undefined}
        screen={screen}
        hints={t('categories.hint', { returnObjects: true })}
        notice={
          current.isError && <ErrorMessage message={errorWithContext(t, t('errors.categories'), current.error)} />
        }
      />
      <Group mb="md">
        <ListSearch
          value={search}
          onChange={setSearch}
          label={id === null ? t('categories.searchAll') : t('categories.searchIn', { name: current.data?.name ?? '' })}
        />
      </Group>
      <AdminListView
        list={list}
        errorContext={t('errors.categories')}
        emptyMessage={t('categories.empty')}
        emptyIcon={<IconCategory size={26} stroke={1.5} />}
        filtered={q !== ''}
        tableMinWidth={640}
        columns={columns}
        table={(categories) => <CategoriesTable rows={categories} {...screen.rows} />}
        cards={(categories) => <CategoryCards rows={categories} {...screen.rows} />}
      />
      <CatalogFormModal
        dialogs={dialogs}
        titles={{ new: t('categories.newTitle'), edit: t('categories.editTitle') }}
        size="lg"
      >
        {(category, onDone) => <CategoryForm category={category} defaultParent={defaultParent} onDone={onDone} />}
      </CatalogFormModal>
      <DeleteRecordModal
        opened={dialogs.deleteOpened}
        onClose={dialogs.close}
        target={deleting && { kind: 'category', record: deleting, id: deleting.id, name: deleting.name }}
      />
    </>
  );
}

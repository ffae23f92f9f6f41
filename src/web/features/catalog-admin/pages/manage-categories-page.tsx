import { useState } from 'react';
import { Group, Skeleton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminCategory } from '@shared/schemas/catalog-admin';
import { ErrorMessage } from '@/components/error-message';
import { NotFoundPage } from '@/components/not-found-page';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { parseId } from '@/features/catalog';
import { useAdminCategories } from '../api/use-admin-categories';
import { useAdminCategory } from '../api/use-admin-category';
import { AdminListView } from '../components/admin-list-view';
import { CatalogToolbar } from '../components/catalog-toolbar';
import { CategoryBreadcrumbs } from '../components/category-breadcrumbs';
import { CategoryFormModal } from '../components/category-form-modal';
import { CategoriesTable, CategoryCards, useCategoryColumns } from '../components/category-rows';
import { DeleteRecordModal } from '../components/delete-record-modal';
import { ListSearch } from '../components/list-search';
import { ModeHint } from '../components/mode-hint';
import { useCatalogDialogs } from '../hooks/use-catalog-dialogs';
import { useCatalogMode } from '../hooks/use-catalog-mode';

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
  const { mode, toggle } = useCatalogMode();
  const dialogs = useCatalogDialogs<AdminCategory>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  // At the top level a search looks through every category, sub-categories too.
  const list = useAdminCategories({ parent: id ?? (q ? undefined : 'top'), q });
  const columns = useCategoryColumns();

  if (current.error instanceof ApiError && current.error.status === 404) return <NotFoundPage />;

  const pick = (category: AdminCategory) =>
    mode === 'edit' ? dialogs.openEdit(category) : mode === 'delete' ? dialogs.openDelete(category) : undefined;
  const rows = { mode, onPick: pick };
  // A new category added inside a top-level one starts as its child.
  const defaultParent =
    current.data && current.data.parentId === null ? { value: current.data.id, label: current.data.name } : null;
  const deleting = dialogs.deleteRow;

  return (
    <>
      {current.data && <CategoryBreadcrumbs category={current.data} />}
      <PageHeader
        title={title ?? <Skeleton height={30} width={220} my={4} />}
        description={current.data?.description || undefined}
        actions={<CatalogToolbar mode={mode} onToggle={toggle} onAdd={dialogs.openNew} />}
      />
      {current.isError && <ErrorMessage message={errorWithContext(t, t('errors.categories'), current.error)} />}
      <ModeHint
        mode={mode}
        edit={t('categories.hint.edit')}
        delete={t('categories.hint.delete')}
        history={t('categories.hint.history')}
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
        table={(categories) => <CategoriesTable rows={categories} {...rows} />}
        cards={(categories) => <CategoryCards rows={categories} {...rows} />}
      />
      <CategoryFormModal
        opened={dialogs.formOpened}
        onClose={dialogs.close}
        category={dialogs.formRow}
        defaultParent={defaultParent}
        session={dialogs.session}
      />
      <DeleteRecordModal
        opened={dialogs.deleteOpened}
        onClose={dialogs.close}
        target={deleting && { kind: 'category', record: deleting, id: deleting.id, name: deleting.name }}
      />
    </>
  );
}

import { useState } from 'react';
import { Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@shared/schemas/catalog-admin';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { useAdminProducts } from '../api/use-admin-products';
import { AdminListView } from '../components/admin-list-view';
import { CatalogToolbar } from '../components/catalog-toolbar';
import { CategoryPicker } from '../components/category-picker';
import { DeleteRecordModal } from '../components/delete-record-modal';
import { ListSearch } from '../components/list-search';
import { ModeHint } from '../components/mode-hint';
import { ProductFormModal } from '../components/product-form-modal';
import { ProductCards, ProductsTable, useProductColumns } from '../components/product-rows';
import type { PickerOption } from '../components/search-select';
import { useCatalogDialogs } from '../hooks/use-catalog-dialogs';
import { useCatalogMode } from '../hooks/use-catalog-mode';

export default function ManageProductsPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('products.title'));
  const { mode, toggle } = useCatalogMode();
  const dialogs = useCatalogDialogs<AdminProduct>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState<PickerOption | null>(null);
  const list = useAdminProducts({ categoryId: category?.value ?? null, q });
  const columns = useProductColumns();

  const pick = (product: AdminProduct) =>
    mode === 'edit' ? dialogs.openEdit(product) : mode === 'delete' ? dialogs.openDelete(product) : undefined;
  const rows = { mode, onPick: pick };
  const deleting = dialogs.deleteRow;

  return (
    <>
      <PageHeader
        title={t('products.title')}
        actions={<CatalogToolbar mode={mode} onToggle={toggle} onAdd={dialogs.openNew} />}
      />
      <ModeHint
        mode={mode}
        edit={t('products.hint.edit')}
        delete={t('products.hint.delete')}
        history={t('products.hint.history')}
      />
      <Group mb="md" gap="sm" align="flex-start">
        <ListSearch value={search} onChange={setSearch} label={t('products.search')} />
        <CategoryPicker
          scope="all"
          aria-label={t('products.filterCategory')}
          placeholder={t('products.allCategories')}
          clearable
          value={category?.value ?? null}
          onChange={(_, option) => setCategory(option)}
          initialOption={null}
          style={{ flex: '1 1 14rem' }}
        />
      </Group>
      <AdminListView
        list={list}
        // SPEC section 8's context for a search by name.
        errorContext={q ? t('errors.productsByName') : t('errors.products')}
        emptyMessage={t('products.empty')}
        emptyIcon={<IconBox size={26} stroke={1.5} />}
        filtered={q !== '' || category !== null}
        tableMinWidth={760}
        columns={columns}
        table={(products) => <ProductsTable rows={products} {...rows} />}
        cards={(products) => <ProductCards rows={products} {...rows} />}
      />
      <ProductFormModal
        opened={dialogs.formOpened}
        onClose={dialogs.close}
        product={dialogs.formRow}
        defaultCategory={category}
        session={dialogs.session}
      />
      <DeleteRecordModal
        opened={dialogs.deleteOpened}
        onClose={dialogs.close}
        target={deleting && { kind: 'product', record: deleting, id: deleting.id, name: deleting.name }}
      />
    </>
  );
}

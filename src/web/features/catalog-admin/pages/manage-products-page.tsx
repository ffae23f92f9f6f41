import { useState } from 'react';
import { Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@shared/schemas/catalog-admin';
import { usePageTitle } from '@/components/use-page-title';
import { useAdminProducts } from '../api/use-admin-products';
import { AdminListView } from '../components/admin-list-view';
import { CatalogFormModal } from '../components/catalog-form-modal';
import { CatalogHeader } from '../components/catalog-header';
import { CategoryPicker } from '../components/category-picker';
import { DeleteRecordModal } from '../components/delete-record-modal';
import { ListSearch } from '../components/list-search';
import { ProductForm } from '../components/product-form';
import { ProductCards, ProductsTable, useProductColumns } from '../components/product-rows';
import type { PickerOption } from '../components/search-select';
import { useCatalogScreen } from '../hooks/use-catalog-screen';

export default function ManageProductsPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('products.title'));
  const screen = useCatalogScreen<AdminProduct>();
  const { dialogs } = screen;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState<PickerOption | null>(null);
  const list = useAdminProducts({ categoryId: category?.value ?? null, q });
  const columns = useProductColumns();

  const deleting = dialogs.deleteRow;

  return (
    <>
      <CatalogHeader title={t('products.title')} screen={screen} hints={t('products.hint', { returnObjects: true })} />
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
        table={(products) => <ProductsTable rows={products} {...screen.rows} />}
        cards={(products) => <ProductCards rows={products} {...screen.rows} />}
      />
      <CatalogFormModal
        dialogs={dialogs}
        titles={{ new: t('products.newTitle'), edit: t('products.editTitle') }}
        size="lg"
      >
        {(product, onDone) => <ProductForm product={product} defaultCategory={category} onDone={onDone} />}
      </CatalogFormModal>
      <DeleteRecordModal
        opened={dialogs.deleteOpened}
        onClose={dialogs.close}
        target={deleting && { kind: 'product', record: deleting, id: deleting.id, name: deleting.name }}
      />
    </>
  );
}

import { useState } from 'react';
import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { itemStatuses, type Item, type ItemStatus } from '@shared/schemas/catalog-admin';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { useAdminItems } from '../api/use-admin-items';
import { AdminListView } from '../components/admin-list-view';
import { CatalogToolbar } from '../components/catalog-toolbar';
import { DeleteRecordModal } from '../components/delete-record-modal';
import { ItemFormModal } from '../components/item-form-modal';
import { LabelsLink } from '../components/labels-link';
import { ItemCards, ItemsTable, useItemColumns } from '../components/item-rows';
import { ListSearch } from '../components/list-search';
import { ModeHint } from '../components/mode-hint';
import { ProductPicker } from '../components/product-picker';
import type { PickerOption } from '../components/search-select';
import { useCatalogDialogs } from '../hooks/use-catalog-dialogs';
import { useCatalogMode } from '../hooks/use-catalog-mode';

export default function ManageItemsPage() {
  const { t } = useTranslation('dashboard');
  const { t: tDesk } = useTranslation('desk');
  usePageTitle(t('items.title'));
  const { mode, toggle } = useCatalogMode();
  const dialogs = useCatalogDialogs<Item>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [product, setProduct] = useState<PickerOption | null>(null);
  const [status, setStatus] = useState<ItemStatus | null>(null);
  const list = useAdminItems({ productId: product?.value ?? null, status, q });
  const columns = useItemColumns();
  const listed = list.list.data ?? [];
  // One product's every unit, or the units the list shows (its search and filters are the selection).
  const labelsOf =
    product !== null && q === '' && status === null
      ? { productId: product.value }
      : { itemIds: listed.map((item) => item.id) };

  const pick = (item: Item) =>
    mode === 'edit' ? dialogs.openEdit(item) : mode === 'delete' ? dialogs.openDelete(item) : undefined;
  const rows = { mode, onPick: pick };
  const deleting = dialogs.deleteRow;

  return (
    <>
      <PageHeader
        title={t('items.title')}
        actions={<CatalogToolbar mode={mode} onToggle={toggle} onAdd={dialogs.openNew} />}
      />
      <ModeHint
        mode={mode}
        edit={t('items.hint.edit')}
        delete={t('items.hint.delete')}
        history={t('items.hint.history')}
      />
      <Group mb="md" gap="sm" align="flex-start">
        <ListSearch value={search} onChange={setSearch} label={t('items.search')} />
        <ProductPicker
          aria-label={t('items.filterProduct')}
          placeholder={t('items.allProducts')}
          clearable
          value={product?.value ?? null}
          onChange={(_, option) => setProduct(option)}
          initialOption={null}
          style={{ flex: '1 1 12rem' }}
        />
        <Select<ItemStatus>
          aria-label={t('items.filterStatus')}
          placeholder={t('items.allStatuses')}
          clearable
          data={itemStatuses.map((value) => ({ value, label: t(`items.statuses.${value}`) }))}
          value={status}
          onChange={setStatus}
          style={{ flex: '1 1 10rem' }}
        />
        <LabelsLink
          of={labelsOf}
          whose={'productId' in labelsOf && product ? product.label : tDesk('labels.listed', { count: listed.length })}
          look="button"
          disabled={listed.length === 0}
        />
      </Group>
      <AdminListView
        list={list}
        // SPEC section 8's context for a search by serial number.
        errorContext={q ? t('errors.itemsBySerial') : t('errors.items')}
        emptyMessage={t('items.empty')}
        emptyIcon={<IconBarcode size={26} stroke={1.5} />}
        filtered={q !== '' || product !== null || status !== null}
        tableMinWidth={520}
        columns={columns}
        table={(items) => <ItemsTable rows={items} {...rows} />}
        cards={(items) => <ItemCards rows={items} {...rows} />}
      />
      <ItemFormModal
        opened={dialogs.formOpened}
        onClose={dialogs.close}
        item={dialogs.formRow}
        defaultProduct={product}
        session={dialogs.session}
      />
      <DeleteRecordModal
        opened={dialogs.deleteOpened}
        onClose={dialogs.close}
        target={deleting && { kind: 'item', record: deleting, id: deleting.id, name: deleting.serialNumber }}
      />
    </>
  );
}

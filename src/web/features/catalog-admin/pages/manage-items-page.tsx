import { useState } from 'react';
import { Group, Select, Switch } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { itemStatuses, type Item, type ItemStatus } from '@shared/schemas/catalog-admin';
import { mayDo } from '@shared/staff-roles';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '@/features/auth';
import { useAdminItems } from '../api/use-admin-items';
import { AdminListView } from '../components/admin-list-view';
import { CatalogFormModal } from '../components/catalog-form-modal';
import { CatalogHeader } from '../components/catalog-header';
import { DeleteRecordModal } from '../components/delete-record-modal';
import { ItemForm } from '../components/item-form';
import { LabelsLink } from '../components/labels-link';
import { ItemCards, ItemsTable, useItemColumns } from '../components/item-rows';
import { ListSearch } from '../components/list-search';
import { ProductPicker } from '../components/product-picker';
import { RecordServiceModal } from '../components/record-service-modal';
import type { PickerOption } from '../components/search-select';
import { useCatalogScreen } from '../hooks/use-catalog-screen';

/**
 * The units: listed, searched and filtered (by product, status, or due for a service), their
 * labels printed and their services recorded. A role that changes the catalogue also adds, edits
 * and deletes them; one that runs the desk only (the counter, decision 094) reads the list and
 * records the services of the units due, which the front page leads it to (`?serviceDue=true`).
 */
export default function ManageItemsPage() {
  const { t } = useTranslation('dashboard');
  const { t: tDesk } = useTranslation('desk');
  usePageTitle(t('items.title'));
  const { user } = useCurrentUser();
  const writes = user ? mayDo(user.role, 'catalog.write') : false;
  const screen = useCatalogScreen<Item>();
  const { dialogs } = screen;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [product, setProduct] = useState<PickerOption | null>(null);
  const [status, setStatus] = useState<ItemStatus | null>(null);
  // In the address, so the front page's count of units due leads straight to them.
  const [params, setParams] = useSearchParams();
  const serviceDue = params.get('serviceDue') === 'true';
  const setServiceDue = (due: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (due) next.set('serviceDue', 'true');
        else next.delete('serviceDue');
        return next;
      },
      { replace: true },
    );
  const [servicing, setServicing] = useState<Item | null>(null);
  const list = useAdminItems({ productId: product?.value ?? null, status, q, serviceDue });
  const columns = useItemColumns();
  const listed = list.list.data ?? [];
  // One product's every unit, or the units the list shows (its search and filters are the selection).
  const labelsOf =
    product !== null && q === '' && status === null && !serviceDue
      ? { productId: product.value }
      : { itemIds: listed.map((item) => item.id) };

  const deleting = dialogs.deleteRow;

  return (
    <>
      {writes ? (
        <CatalogHeader title={t('items.title')} screen={screen} hints={t('items.hint', { returnObjects: true })} />
      ) : (
        <PageHeader title={t('items.title')} description={t('items.readOnly')} />
      )}
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
        <Switch
          label={t('items.service.dueOnly')}
          checked={serviceDue}
          onChange={(event) => setServiceDue(event.currentTarget.checked)}
          mt={8}
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
        filtered={q !== '' || product !== null || status !== null || serviceDue}
        tableMinWidth={520}
        columns={columns}
        table={(items) => <ItemsTable rows={items} {...screen.rows} onService={setServicing} />}
        cards={(items) => <ItemCards rows={items} {...screen.rows} onService={setServicing} />}
      />
      <RecordServiceModal item={servicing} onClose={() => setServicing(null)} />
      {writes && (
        <>
          <CatalogFormModal dialogs={dialogs} titles={{ new: t('items.newTitle'), edit: t('items.editTitle') }}>
            {(item, onDone) => <ItemForm item={item} defaultProduct={product} onDone={onDone} />}
          </CatalogFormModal>
          <DeleteRecordModal
            opened={dialogs.deleteOpened}
            onClose={dialogs.close}
            target={deleting && { kind: 'item', record: deleting, id: deleting.id, name: deleting.serialNumber }}
          />
        </>
      )}
    </>
  );
}

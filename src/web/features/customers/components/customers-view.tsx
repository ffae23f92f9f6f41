import { useCallback, useState } from 'react';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { RecordsList } from '@/components/records-list';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { isFiltered } from '@/lib/list-filters';
import { listView } from '@/lib/records-view';
import { useListFilters } from '@/lib/use-list-filters';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useMayDo } from '@/features/auth';
import { useCustomers } from '../api/use-customers';
import { CustomerCards } from './customer-cards';
import type { BusinessCustomer } from './customer-parts';
import { CUSTOMERS_TABLE_MIN_WIDTH, CustomersSkeleton, CustomersTable } from './customers-table';
import { InvoiceTermsModal } from './invoice-terms-modal';

/** Customers have no status to filter by: the search is their only filter. */
const noStatuses: readonly never[] = [];

/**
 * The dashboard's customers (docs/business-customers.md): every account in e-mail order,
 * searched by name or e-mail, a page at a time; a business customer with its company, VAT number
 * and VIES's answer, and its invoice terms set in a popup by a role that may (customers.manage,
 * decision 092: a counter or an accountant reads them).
 */
export function CustomersView() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('customers.title'));
  const { filters, setSearch } = useListFilters(noStatuses);
  const paged = useCustomers(filters);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(CUSTOMERS_TABLE_MIN_WIDTH);
  const dialogs = useRecordDialogs<'terms', BusinessCustomer>();
  // A new session at every opening: the form starts from the customer's terms as the list has them.
  const [session, setSession] = useState(0);
  const openTerms = (customer: BusinessCustomer) => {
    dialogs.open('terms', customer);
    setSession((count) => count + 1);
  };
  const loaded = useCallback((count: number) => t('customers.loaded', { count }), [t]);
  const manages = useMayDo('customers.manage');
  const onTerms = manages ? openTerms : undefined;

  return (
    <>
      <PageHeader
        title={t('customers.title')}
        description={manages ? t('customers.lead') : t('customers.leadReading')}
      />
      <ListToolbar
        search={{
          value: filters.q,
          onSearch: setSearch,
          texts: t('customers.search', { returnObjects: true }),
          busy: paged.updating,
        }}
      />
      <RecordsList
        listRef={ref}
        paging={{ paged, label: t('customers.loadMore'), loaded }}
        view={listView(paged.list)}
        skeleton={<CustomersSkeleton compact={narrow} withActions={manages} />}
        loadError={t('customers.loadError')}
        empty={{
          message: isFiltered(filters) ? t('customers.noMatch') : t('customers.empty'),
          icon: <IconUsers size={26} stroke={1.5} />,
        }}
      >
        {(customers) =>
          narrow ? (
            <CustomerCards customers={customers} onTerms={onTerms} />
          ) : (
            <CustomersTable customers={customers} onTerms={onTerms} />
          )
        }
      </RecordsList>
      <InvoiceTermsModal
        opened={dialogs.isOpen('terms')}
        customer={dialogs.rowFor('terms')}
        session={session}
        onClose={dialogs.close}
      />
    </>
  );
}

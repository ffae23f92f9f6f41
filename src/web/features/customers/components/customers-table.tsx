import { Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordsSkeleton, userCellPlaceholder } from '@/components/records-skeleton';
import {
  CustomerActions,
  CustomerBusiness,
  CustomerName,
  CustomerPayment,
  type CustomerListProps,
} from './customer-parts';

/** Narrower than this (px), the table would scroll: the list shows cards instead. */
export const CUSTOMERS_TABLE_MIN_WIDTH = 780;

/**
 * Shared with the loading skeleton, so the columns do not move when the rows arrive; the actions'
 * column only for a role that sets invoice terms.
 */
function CustomersTableHead({ withActions }: { withActions: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('customers.columns.customer')}</Table.Th>
        <Table.Th>{t('customers.columns.business')}</Table.Th>
        <Table.Th>{t('customers.columns.payment')}</Table.Th>
        {withActions && (
          <Table.Th>
            <VisuallyHidden>{t('customers.columns.actions')}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

const skeletonCells = [
  <Stack key="customer" gap={0}>
    {userCellPlaceholder}
  </Stack>,
  <Stack key="business" gap={6}>
    <Skeleton height={12} width={140} />
    <Skeleton height={10} width={180} />
  </Stack>,
  <Skeleton key="payment" height={12} width={110} />,
  <Skeleton key="actions" height={22} width={110} />,
];

/** Placeholder rows, or cards where the table does not fit, while the customers load. */
export function CustomersSkeleton({ compact, withActions }: { compact: boolean; withActions: boolean }) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<CustomersTableHead withActions={withActions} />}
      cells={withActions ? skeletonCells : skeletonCells.slice(0, -1)}
      minWidth={CUSTOMERS_TABLE_MIN_WIDTH}
    />
  );
}

/** The customers where there is room: one row each, a business's invoice terms at the end. */
export function CustomersTable({ customers, onTerms }: CustomerListProps) {
  return (
    <Table.ScrollContainer minWidth={CUSTOMERS_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm">
        <CustomersTableHead withActions={onTerms !== undefined} />
        <Table.Tbody>
          {customers.map((customer) => (
            <Table.Tr key={customer.id} data-record>
              <Table.Td miw={200}>
                <CustomerName customer={customer} />
              </Table.Td>
              <Table.Td miw={200}>
                <CustomerBusiness customer={customer} />
              </Table.Td>
              <Table.Td>
                <CustomerPayment customer={customer} />
              </Table.Td>
              {onTerms && (
                <Table.Td w={1}>
                  <CustomerActions customer={customer} onTerms={onTerms} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Group, Paper, Stack } from '@mantine/core';
import { IconBuilding, IconCreditCard } from '@tabler/icons-react';
import {
  CustomerActions,
  CustomerBusiness,
  CustomerName,
  CustomerPayment,
  type CustomerListProps,
} from './customer-parts';

const iconProps = {
  size: 16,
  stroke: 1.6,
  'aria-hidden': true,
  style: { flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-dimmed)' },
} as const;

/** Where the table does not fit (phones): one card per customer, what its row shows, its action below. */
export function CustomerCards({ customers, onTerms }: CustomerListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {customers.map((customer) => (
        <Paper component="li" key={customer.id} withBorder radius="md" p="md" data-record>
          <CustomerName customer={customer} />
          <Stack gap={6} mt="sm">
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconBuilding {...iconProps} />
              <CustomerBusiness customer={customer} />
            </Group>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconCreditCard {...iconProps} />
              <CustomerPayment customer={customer} />
            </Group>
          </Stack>
          {customer.business !== null && onTerms && (
            <Group mt="sm" ml={-8}>
              <CustomerActions customer={customer} onTerms={onTerms} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

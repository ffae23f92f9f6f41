import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Business, VatCheckStatus } from '@shared/schemas/business';
import type { AdminUser } from '@shared/schemas/user';
import { UserCell } from '@/components/user-cell';

/** A customer whose account has business details. */
export type BusinessCustomer = AdminUser & { business: Business };

export const isBusinessCustomer = (customer: AdminUser): customer is BusinessCustomer => customer.business !== null;

/**
 * What the list's rows and cards do: open a business customer's invoice terms; nothing for a role
 * that may not set them (customers.manage, decision 092), which only reads them.
 */
export type CustomerListProps = {
  customers: AdminUser[];
  onTerms?: (customer: BusinessCustomer) => void;
};

/** Their name and e-mail, and whether they are one of the shop's administrators. */
export function CustomerName({ customer }: { customer: AdminUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <UserCell name={customer.fullName} email={customer.email} />
      {customer.isAdmin && (
        <Badge variant="light" color="gray" radius="sm" size="sm" tt="none" style={{ flexShrink: 0 }}>
          {t('customers.administrator')}
        </Badge>
      )}
    </Group>
  );
}

/** VIES's answer on the VAT number: confirmed valid, or not (invalid, not answered, not asked). */
export function ViesBadge({ status }: { status: VatCheckStatus }) {
  const { t } = useTranslation('dashboard');
  const valid = status === 'valid';
  return (
    <Badge
      variant="light"
      color={valid ? 'green' : 'yellow'}
      radius="sm"
      size="sm"
      tt="none"
      miw="max-content"
      data-testid="vies-status"
      data-status={status}
    >
      {t(valid ? 'customers.vies.valid' : 'customers.vies.notConfirmed')}
    </Badge>
  );
}

/** The company, its VAT number and VIES's answer on it; "Private customer" for one without. */
export function CustomerBusiness({ customer }: { customer: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const { business } = customer;
  if (business === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('customers.private')}
      </Text>
    );
  }
  return (
    <Stack gap={4} miw={0}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {business.company}
      </Text>
      <Group gap={6} wrap="wrap">
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('customers.vatId', { vatId: business.vatId })}
        </Text>
        <ViesBadge status={business.vatCheck.status} />
      </Group>
    </Stack>
  );
}

/** Whether the customer may pay on invoice, and within how many days; a private customer never does. */
export function CustomerPayment({ customer }: { customer: AdminUser }) {
  const { t } = useTranslation('dashboard');
  const { business } = customer;
  return business?.payOnInvoice ? (
    <Text size="sm">{t('customers.payment.onInvoice', { count: business.paymentTermsDays })}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('customers.payment.notOnInvoice')}
    </Text>
  );
}

/** "Invoice terms", named with the company, for a business customer; a private one has none. */
export function CustomerActions({
  customer,
  onTerms,
}: {
  customer: AdminUser;
  onTerms: NonNullable<CustomerListProps['onTerms']>;
}) {
  const { t } = useTranslation('dashboard');
  if (!isBusinessCustomer(customer)) return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconFileInvoice size={15} aria-hidden />}
      aria-label={t('customers.termsActionNamed', { company: customer.business.company })}
      onClick={() => onTerms(customer)}
    >
      {t('customers.termsAction')}
    </Button>
  );
}

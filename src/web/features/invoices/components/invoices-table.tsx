import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@shared/calendar-date';
import type { AdminInvoice } from '@shared/schemas/invoice';
import { Buyer, Corrects, DocumentAmount, KindBadge, OrderReference, PdfLink } from './document-parts';
import classes from './invoices.module.css';
import { useLanguage } from '@/i18n/use-language';

/** The period's documents as a table (wide screens), newest first. */
export function InvoicesTable({ items }: { items: AdminInvoice[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const amount = (label: string) => (
    <Table.Th ta="right" className={classes.number}>
      {label}
    </Table.Th>
  );
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('invoices.columns.number')}</Table.Th>
          <Table.Th>{t('invoices.columns.date')}</Table.Th>
          <Table.Th>{t('invoices.columns.order')}</Table.Th>
          <Table.Th>{t('invoices.columns.customer')}</Table.Th>
          {amount(t('invoices.columns.net'))}
          {amount(t('invoices.columns.vat'))}
          {amount(t('invoices.columns.total'))}
          <Table.Th>{t('invoices.columns.pdf')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((invoice) => (
          <Table.Tr key={invoice.id} data-testid="invoice-row">
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <span className={classes.documentNumber}>{invoice.number}</span>
                <KindBadge invoice={invoice} />
                <Corrects invoice={invoice} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(invoice.issueDate, language)}
              </Text>
            </Table.Td>
            <Table.Td>
              <OrderReference invoice={invoice} />
            </Table.Td>
            <Table.Td>
              <Buyer invoice={invoice} />
            </Table.Td>
            <Table.Td ta="right">
              <DocumentAmount invoice={invoice} amount={invoice.net} />
            </Table.Td>
            <Table.Td ta="right">
              <DocumentAmount invoice={invoice} amount={invoice.vat} />
            </Table.Td>
            <Table.Td ta="right">
              <DocumentAmount invoice={invoice} amount={invoice.total} strong />
            </Table.Td>
            <Table.Td>
              <PdfLink invoice={invoice} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

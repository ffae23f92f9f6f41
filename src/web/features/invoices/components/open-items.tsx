import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@shared/calendar-date';
import { formatEuros, toCents } from '@shared/money';
import type { OpenItems as OpenItemsList } from '@shared/schemas/invoice';
import { ErrorMessage } from '@/components/error-message';
import { SectionPaper } from '@/components/section-paper';
import { useLanguage } from '@/i18n/use-language';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useOpenItems } from '../api/use-open-items';
import classes from './invoices.module.css';

/**
 * The accountant's open items: invoices on account (orders paid on invoice) still owed, whatever
 * the period, oldest due first, each with what its order still owes and the reminders sent.
 */
export function OpenItems() {
  const { t } = useTranslation('dashboard');
  const items = useOpenItems();
  return (
    <SectionPaper labelledBy="open-items">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 17, sm: 19 }} id="open-items">
          {t('invoices.openItems.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invoices.openItems.hint')}
        </Text>
        {items.isError ? (
          <ErrorMessage message={errorWithContext(t, t('invoices.openItems.loadError'), items.error)} />
        ) : items.data && items.data.items.length === 0 ? (
          <Text size="sm" data-testid="open-items-none">
            {t('invoices.openItems.none')}
          </Text>
        ) : (
          items.data && <OpenItemsTable list={items.data} />
        )}
      </Stack>
    </SectionPaper>
  );
}

function OpenItemsTable({ list }: { list: OpenItemsList }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const euros = (amount: string) => formatEuros(toCents(amount), language);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="open-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.columns.number')}</Table.Th>
            <Table.Th>{t('invoices.columns.customer')}</Table.Th>
            <Table.Th>{t('invoices.openItems.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.columns.total')}</Table.Th>
            <Table.Th ta="right">{t('invoices.openItems.open')}</Table.Th>
            <Table.Th ta="right">{t('invoices.openItems.reminders')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.items.map((item) => (
            <Table.Tr key={item.invoiceId} data-testid="open-item">
              <Table.Td className={classes.number}>
                <Anchor component={Link} to={paths.dashboard.order.getHref(item.orderId)}>
                  {item.number}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.company ?? item.customerName}</Text>
                {item.company && (
                  <Text size="xs" c="dimmed">
                    {item.customerName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatCalendarDate(item.dueDate, language)}</Text>
                {item.daysOverdue > 0 && (
                  <Badge color="red" variant="light" size="sm">
                    {t('invoices.openItems.overdue', { count: item.daysOverdue })}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right" className={classes.number}>
                {euros(item.total)}
              </Table.Td>
              <Table.Td ta="right" className={classes.number} fw={700}>
                {euros(item.open)}
              </Table.Td>
              <Table.Td ta="right" className={classes.number}>
                {item.reminders}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>{t('invoices.openItems.total')}</Table.Th>
            <Table.Th ta="right" className={classes.number} data-testid="open-items-total">
              {euros(list.open)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

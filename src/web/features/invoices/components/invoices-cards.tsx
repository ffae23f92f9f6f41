import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@shared/calendar-date';
import type { AdminInvoice } from '@shared/schemas/invoice';
import { Buyer, Corrects, DocumentAmount, KindBadge, OrderReference, PdfLink } from './document-parts';
import classes from './invoices.module.css';
import { useLanguage } from '@/i18n/use-language';

function Figure({
  label,
  invoice,
  amount,
  strong,
}: {
  label: string;
  invoice: AdminInvoice;
  amount: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <DocumentAmount invoice={invoice} amount={amount} strong={strong} />
    </Stack>
  );
}

/** The period's documents as cards (phones and narrow windows), newest first. */
export function InvoicesCards({ items }: { items: AdminInvoice[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((invoice) => (
        <Paper
          component="li"
          key={invoice.id}
          withBorder
          radius="md"
          p="md"
          data-testid="invoice-row"
          className={invoice.kind === 'credit_note' ? classes.creditNote : undefined}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="center" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <span className={classes.documentNumber}>{invoice.number}</span>
                <KindBadge invoice={invoice} />
              </Group>
              <PdfLink invoice={invoice} />
            </Group>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Buyer invoice={invoice} />
              <Stack gap={0} align="flex-end">
                <Text size="sm">{formatCalendarDate(invoice.issueDate, language)}</Text>
                <OrderReference invoice={invoice} />
                <Corrects invoice={invoice} />
              </Stack>
            </Group>
            <SimpleGrid cols={3} spacing="xs">
              <Figure label={t('invoices.columns.net')} invoice={invoice} amount={invoice.net} />
              <Figure label={t('invoices.columns.vat')} invoice={invoice} amount={invoice.vat} />
              <Figure label={t('invoices.columns.total')} invoice={invoice} amount={invoice.total} strong />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

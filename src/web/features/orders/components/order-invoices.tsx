import { Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCode, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@shared/calendar-date';
import { formatEuros, toCents } from '@shared/money';
import type { OrderInvoice } from '@shared/schemas/invoice';
import type { Order } from '@shared/schemas/order';
import { SectionPaper } from '@/components/section-paper';
import { DownloadButton } from '@/components/download-button';
import classes from './orders.module.css';
import { useLanguage } from '@/i18n/use-language';

/** Payment states in which the invoice is still to come: it is issued when the order is paid. */
const unpaid = new Set<Order['paymentStatus']>(['DueAtPickup', 'Pending']);

function InvoiceRow({ invoice }: { invoice: OrderInvoice }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const number = <VisuallyHidden> {invoice.number}</VisuallyHidden>;
  return (
    <Stack component="li" gap="xs" data-testid="order-invoice">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={invoice.kind === 'invoice' ? 'blue' : 'grape'} size="sm">
              {t(`order.invoices.kinds.${invoice.kind}`)}
            </Badge>
            <Text fw={700} className={classes.number} data-testid="invoice-number">
              {invoice.number}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('order.invoices.issued', { day: formatCalendarDate(invoice.issueDate, language) })}
          </Text>
          {invoice.dueDate && (
            <Text size="sm" fw={600} data-testid="invoice-due-date">
              {t('order.invoices.dueBy', { day: formatCalendarDate(invoice.dueDate, language) })}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} className={classes.number} data-testid="invoice-total">
            {formatEuros(toCents(invoice.total), language)}
          </Text>
          {invoice.vatTreatment === 'reverse_charge' && (
            <Text size="xs" c="dimmed">
              {t('order.invoices.reverseCharge')}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" wrap="wrap">
        <DownloadButton href={invoice.url} icon={IconDownload} size="xs" variant="light">
          {t('order.invoices.pdf')}
          {number}
        </DownloadButton>
        {invoice.eInvoiceUrl && (
          <DownloadButton href={invoice.eInvoiceUrl} icon={IconCode} size="xs" variant="default">
            {t('order.invoices.eInvoice')}
            {number}
          </DownloadButton>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The order's invoices and credit notes, oldest first, each as a PDF (and for a
 * business an EN 16931 e-invoice) downloaded from the same origin: the session cookie authorises it.
 */
export function OrderInvoices({ order }: { order: Order }) {
  const { t } = useTranslation('rentals');
  return (
    <SectionPaper labelledBy="order-invoices">
      <Stack gap="md">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="order-invoices">
          {t('order.invoices.title')}
        </Title>
        {order.invoices.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-invoices">
            {unpaid.has(order.paymentStatus) ? t('order.invoices.afterPayment') : t('order.invoices.none')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} className={classes.invoices}>
            {order.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </Stack>
        )}
        {order.business && (
          <Text size="sm" c="dimmed" data-testid="invoice-buyer">
            {t('order.invoices.buyer', { company: order.business.company, vatId: order.business.vatId })}
          </Text>
        )}
      </Stack>
    </SectionPaper>
  );
}

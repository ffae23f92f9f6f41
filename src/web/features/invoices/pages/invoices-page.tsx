import { Box, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCalendarDate } from '@shared/calendar-date';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { shopToday } from '@/lib/shop-calendar';
import { useDatevExport } from '../api/use-datev-export';
import { useInvoiceList } from '../api/use-invoice-list';
import { DatevRefusal, ExportButtons } from '../components/export-buttons';
import { InvoicesCards } from '../components/invoices-cards';
import { InvoicesTable } from '../components/invoices-table';
import { OpenItems } from '../components/open-items';
import { PeriodPicker } from '../components/period-picker';
import { VatTotals } from '../components/vat-totals';
import { periodFromSearch } from '../lib/period';
import { useLanguage } from '@/i18n/use-language';

/** Narrower than this (content width in px), the documents show as cards. */
const TABLE_MIN_WIDTH = 900;

/**
 * For the accountant: the invoices and credit notes issued in a period, their totals
 * per VAT rate, and the period exported as CSV, as one ZIP of PDFs and as a DATEV booking batch
 * (whose refusal shows under the exports).
 */
export default function InvoicesPage() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  usePageTitle(t('invoices.title'));
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search, shopToday());
  const list = useInvoiceList(period);
  const datev = useDatevExport();
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(TABLE_MIN_WIDTH);
  const range = `${formatCalendarDate(period.from, language)} – ${formatCalendarDate(period.to, language)}`;

  return (
    <>
      <PageHeader title={t('invoices.title')} description={t('invoices.lead')} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <PeriodPicker period={period} onChange={(next) => setSearch(next, { replace: true })} />
          <ExportButtons period={period} datev={datev} />
        </Group>
        <DatevRefusal period={period} datev={datev} />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="invoices-range">
          {list.data ? t('invoices.count', { count: list.data.items.length, range }) : range}
        </Text>
        <Box ref={ref}>
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <ErrorMessage message={errorWithContext(t, t('invoices.loadError'), list.error)} />
          ) : list.data.items.length === 0 ? (
            <EmptyMessage message={t('invoices.empty')} icon={<IconFileInvoice size={26} stroke={1.5} />} />
          ) : (
            <Stack gap="lg">
              {narrow ? <InvoicesCards items={list.data.items} /> : <InvoicesTable items={list.data.items} />}
              <VatTotals list={list.data} />
            </Stack>
          )}
        </Box>
        <OpenItems />
      </Stack>
    </>
  );
}

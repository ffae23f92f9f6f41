import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/money';
import type { InvoiceList } from '@shared/schemas/invoice';
import { SectionPaper } from '@/components/section-paper';
import { formatVatRate } from '@/lib/vat-rate';
import { signedCents } from '../lib/signed-money';
import classes from './invoices.module.css';
import { useLanguage } from '@/i18n/use-language';

/**
 * The period's totals per VAT rate and overall, as the accountant files them: invoices minus
 * credit notes, so an amount may be below zero.
 */
export function VatTotals({ list }: { list: InvoiceList }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const euros = (amount: string) => formatEuros(signedCents(amount), language);
  const cell = (amount: string) => (
    <Table.Td ta="right" className={classes.number}>
      {euros(amount)}
    </Table.Td>
  );
  return (
    <SectionPaper labelledBy="vat-totals">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 17, sm: 19 }} id="vat-totals">
          {t('invoices.totals.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invoices.totals.hint')}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" data-testid="vat-totals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.totals.rate')}</Table.Th>
                <Table.Th ta="right">{t('invoices.columns.net')}</Table.Th>
                <Table.Th ta="right">{t('invoices.columns.vat')}</Table.Th>
                <Table.Th ta="right">{t('invoices.columns.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.totalsByRate.map((row) => (
                <Table.Tr key={row.rate} data-testid="vat-total">
                  <Table.Td className={classes.number}>{formatVatRate(row.rate, language)}</Table.Td>
                  {cell(row.net)}
                  {cell(row.vat)}
                  {cell(row.gross)}
                </Table.Tr>
              ))}
              <Table.Tr className={classes.totalRow} data-testid="period-total">
                <Table.Td>{t('invoices.totals.overall')}</Table.Td>
                {cell(list.totals.net)}
                {cell(list.totals.vat)}
                {cell(list.totals.gross)}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </SectionPaper>
  );
}

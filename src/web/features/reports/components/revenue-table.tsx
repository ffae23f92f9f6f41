import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RevenueReport } from '@shared/schemas/reports';
import type { ReportFormats } from '../lib/format';
import { groupLabel } from '../lib/revenue-labels';
import classes from './reports.module.css';

/**
 * The revenue's figures, one row per group as the server sorts them (in time, or the most net
 * first), and the period's total: the documents' own, which the product and category rows may
 * miss by a cent of VAT rounding.
 */
export function RevenueTable({ report, formats }: { report: RevenueReport; formats: ReportFormats }) {
  const { t } = useTranslation('reports');
  const amount = (value: string) => (
    <Table.Td ta="right" className={classes.number}>
      {formats.euros(value)}
    </Table.Td>
  );
  const heading = (label: string) => (
    <Table.Th ta="right" className={classes.number}>
      {label}
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="revenue-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`revenue.columns.${report.by}`)}</Table.Th>
            {heading(t('revenue.columns.net'))}
            {heading(t('revenue.columns.vat'))}
            {heading(t('revenue.columns.gross'))}
            {heading(t('revenue.columns.documents'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row, index) => {
            const { label, detail } = groupLabel(report.by, row, formats, t);
            return (
              <Table.Tr key={`${row.key}-${index}`} data-testid="revenue-row">
                <Table.Th scope="row" fw={400}>
                  <Text size="sm" fs={row.key === '' ? 'italic' : undefined}>
                    {label}
                  </Text>
                  {detail && (
                    <Text size="xs" c="dimmed">
                      {detail}
                    </Text>
                  )}
                </Table.Th>
                {amount(row.net)}
                {amount(row.vat)}
                {amount(row.gross)}
                <Table.Td ta="right" className={classes.number}>
                  {row.documents}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className={classes.totalRow} data-testid="revenue-total">
            <Table.Th scope="row">{t('revenue.total')}</Table.Th>
            {amount(report.total.net)}
            {amount(report.total.vat)}
            {amount(report.total.gross)}
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Box, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RevenueGrouping, RevenueReport } from '@shared/schemas/reports';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { errorWithContext } from '@/lib/error-text';
import { csvHref, useRevenueReport } from '../api/use-reports';
import { useReportFormats, type ReportFormats } from '../lib/format';
import { groupings, type Range } from '../lib/period';
import { ChoiceControl } from './choice-control';
import { ReportSection } from './report-section';
import { RevenueChart } from './revenue-chart';
import { RevenueTable } from './revenue-table';
import classes from './reports.module.css';

type Props = {
  period: Range;
  /** The period as the page writes it ("1 March 2030 – 31 March 2030"), for the chart's caption. */
  range: string;
  by: RevenueGrouping;
  onGrouping: (by: RevenueGrouping) => void;
  narrow: boolean;
};

/**
 * Revenue as invoiced (decision 093): the period's net, VAT and gross, a chart over time or of
 * the top groups, and its figures as a table; the same rows as CSV.
 */
export function RevenueSection({ period, range, by, onGrouping, narrow }: Props) {
  const { t } = useTranslation('reports');
  const formats = useReportFormats();
  const report = useRevenueReport(period, by);
  return (
    <ReportSection
      id="reports-revenue"
      title={t('revenue.title')}
      hint={t('revenue.hint')}
      csv={csvHref('revenue', period, formats.language, by)}
    >
      <ChoiceControl<RevenueGrouping>
        label={t('revenue.groupBy')}
        narrow={narrow}
        value={by}
        onChange={onGrouping}
        data={groupings.map((value) => ({ value, label: t(`revenue.by.${value}`) }))}
        testId="revenue-grouping"
      />
      {report.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton h={72} />
          <Skeleton h={narrow ? 220 : 280} />
        </Stack>
      ) : report.isError ? (
        <ErrorMessage message={errorWithContext(t, t('revenue.loadError'), report.error)} />
      ) : (
        <Box className={report.isPlaceholderData ? classes.updating : undefined} aria-busy={report.isPlaceholderData}>
          <RevenueFigures report={report.data} formats={formats} range={range} narrow={narrow} />
        </Box>
      )}
    </ReportSection>
  );
}

function RevenueFigures({
  report,
  formats,
  range,
  narrow,
}: {
  report: RevenueReport;
  formats: ReportFormats;
  range: string;
  narrow: boolean;
}) {
  const { t } = useTranslation('reports');
  if (report.rows.length === 0) {
    return <EmptyMessage message={t('revenue.empty')} icon={<IconReceiptOff size={26} stroke={1.5} />} />;
  }
  return (
    <Stack gap="lg">
      {/* The net across a phone's width, VAT and gross side by side under it; three across from xs. */}
      <Grid gap="sm" data-testid="revenue-totals">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <Stat label={t('revenue.totals.net')} value={formats.euros(report.total.net)} strong testId="revenue-net" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <Stat label={t('revenue.totals.vat')} value={formats.euros(report.total.vat)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <Stat label={t('revenue.totals.gross')} value={formats.euros(report.total.gross)} />
        </Grid.Col>
      </Grid>
      <RevenueChart report={report} formats={formats} range={range} narrow={narrow} />
      <RevenueTable report={report} formats={formats} />
      {(report.by === 'product' || report.by === 'category') && (
        <Text size="xs" c="dimmed">
          {t('revenue.vatNote')}
        </Text>
      )}
    </Stack>
  );
}

type StatProps = { label: string; value: string; strong?: boolean; testId?: string };

function Stat({ label, value, strong = false, testId }: StatProps) {
  return (
    <Paper withBorder radius="md" px="md" py="sm" h="100%" className={classes.stat}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        fz={strong ? { base: 22, sm: 24 } : { base: 17, sm: 20 }}
        fw={700}
        className={classes.statValue}
        data-testid={testId}
      >
        {value}
      </Text>
    </Paper>
  );
}

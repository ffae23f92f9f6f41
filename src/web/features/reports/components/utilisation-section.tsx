import './chart-styles';
import { BarChart } from '@mantine/charts';
import { Badge, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPackageOff, IconTrendingUp, IconZzz } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UtilisationReport } from '@shared/schemas/reports';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { errorWithContext } from '@/lib/error-text';
import { csvHref, useUtilisationReport } from '../api/use-reports';
import { useReportFormats, type ReportFormats } from '../lib/format';
import type { Range } from '../lib/period';
import { ChartFigure } from './chart-figure';
import { axisName, nameAxis } from './name-axis';
import { ReportSection } from './report-section';
import { UtilisationTable } from './utilisation-table';
import classes from './reports.module.css';

/** The most used products the chart and the callout show; the table has them all. */
const TOP_CHART = 10;
const TOP_CALLOUT = 3;
/** Idle products named in the callout before "and N more". */
const IDLE_NAMED = 8;

type Props = { period: Range; range: string; narrow: boolean };

/**
 * Utilisation (decision 093): how much of the period each product's units were booked, the most
 * used and the idle ones called out, a chart of the most used and the figures of every product
 * (and, opened, its units); the same products as CSV.
 */
export function UtilisationSection({ period, range, narrow }: Props) {
  const { t } = useTranslation('reports');
  const formats = useReportFormats();
  const report = useUtilisationReport(period);
  return (
    <ReportSection
      id="reports-utilisation"
      title={t('utilisation.title')}
      hint={t('utilisation.hint')}
      csv={csvHref('utilisation', period, formats.language)}
    >
      {report.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      ) : report.isError ? (
        <ErrorMessage message={errorWithContext(t, t('utilisation.loadError'), report.error)} />
      ) : report.data.products.length === 0 ? (
        <EmptyMessage message={t('utilisation.empty')} icon={<IconPackageOff size={26} stroke={1.5} />} />
      ) : (
        <Box className={report.isPlaceholderData ? classes.updating : undefined} aria-busy={report.isPlaceholderData}>
          <Stack gap="lg">
            <Callouts report={report.data} formats={formats} />
            <UtilisationChart report={report.data} formats={formats} range={range} narrow={narrow} />
            <UtilisationTable report={report.data} formats={formats} />
          </Stack>
        </Box>
      )}
    </ReportSection>
  );
}

function Callouts({ report, formats }: { report: UtilisationReport; formats: ReportFormats }) {
  const { t } = useTranslation('reports');
  const used = report.products.filter((product) => product.utilisation > 0);
  // The idle ones listed (a large shop's list holds its most used only); their count is the shop's.
  // A kit takes no shelf of its own (its parts' units are booked): never idle.
  const idle = report.products.filter((product) => product.utilisation === 0 && !product.isKit);
  const idleCount = report.totals.idleProducts;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="utilisation-top">
        <Group gap={8} mb="xs" wrap="nowrap">
          <IconTrendingUp size={18} aria-hidden />
          <Title order={3} fz="md" id="utilisation-top">
            {t('utilisation.topTitle')}
          </Title>
        </Group>
        {used.length === 0 ? (
          <Text size="sm">{t('utilisation.topNone')}</Text>
        ) : (
          <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} data-testid="utilisation-top">
            {used.slice(0, TOP_CALLOUT).map((product) => (
              <Group component="li" key={product.productId} justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm" truncate="end" title={product.productName}>
                  {product.productName}
                </Text>
                <Text size="sm" fw={700} className={classes.number}>
                  {formats.percent(product.utilisation)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="utilisation-idle">
        <Group gap={8} mb="xs" wrap="nowrap">
          <IconZzz size={18} aria-hidden />
          <Title order={3} fz="md" id="utilisation-idle">
            {t('utilisation.idleTitle')}
          </Title>
        </Group>
        {idleCount === 0 ? (
          <Text size="sm">{t('utilisation.idleNone')}</Text>
        ) : (
          <Stack gap={8} data-testid="utilisation-idle">
            <Text size="sm">{t('utilisation.idleCount', { count: idleCount })}</Text>
            <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {idle.slice(0, IDLE_NAMED).map((product) => (
                <Badge component="li" key={product.productId} variant="default" radius="sm" tt="none" fw={500}>
                  {product.productName}
                </Badge>
              ))}
              {idleCount > Math.min(idle.length, IDLE_NAMED) && (
                <Text component="li" size="sm" c="dimmed">
                  {t('utilisation.idleMore', { count: idleCount - Math.min(idle.length, IDLE_NAMED) })}
                </Text>
              )}
            </Group>
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}

type ChartProps = { report: UtilisationReport; formats: ReportFormats; range: string; narrow: boolean };

/** The most used products' utilisation as horizontal bars, in percent of the period. */
function UtilisationChart({ report, formats, range, narrow }: ChartProps) {
  const { t } = useTranslation('reports');
  const top = report.products.filter((product) => product.utilisation > 0).slice(0, TOP_CHART);
  if (top.length === 0) return null;
  const data = top.map((product) => ({
    product: axisName(product.productName, narrow),
    utilisation: Math.round(product.utilisation * 1000) / 10,
  }));
  const percent = (value: number) => formats.percent(value / 100);
  // The axis ends at the next tenth above the most used, so a month of light use still reads.
  const upTo = Math.min(100, Math.ceil(Math.max(...data.map((row) => row.utilisation)) / 10) * 10 || 10);
  return (
    <ChartFigure caption={t('utilisation.chart', { count: top.length, range })} note={t('utilisation.chartNote')}>
      {(labelledBy) => (
        <BarChart
          h={top.length * (narrow ? 34 : 38) + 40}
          data={data}
          dataKey="product"
          orientation="vertical"
          series={[{ name: 'utilisation', label: t('utilisation.columns.utilisation'), color: 'teal.6' }]}
          valueFormatter={percent}
          xAxisProps={{ domain: [0, upTo], tickFormatter: percent }}
          yAxisProps={nameAxis(narrow)}
          gridAxis="y"
          maxBarWidth={24}
          accessibilityLayer={false}
          tooltipAnimationDuration={150}
          role="img"
          aria-labelledby={labelledBy}
          data-testid="utilisation-chart"
        />
      )}
    </ChartFigure>
  );
}

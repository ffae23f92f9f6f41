import './chart-styles';
import { AreaChart, BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { RevenueReport } from '@shared/schemas/reports';
import { euroValue, type ReportFormats } from '../lib/format';
import { timeBuckets } from '../lib/period';
import { groupLabel } from '../lib/revenue-labels';
import { ChartFigure } from './chart-figure';
import { axisName, nameAxis } from './name-axis';

/** The most groups a product, category or customer chart shows: the table has them all. */
export const TOP_GROUPS = 10;

/** More points than this over time draw as an area, whose bars would be thinner than a line. */
const MOST_BARS = 45;

type Props = { report: RevenueReport; formats: ReportFormats; range: string; narrow: boolean };

/**
 * The revenue as a picture: net with its VAT stacked on top over the period's days, weeks or
 * months (those without documents at nought), or the ten products, categories or customers with
 * the most net revenue as horizontal bars. Named by its caption; its figures are in the table.
 */
export function RevenueChart({ report, formats, range, narrow }: Props) {
  const { t } = useTranslation('reports');
  const series = [
    { name: 'net', label: t('revenue.net'), color: 'brand.6' },
    { name: 'vat', label: t('revenue.vat'), color: 'cyan.5' },
  ];
  const common = {
    series,
    type: 'stacked' as const,
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const, height: 36 },
    valueFormatter: formats.eurosOf,
    accessibilityLayer: false,
    tooltipAnimationDuration: 150,
  };
  const { by } = report;

  if (by === 'day' || by === 'week' || by === 'month') {
    const rows = new Map(report.rows.map((row) => [row.key, row]));
    const data = timeBuckets(by, report).map((key) => {
      const row = rows.get(key);
      return {
        group: groupLabel(by, { key, label: key }, formats, t).short,
        net: row ? euroValue(row.net) : 0,
        vat: row ? euroValue(row.vat) : 0,
      };
    });
    const caption = t(`revenue.chartOverTime.${by}`, { range });
    const chart = (labelledBy: string) => {
      const props = {
        ...common,
        h: narrow ? 220 : 280,
        data,
        dataKey: 'group',
        role: 'img',
        'aria-labelledby': labelledBy,
        xAxisProps: { interval: 'preserveStartEnd' as const, minTickGap: 12 },
        yAxisProps: { tickFormatter: formats.eurosCompact, width: narrow ? 56 : 72 },
        'data-testid': 'revenue-chart',
      };
      return data.length > MOST_BARS ? (
        <AreaChart {...props} curveType="monotone" withDots={false} fillOpacity={0.5} />
      ) : (
        <BarChart {...props} maxBarWidth={36} />
      );
    };
    return (
      <ChartFigure caption={caption} note={t('revenue.chartNote')}>
        {chart}
      </ChartFigure>
    );
  }

  const top = report.rows.slice(0, TOP_GROUPS);
  const data = top.map((row) => {
    const { short } = groupLabel(by, row, formats, t);
    return {
      group: axisName(short, narrow),
      net: euroValue(row.net),
      vat: euroValue(row.vat),
    };
  });
  return (
    <ChartFigure caption={t(`revenue.chartTop.${by}`, { count: top.length, range })} note={t('revenue.chartNote')}>
      {(labelledBy) => (
        <BarChart
          {...common}
          h={top.length * (narrow ? 34 : 38) + 70}
          data={data}
          dataKey="group"
          orientation="vertical"
          role="img"
          aria-labelledby={labelledBy}
          gridAxis="y"
          maxBarWidth={24}
          xAxisProps={{ tickFormatter: formats.eurosCompact }}
          yAxisProps={nameAxis(narrow)}
          data-testid="revenue-chart"
        />
      )}
    </ChartFigure>
  );
}

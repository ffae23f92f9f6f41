import type { TFunction } from 'i18next';
import { isoDate } from '@shared/calendar-date';
import type { RevenueGrouping, RevenueRow } from '@shared/schemas/reports';
import { isoWeek } from './period';
import type { ReportFormats } from './format';

/** What a revenue row's group is called, in full (the table) and short (a chart's axis). */
export type GroupLabel = { label: string; detail?: string; short: string };

/**
 * A revenue row's group as a person reads it: a day or month in the page's language, a week by
 * its ISO number and first day, or the product's, category's or customer's name (the group of
 * none named as such: late fees and adjustments have no product).
 */
export function groupLabel(
  by: RevenueGrouping,
  row: Pick<RevenueRow, 'key' | 'label'>,
  formats: ReportFormats,
  t: TFunction<'reports'>,
): GroupLabel {
  switch (by) {
    case 'day':
      return { label: formats.day(isoDate(row.key)), short: formats.dayShort(row.key) };
    case 'week': {
      const monday = isoDate(row.key);
      const { week, year } = isoWeek(monday);
      return {
        label: t('revenue.week', { week, year }),
        detail: t('revenue.weekStarting', { date: formats.day(monday) }),
        short: t('revenue.weekTick', { week }),
      };
    }
    case 'month':
      return { label: formats.month(row.key), short: formats.monthShort(row.key) };
    default: {
      const label = row.key === '' || row.label === '' ? t(`revenue.none.${by}`) : row.label;
      return { label, short: label };
    }
  }
}

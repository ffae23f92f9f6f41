import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '@shared/calendar-date';
import { shopToday } from '@/lib/shop-calendar';
import { formatMonth, PERIOD_MAX_DAYS, periodSearch, rangeProblem, recentMonths, type Period } from '../lib/period';
import { useLanguage } from '@/i18n/use-language';

/** The select's value for "choose the dates". */
const CUSTOM = 'custom';

type Props = { period: Period; onChange: (search: URLSearchParams) => void };

/**
 * The period of documents shown: a month (this one, or one of the two years before), or any
 * dates from and to, both included. A range the server would refuse (backwards, longer than a
 * year) is not asked for: the field says why.
 */
export function PeriodPicker({ period, onChange }: Props) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const [custom, setCustom] = useState(period.kind === 'range');
  const [draft, setDraft] = useState({ from: period.from as string, to: period.to as string });
  const months = recentMonths(shopToday());
  if (period.kind === 'month' && !months.includes(period.month)) months.push(period.month);
  const data = [
    ...months.map((month) => ({ value: month, label: formatMonth(month, language) })),
    { value: CUSTOM, label: t('invoices.period.custom') },
  ];

  const pick = (value: string | null) => {
    if (value === CUSTOM) {
      setCustom(true);
      setDraft({ from: period.from, to: period.to });
      onChange(periodSearch({ from: period.from, to: period.to }));
    } else if (value) {
      setCustom(false);
      onChange(periodSearch({ month: value }));
    }
  };
  const from = parseIsoDate(draft.from);
  const to = parseIsoDate(draft.to);
  const problem = from !== null && to !== null ? rangeProblem(from, to) : null;
  const change = (end: 'from' | 'to', value: string) => {
    const next = { ...draft, [end]: value };
    setDraft(next);
    const [start, stop] = [parseIsoDate(next.from), parseIsoDate(next.to)];
    if (start && stop && rangeProblem(start, stop) === null) onChange(periodSearch({ from: start, to: stop }));
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={t('invoices.period.label')}>
      <Select
        label={t('invoices.period.label')}
        data={data}
        value={custom ? CUSTOM : period.kind === 'month' ? period.month : CUSTOM}
        onChange={pick}
        allowDeselect={false}
        leftSection={<IconCalendarMonth size={16} aria-hidden />}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="invoices-period"
      />
      {custom && (
        <>
          <TextInput
            type="date"
            label={t('invoices.period.from')}
            value={draft.from}
            onChange={(event) => change('from', event.currentTarget.value)}
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          />
          <TextInput
            type="date"
            label={t('invoices.period.to')}
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => change('to', event.currentTarget.value)}
            error={problem && t(`invoices.period.${problem}`, { count: PERIOD_MAX_DAYS })}
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          />
        </>
      )}
    </Group>
  );
}

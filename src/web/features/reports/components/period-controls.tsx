import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '@shared/calendar-date';
import { shopToday } from '@/lib/shop-calendar';
import {
  PERIOD_MAX_DAYS,
  presetNames,
  presets,
  rangeProblem,
  type Period,
  type PresetName,
  type Range,
} from '../lib/period';
import { ChoiceControl } from './choice-control';

type Choice = PresetName | 'custom';

type Props = { period: Period; onChange: (range: Range) => void; narrow: boolean };

/**
 * The reports' period: this month, last month, this year, or any dates from and to, both
 * included. A range the server would refuse (backwards, longer than a year) is not asked for:
 * the field says why.
 */
export function PeriodControls({ period, onChange, narrow }: Props) {
  const { t } = useTranslation('reports');
  const [custom, setCustom] = useState(period.preset === 'custom');
  const [draft, setDraft] = useState({ from: period.from as string, to: period.to as string });
  const choice: Choice = custom ? 'custom' : period.preset;

  const pick = (next: Choice) => {
    if (next === 'custom') {
      setCustom(true);
      setDraft({ from: period.from, to: period.to });
      return;
    }
    setCustom(false);
    onChange(presets(shopToday())[next]);
  };
  const change = (end: 'from' | 'to', value: string) => {
    const next = { ...draft, [end]: value };
    setDraft(next);
    const [from, to] = [parseIsoDate(next.from), parseIsoDate(next.to)];
    if (from && to && rangeProblem(from, to) === null) onChange({ from, to });
  };
  const [from, to] = [parseIsoDate(draft.from), parseIsoDate(draft.to)];
  const problem = from && to ? rangeProblem(from, to) : null;
  const dateWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <ChoiceControl<Choice>
        label={t('period.label')}
        narrow={narrow}
        value={choice}
        onChange={pick}
        data={[...presetNames, 'custom' as const].map((value) => ({ value, label: t(`period.${value}`) }))}
        testId="reports-period"
      />
      {custom && (
        <Group gap="sm" align="flex-start" wrap="wrap" w={narrow ? '100%' : undefined}>
          <TextInput
            type="date"
            label={t('period.from')}
            value={draft.from}
            onChange={(event) => change('from', event.currentTarget.value)}
            w={dateWidth}
          />
          <TextInput
            type="date"
            label={t('period.to')}
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => change('to', event.currentTarget.value)}
            error={problem && t(`period.${problem}`, { count: PERIOD_MAX_DAYS })}
            w={dateWidth}
          />
        </Group>
      )}
    </Group>
  );
}

import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Input, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, parseIsoDate } from '@shared/calendar-date';
import { type Language } from '@shared/languages';
import { ISO_WEEKDAYS } from '@shared/opening-days';
import { shopToday } from '@/lib/shop-calendar';
import { CLOSED_DATES_MAX, LEAD_TIME_DAYS_MAX, withClosedDate, type SettingsValues } from '../lib/settings-values';
import { useLanguage } from '@/i18n/use-language';

/** A weekday's name in the reader's language: 2024-01-01 was a Monday, ISO weekday 1. */
const weekdayName = (weekday: number, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

/**
 * The shop's opening days: the weekdays it opens, the dates it is closed, the notice it
 * needs before a first day and whether closed days inside a rental are charged. Rentals start and
 * end on open days; the date picker greys out the others.
 */
export function OpeningDaysFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const dates = form.values.closedDates;
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const today = shopToday();

  const addDate = () => {
    const date = parseIsoDate(draft);
    if (!date) return setDraftError(t('settings.opening.dateInvalid'));
    if (dates.includes(date)) return setDraftError(t('settings.opening.dateTwice'));
    if (dates.length >= CLOSED_DATES_MAX) return setDraftError(t('settings.errors.invalid.closedDates'));
    form.setFieldValue('closedDates', withClosedDate(dates, date));
    setDraft('');
    setDraftError(null);
  };

  return (
    <Stack gap="lg">
      <Checkbox.Group
        label={t('settings.opening.weekdays')}
        description={t('settings.opening.weekdaysHint')}
        withAsterisk
        {...form.getInputProps('openingDays')}
      >
        <Group gap="sm" mt="xs" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
          {ISO_WEEKDAYS.map((weekday) => (
            <Checkbox key={weekday} value={String(weekday)} label={weekdayName(weekday, language)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Input.Wrapper
        id="closed-dates"
        labelElement="div"
        label={t('settings.opening.closedDates')}
        description={t('settings.opening.closedDatesHint')}
        error={form.errors['closedDates']}
      >
        {dates.length === 0 ? (
          <Text size="sm" c="dimmed" mt={6}>
            {t('settings.opening.noClosedDates')}
          </Text>
        ) : (
          <Stack gap={4} mt={6} role="list" aria-labelledby="closed-dates-label" data-testid="closed-dates">
            {dates.map((date) => {
              const shown = formatCalendarDate(date, language);
              return (
                <Group key={date} gap="xs" wrap="nowrap" role="listitem" justify="space-between" maw={320}>
                  <Text size="sm" c={date < today ? 'dimmed' : undefined}>
                    {date < today ? t('settings.opening.pastDate', { day: shown }) : shown}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('settings.opening.removeDate', { day: shown })}
                    onClick={() =>
                      form.setFieldValue(
                        'closedDates',
                        dates.filter((kept) => kept !== date),
                      )
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
      </Input.Wrapper>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('settings.opening.newDate')}
          value={draft}
          min={today}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setDraftError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the date instead of saving the whole form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addDate();
          }}
          error={draftError}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={addDate}
          mt={{ base: 0, xs: 25 }}
        >
          {t('settings.opening.addDate')}
        </Button>
      </Group>
      <NumberInput
        label={t('settings.opening.leadTimeDays')}
        description={t('settings.opening.leadTimeDaysHint')}
        suffix={` ${t('settings.cancellation.daysUnit')}`}
        min={0}
        max={LEAD_TIME_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        withAsterisk
        w={{ base: '100%', xs: 320 }}
        {...form.getInputProps('leadTimeDays')}
      />
      <Switch
        label={t('settings.opening.closedDaysFree')}
        description={t('settings.opening.closedDaysFreeHint')}
        {...form.getInputProps('closedDaysFree', { type: 'checkbox' })}
      />
      <Switch
        label={t('settings.opening.weekendAsOneDay')}
        description={t('settings.opening.weekendAsOneDayHint')}
        {...form.getInputProps('pricing.weekendAsOneDay', { type: 'checkbox' })}
      />
    </Stack>
  );
}

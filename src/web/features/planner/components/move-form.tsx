import { useEffect, useRef, useState, type FormEvent } from 'react';
import '@mantine/dates/styles.css';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconAlertCircle, IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { useTranslation } from 'react-i18next';
import { addDays, daysBetween, type IsoDate, parseIsoDate } from '@shared/calendar-date';
import { isOpenOn } from '@shared/opening-days';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { useLanguage } from '@/i18n/use-language';
import { bookingLimitValues } from '@/lib/error-text';
import { useBookingLimits, useOpeningRules } from '@/lib/use-booking-limits';
import { useMoveRental } from '../api/use-move-rental';
import { rangeText } from '../lib/dates';
import type { OpenedRental, PlannerUnit } from '../lib/layout';
import { moveBody, movedText, moveErrorText } from '../lib/move';

type Props = {
  opened: OpenedRental;
  /** The units of the same product the view has loaded: where the rental may go instead. */
  units: readonly PlannerUnit[];
  onCancel: () => void;
  onDone: () => void;
};

/**
 * Moving a rental: new first and last days (changing the first keeps its length), and another
 * unit of its product from those in the view. The server decides; its refusal shows here.
 */
export function MoveForm({ opened, units, onCancel, onDone }: Props) {
  const { t, i18n } = useTranslation('planner');
  const language = useLanguage();
  const rules = useOpeningRules();
  const limits = useBookingLimits();
  const { bar, unit } = opened;
  const [dateFrom, setDateFrom] = useState<IsoDate | null>(bar.dateFrom);
  const [dateTo, setDateTo] = useState<IsoDate | null>(bar.dateTo);
  const [unitId, setUnitId] = useState(String(unit.id));
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMoveRental();
  // The form takes the place of the details in the open panel: its first field takes the focus.
  const firstDay = useRef<HTMLButtonElement>(null);
  useEffect(() => firstDay.current?.focus(), []);

  const backwards = dateFrom !== null && dateTo !== null && dateTo < dateFrom;
  const unchanged = dateFrom === bar.dateFrom && dateTo === bar.dateTo && unitId === String(unit.id);
  const ready = dateFrom !== null && dateTo !== null && !backwards && !unchanged;
  const toUnit = units.find((candidate) => String(candidate.id) === unitId) ?? unit;

  const pickFirst = (value: string | null) => {
    const day = value ? parseIsoDate(value) : null;
    setRefusal(null);
    // The rental keeps its length: its last day follows.
    if (day && dateFrom && dateTo) setDateTo(addDays(day, daysBetween(dateFrom, dateTo)));
    setDateFrom(day);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setRefusal(null);
    move.mutate(
      { rentalId: bar.rentalId, move: moveBody(opened, dateFrom, dateTo, toUnit.id) },
      {
        onSuccess: () => {
          toast.success(movedText(t, language, opened, dateFrom, dateTo, toUnit));
          onDone();
        },
        onError: (error) => setRefusal(moveErrorText(t, i18n, error, bookingLimitValues(limits))),
      },
    );
  };

  const dayProps = (day: string) => ({
    'aria-label': isOpenOn(day as IsoDate, rules)
      ? dayjs(day).locale(language).format('dddd, D MMMM YYYY')
      : t('move.closedDay', { day: dayjs(day).locale(language).format('dddd, D MMMM YYYY') }),
  });
  const dateField = {
    leftSection: <IconCalendarEvent size={18} stroke={1.6} aria-hidden />,
    leftSectionPointerEvents: 'none' as const,
    valueFormat: 'DD/MM/YYYY',
    placeholder: t('move.pick'),
    getDayProps: dayProps,
    weekendDays: [],
    popoverProps: { withinPortal: true },
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('move.lead', { range: rangeText(bar.dateFrom, bar.dateTo, language), serial: unit.serialNumber })}
        </Text>
        <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
          <DatePickerInput
            {...dateField}
            label={t('move.firstDay')}
            value={dateFrom}
            onChange={pickFirst}
            ref={firstDay}
          />
          <DatePickerInput
            {...dateField}
            label={t('move.lastDay')}
            value={dateTo}
            onChange={(value) => {
              setRefusal(null);
              setDateTo(value ? parseIsoDate(value) : null);
            }}
            minDate={dateFrom ?? undefined}
            defaultDate={dateFrom ?? undefined}
            error={backwards ? t('move.endsBeforeStart') : undefined}
          />
        </DatesProvider>
        <Select
          label={t('move.unit')}
          description={t('move.unitHint', { product: unit.productName })}
          data={units.map((candidate) => ({
            value: String(candidate.id),
            label:
              candidate.id === unit.id
                ? t('move.currentUnit', { serial: candidate.serialNumber })
                : candidate.serialNumber,
          }))}
          value={unitId}
          onChange={(value) => {
            setRefusal(null);
            setUnitId(value ?? String(unit.id));
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {refusal && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" title={t('move.refused')}>
            {refusal}
          </Alert>
        )}
        <DialogActions
          cancelLabel={t('move.cancel')}
          onCancel={onCancel}
          submitLabel={t('move.submit')}
          loading={move.isPending}
          disabled={!ready}
        />
      </Stack>
    </form>
  );
}

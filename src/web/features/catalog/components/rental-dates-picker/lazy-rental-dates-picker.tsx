import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Input } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@shared/calendar-date';
import { useBookingLimits } from '@/lib/use-booking-limits';
import { dateFieldTexts } from './field-texts';

const loadPicker = () => import('./picker-chunk');

/**
 * The date-range picker's code (Mantine dates, dayjs, the calendar and its popover) is a chunk of
 * its own, fetched when the visitor reaches for the field: pointing at it or tabbing to it
 * starts the download, pressing it opens the calendar once it is there (decision 030). Most
 * visits of a product page never pick dates.
 */
const Picker = lazy(loadPicker);

/** As the picker writes a day (its `valueFormat`, SPEC: day/month/year): 2026-11-24 → 24/11/2026. */
const dayMonthYear = (date: IsoDate) => date.split('-').reverse().join('/');

type Props = Omit<ComponentProps<typeof Picker>, 'openOnMount'>;

/**
 * The field as the picker draws it closed: the same label, limits, icon, size and value, so
 * nothing moves when the picker takes its place. Written on the server too.
 */
function PickerField({ value, compact = false, ariaLabel, onOpen }: Props & { onOpen?: () => void }) {
  const { t } = useTranslation('product');
  const limits = useBookingLimits();
  const id = `rental-dates-${compact ? 'line' : 'product'}-${ariaLabel ?? ''}`.replace(/\W+/g, '-');
  const shown = value && `${dayMonthYear(value.dateFrom)} – ${dayMonthYear(value.dateTo)}`;
  return (
    <Input.Wrapper id={id} size={compact ? 'sm' : 'md'} {...dateFieldTexts(t, limits, compact)}>
      <Input
        id={id}
        component="button"
        type="button"
        size={compact ? 'sm' : 'md'}
        aria-label={ariaLabel ?? (compact ? t('rental.datesLabel') : undefined)}
        aria-haspopup="dialog"
        leftSection={<IconCalendarEvent size={compact ? 16 : 20} stroke={1.6} />}
        leftSectionPointerEvents="none"
        pointer
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={onOpen}
      >
        {shown || <Input.Placeholder>{t('rental.datesPlaceholder')}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}

export function RentalDatesPicker(props: Props) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <PickerField {...props} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<PickerField {...props} />}>
      <Picker {...props} openOnMount />
    </Suspense>
  );
}

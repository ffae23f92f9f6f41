import { Alert, Button, SegmentedControl } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rentalTimings, type RentalTiming } from '../lib/rental-timing';

type Props = {
  timing: RentalTiming;
  onTiming: (timing: RentalTiming) => void;
  /** The one order the dashboard's list shows, if any: then every rental of it, upcoming or past. */
  orderId: number | null;
  onClearOrder: () => void;
};

/** Above a rental list: upcoming or past, or (dashboard) the order it is narrowed to, with the way out. */
export function TimingBar({ timing, onTiming, orderId, onClearOrder }: Props) {
  const { t } = useTranslation('rentals');
  if (orderId !== null) {
    return (
      <Alert variant="light" color="blue" mb="md" icon={<IconFilter size={18} />} data-testid="order-filter">
        <span>{t('byOrder.text')}</span>{' '}
        <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={onClearOrder}>
          {t('byOrder.clear')}
        </Button>
      </Alert>
    );
  }
  return (
    <SegmentedControl
      mb="md"
      aria-label={t('when.label')}
      value={timing}
      onChange={(value) => onTiming(value === 'past' ? 'past' : 'upcoming')}
      data={rentalTimings.map((value) => ({ value, label: t(`when.${value}`) }))}
    />
  );
}

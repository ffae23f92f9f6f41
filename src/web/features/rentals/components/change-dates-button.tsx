import { Button } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the popup to shorten or move a rental that has not started. */
export function ChangeDatesButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('rentals');
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconCalendarRepeat size={16} stroke={1.7} aria-hidden />}
      onClick={onClick}
    >
      {t('reschedule.action')}
    </Button>
  );
}

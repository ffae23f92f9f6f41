import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the extension popup of a rental that may be extended (shared/rental-extension.ts says which). */
export function ExtendRentalButton({ onExtend, productName }: { onExtend: () => void; productName: string }) {
  const { t } = useTranslation('rentals');
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconCalendarPlus size={16} stroke={1.7} />}
      aria-label={t('extend.labelFor', { product: productName })}
      onClick={onExtend}
    >
      {t('extend.label')}
    </Button>
  );
}

import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page or section that is still loading. */
export function PageLoader({ minHeight = '40vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page or section that is still loading. */
export function PageLoader({ minHeight = '40vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation('common');
  return (
    // The words are the status's text, read out by the live region: a span (the spinner) may not
    // carry a name of its own.
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

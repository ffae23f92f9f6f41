import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · Framehire" (just "Framehire" while the page name is unknown). */
export function usePageTitle(page: string | null | undefined) {
  const { t } = useTranslation('common');
  useDocumentTitle(page ? t('pageTitle', { page }) : t('brand'));
}

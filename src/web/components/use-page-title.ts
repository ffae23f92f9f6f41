import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to "<page> · Framehire". While the page name is still loading (null) the
 * title is left alone, so a "not found" view rendered inside the page can set its own.
 */
export function usePageTitle(page: string | null | undefined) {
  const { t } = useTranslation('common');
  useDocumentTitle(page ? t('pageTitle', { page }) : '');
}

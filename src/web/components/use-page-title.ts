import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '@/ssr/page-head';

/**
 * Sets the tab title to "<page> · Framehire". While the page name is still loading (null) the
 * title is left alone, so a "not found" view rendered inside the page can set its own.
 */
export function usePageTitle(page: string | null | undefined) {
  const { t } = useTranslation('common');
  const title = page ? t('pageTitle', { page }) : '';
  useDocumentTitle(title);
  // On the server no effect runs: the title is handed to the page's <head> instead.
  const head = usePageHead();
  if (head && title) head.title = title;
}

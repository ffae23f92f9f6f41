import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks every query again in the language just chosen. `invalidateQueries` alone is not enough:
 * it cancels a fetch in flight only for a query that already holds an answer, and joins the fetch
 * of one still waiting for its first. The cart's check just after the page opened is such a query,
 * and its answer, asked in the old language, put the old names back on the lines. So the fetches
 * in flight are cancelled first (their queries go back to where they were), then all are asked again.
 */
export async function askAgainInNewLanguage(client: QueryClient) {
  await client.cancelQueries({ fetchStatus: 'fetching' });
  await client.invalidateQueries();
}

/**
 * The server writes catalogue texts (category and product names and descriptions, the product
 * names in rentals and reviews) in the request's language (decision 019). When the visitor
 * switches language, what is on screen is asked for again in the new one: the queries in use
 * refetch at once and keep showing the old answer until the new one arrives; the others are
 * marked stale and refetch when next used. The cart's and wishlist's checks are queries too, so
 * their saved products take the new names.
 */
export function useRefetchOnLanguageChange() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    const refetch = () => void askAgainInNewLanguage(client);
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client, i18n]);
}

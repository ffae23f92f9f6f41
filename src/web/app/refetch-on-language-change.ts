import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

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
    const refetch = () => void client.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client, i18n]);
}

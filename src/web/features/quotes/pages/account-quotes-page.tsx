import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate, type IsoDate } from '@shared/calendar-date';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useFormatPrice } from '@/components/use-format-price';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '@/features/auth';
import { useLanguage } from '@/i18n/use-language';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useOwnQuotes } from '../api/use-own-quotes';
import { QuoteStatusBadge } from '../components/quote-view';

/** /account/quotes: the customer's quotes, newest first, every version. */
export default function AccountQuotesPage() {
  const { t } = useTranslation(['quotes', 'errors']);
  usePageTitle(t('list.title'));
  const language = useLanguage();
  const price = useFormatPrice();
  const { user } = useCurrentUser();
  const quotes = useOwnQuotes(user?.id);
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.lead')} />
      {quotes.isPending ? (
        <PageLoader />
      ) : quotes.isError ? (
        <ErrorMessage message={errorWithContext(t, t('list.loadError'), quotes.error)} />
      ) : quotes.data.items.length === 0 ? (
        <EmptyMessage message={t('list.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('list.number')}</Table.Th>
                <Table.Th scope="col">{t('list.version')}</Table.Th>
                <Table.Th scope="col">{t('list.status')}</Table.Th>
                <Table.Th scope="col">{t('list.validUntil')}</Table.Th>
                <Table.Th scope="col">{t('list.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotes.data.items.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.account.quote.getHref(quote.id)}
                      aria-label={t('list.open', { number: quote.number })}
                    >
                      {quote.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{quote.version}</Table.Td>
                  <Table.Td>
                    <QuoteStatusBadge status={quote.status} />
                  </Table.Td>
                  <Table.Td>{formatCalendarDate(quote.validUntil as IsoDate, language)}</Table.Td>
                  <Table.Td>{price(quote.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

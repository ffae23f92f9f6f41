import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '@/components/error-message';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '@/features/auth';
import { useLanguage } from '@/i18n/use-language';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { formatShopDay } from '@/lib/shop-calendar';
import { useOwnQuote } from '../api/use-own-quotes';
import { AcceptQuoteForm } from '../components/accept-quote-form';
import { QuoteView } from '../components/quote-view';

/** /account/quotes/:id: the quote the customer opens from its link, and where they accept it. */
export default function AccountQuotePage() {
  const { t } = useTranslation(['quotes', 'errors']);
  const language = useLanguage();
  const id = Number(useParams().id);
  const { user } = useCurrentUser();
  const quote = useOwnQuote(user?.id, Number.isInteger(id) && id > 0 ? id : null);
  usePageTitle(quote.data ? t('quote.title', { number: quote.data.number }) : null);
  if (quote.isPending) return <PageLoader />;
  if (quote.isError) return <ErrorMessage message={errorWithContext(t, t('quote.loadError'), quote.error)} />;
  const { data } = quote;
  return (
    <Stack gap="lg" maw={860}>
      <QuoteView quote={data} />
      {data.status === 'open' && (
        <AcceptQuoteForm quoteId={data.id} terms={data.terms} termsVersion={data.termsVersion} />
      )}
      {data.status === 'accepted' && data.acceptance && data.orderId !== null && (
        <Alert color="green">
          <Stack gap={4}>
            <Text size="sm">
              {t('quote.acceptedBy', {
                name: data.acceptance.name,
                date: formatShopDay(data.acceptance.acceptedAt, language),
              })}
            </Text>
            <Anchor component={Link} to={paths.account.order.getHref(data.orderId)}>
              {t('quote.order')}
            </Anchor>
            {data.agreementUrl && (
              <Anchor href={data.agreementUrl} download>
                {t('quote.agreement')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {data.status === 'superseded' && <Alert color="gray">{t('quote.superseded')}</Alert>}
      {data.status === 'expired' && <Alert color="gray">{t('quote.expired')}</Alert>}
    </Stack>
  );
}

import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useCurrentUser } from '@/features/auth';
import { CustomerFeedCard } from '@/features/calendar-feeds';
import { useAccountOverview } from '../api/use-account-overview';
import { NextRental, NextRentalHeading } from '../components/next-rental';
import { SectionLinks } from '../components/section-links';

const NEXT_HEADING_ID = 'account-next-rental';

/** /account: a greeting, a link to every section with its count, the next rental to collect, and the calendar feed. */
export default function AccountOverviewPage() {
  const { t } = useTranslation('account');
  const { user } = useCurrentUser();
  const overview = useAccountOverview(user?.id);
  usePageTitle(t('overview.title'));
  if (!user) return <PageLoader />;

  return (
    <>
      <PageHeader title={t('overview.greeting', { name: user.fullName })} description={t('overview.lead')} />
      <Stack gap="xl">
        {overview.isError && <ErrorMessage message={errorWithContext(t, t('overview.error'), overview.error)} />}
        <SectionLinks overview={overview.data} />
        {!overview.isError && (
          <Stack gap="sm" component="section" aria-labelledby={NEXT_HEADING_ID} aria-busy={overview.isPending}>
            <NextRentalHeading id={NEXT_HEADING_ID} />
            {overview.isPending ? (
              <Skeleton height={112} radius="md" />
            ) : (
              <NextRental rental={overview.data.nextRental} />
            )}
          </Stack>
        )}
        <CustomerFeedCard userId={user.id} />
      </Stack>
    </>
  );
}

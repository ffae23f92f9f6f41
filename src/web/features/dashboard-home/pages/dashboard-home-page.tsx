import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@shared/calendar-date';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { useFocusFallback } from '@/components/use-focus-fallback';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { shopToday } from '@/lib/shop-calendar';
import { useCurrentUser, useMayDoCheck } from '@/features/auth';
import { useAdminOverview } from '../api/use-admin-overview';
import { AreaLinks } from '../components/area-links';
import { useMayOpen } from '../components/use-may-open';
import { DayRentalsCard } from '../components/day-rentals-card';
import { DisputesCard } from '../components/disputes-card';
import { FailedRefundsCard } from '../components/failed-refunds-card';
import { IncidentsCard } from '../components/incidents-card';
import { OutOfServiceCard } from '../components/out-of-service-card';
import { OverdueCard } from '../components/overdue-card';
import { PaymentsReviewCard } from '../components/payments-review-card';
import { PaysLaterCard } from '../components/pays-later-card';
import { ReplacementCard } from '../components/replacement-card';
import { useLanguage } from '@/i18n/use-language';

/**
 * /administrator-dashboard: what a shop manager opens the dashboard for, on the shop's calendar.
 * Refunds that did not go through, disputed payments, payments to review (money that matched nothing the shop asked for), orders whose customer pays later, rentals needing a replacement
 * unit and overdue rentals come first while there are any; then the
 * day's hand-outs and returns, open incidents, units out of service, and a way into each area,
 * the hand-over desk first. Each role sees the work it can do (decision 092): the money cards are
 * for whoever corrects money, the swaps for the desk.
 */
export default function DashboardHomePage() {
  const { t } = useTranslation('dashboard-home');
  const language = useLanguage();
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const overview = useAdminOverview(user?.isAdmin === true);
  const today = overview.data?.today ?? shopToday();
  const data = overview.data;
  const heading = useFocusFallback<HTMLHeadingElement>();
  const mayOpen = useMayOpen();
  const mayDo = useMayDoCheck();
  const corrects = mayDo('money.correct');
  const swaps = mayDo('desk');
  // A swapped rental leaves the list with the button that had the focus: carry on from the heading.
  const onSwapped = () => requestAnimationFrame(() => heading.restore());

  return (
    <>
      <PageHeader
        titleRef={heading.ref}
        title={t('title')}
        description={t('lead', { date: formatCalendarDate(today, language) })}
        actions={
          mayOpen(paths.dashboard.desk.getHref()) && (
            <Button
              component={Link}
              to={paths.dashboard.desk.getHref()}
              leftSection={<IconScan size={18} aria-hidden />}
            >
              {t('desk')}
            </Button>
          )
        }
      />
      <Stack gap="md" aria-busy={overview.isPending}>
        {overview.isError && <ErrorMessage message={errorWithContext(t, t('error'), overview.error)} />}
        {overview.isPending && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={180} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {data && (
          <>
            {corrects && data.failedRefunds.total > 0 && <FailedRefundsCard list={data.failedRefunds} />}
            {corrects && data.disputes.total > 0 && <DisputesCard list={data.disputes} />}
            {corrects && data.paymentsForReview.total > 0 && <PaymentsReviewCard list={data.paymentsForReview} />}
            {data.paysLater.total > 0 && <PaysLaterCard list={data.paysLater} />}
            {swaps && data.needsReplacement.total > 0 && (
              <ReplacementCard list={data.needsReplacement} onSwapped={onSwapped} />
            )}
            {data.overdue.total > 0 && <OverdueCard list={data.overdue} />}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <DayRentalsCard kind="handOut" lists={data.handOut} />
              <DayRentalsCard kind="takeBack" lists={data.takeBack} />
              <IncidentsCard list={data.openIncidents} />
              <OutOfServiceCard list={data.outOfService} serviceDue={data.serviceDue} />
              {data.overdue.total === 0 && <OverdueCard list={data.overdue} />}
              {swaps && data.needsReplacement.total === 0 && (
                <ReplacementCard list={data.needsReplacement} onSwapped={onSwapped} />
              )}
              {!(swaps && data.needsReplacement.total > 0) && <AreaLinks />}
            </SimpleGrid>
            {swaps && data.needsReplacement.total > 0 && <AreaLinks />}
          </>
        )}
      </Stack>
    </>
  );
}

import { Box, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateRange } from '@shared/calendar-date';
import type { RevenueGrouping } from '@shared/schemas/reports';
import { mayDo } from '@shared/staff-roles';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '@/features/auth';
import { useLanguage } from '@/i18n/use-language';
import { shopToday } from '@/lib/shop-calendar';
import { PeriodControls } from '../components/period-controls';
import { RevenueSection } from '../components/revenue-section';
import { UtilisationSection } from '../components/utilisation-section';
import { groupingFromSearch, periodFromSearch, withSearch, type Range } from '../lib/period';

/** Narrower than this (content width in px), choices come as selects and charts make room. */
const NARROW = 560;

/**
 * The owner's reports (issue 47, decision 093), for the accountant, the manager and the owner:
 * revenue as invoiced and utilisation, for one period both, kept in the address with the
 * revenue's grouping (`?from=&to=&by=`). Staff of another role are told whose they are (the
 * server would refuse them; the menu leaves the page out for them).
 */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(NARROW);
  return (
    <Box ref={ref}>
      <PageHeader title={t('title')} description={t('lead')} />
      {user && !mayDo(user.role, 'reports') ? (
        <EmptyMessage message={t('forbidden')} icon={<IconLock size={26} stroke={1.5} />} />
      ) : (
        <Reports narrow={narrow} />
      )}
    </Box>
  );
}

/** Both reports, for the one period the address names. */
function Reports({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search, shopToday());
  const by = groupingFromSearch(search, period);
  const range = formatDateRange({ dateFrom: period.from, dateTo: period.to }, language);
  const change = (next: Partial<Range & { by: RevenueGrouping }>) =>
    setSearch(withSearch(search, next), { replace: true });

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <PeriodControls period={period} onChange={change} narrow={narrow} />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="reports-range">
          {t('period.showing', { range })}
        </Text>
      </Stack>
      <RevenueSection
        period={period}
        range={range}
        by={by}
        onGrouping={(next) => change({ by: next })}
        narrow={narrow}
      />
      <UtilisationSection period={period} range={range} narrow={narrow} />
    </Stack>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCamera,
  IconClockExclamation,
  IconListCheck,
  IconPackageExport,
  IconPackageImport,
  IconSearch,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCalendarDate } from '@shared/calendar-date';
import type { DeskListRental, DeskPickUp } from '@shared/schemas/hand-over';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { SearchBox } from '@/components/search-box';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { searchText } from '@/lib/list-filters';
import { paths } from '@/lib/paths';
import { SEARCH_MIN, useDesk, useDeskSearch } from '../api/use-desk';
import { CameraScanner } from './camera-scanner';
import { RentalList } from './rental-list';
import { useLanguage } from '@/i18n/use-language';

type SectionProps = {
  id: string;
  title: string;
  icon: ReactNode;
  color: string;
  list: { total: number; items: (DeskListRental | DeskPickUp)[] };
  empty: string;
};

/** One of the day's lists: its heading and count, its cards, and how many more there are. */
function DeskSection({ id, title, icon, color, list, empty }: SectionProps) {
  const { t } = useTranslation('desk');
  return (
    <Stack component="section" gap="sm" aria-labelledby={id} data-testid={id}>
      <Group gap="xs" wrap="nowrap">
        <Box c={color} style={{ display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        {list.total > 0 && (
          <Badge variant="light" color={color} size="lg" circle={list.total < 10}>
            {list.total}
          </Badge>
        )}
      </Group>
      {list.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <RentalList rentals={list.items} label={title} />
      )}
      {list.total > list.items.length && (
        <Text size="sm" c="dimmed">
          {t('lists.more', { count: list.total - list.items.length })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The rentals a search found, or why there are none. A unit scanned with the camera (`scanned`)
 * that is on one rental only opens that rental at once.
 */
function SearchResults({ q, scanned }: { q: string; scanned: string | null }) {
  const { t } = useTranslation('desk');
  const navigate = useNavigate();
  const search = useDeskSearch(q);
  const only = search.data && !search.isPlaceholderData && search.data.items.length === 1 ? search.data.items[0] : null;
  useEffect(() => {
    if (only && scanned === q) {
      void navigate(paths.dashboard.desk.getHref(only.id), {
        state: { from: `${paths.dashboard.desk.getHref()}?q=${encodeURIComponent(q)}` },
      });
    }
  }, [only, scanned, q, navigate]);
  if (q.length < SEARCH_MIN) {
    return (
      <Text size="sm" c="dimmed">
        {t('search.tooShort', { count: SEARCH_MIN })}
      </Text>
    );
  }
  if (search.isPending) return <PageLoader minHeight="20vh" />;
  if (search.isError) return <ErrorMessage message={errorWithContext(t, t('search.error'), search.error)} />;
  const found = search.data.items;
  return (
    <Stack component="section" gap="sm" aria-labelledby="desk-found" data-testid="desk-found">
      <Title order={2} fz="h3" id="desk-found">
        {t('search.found', { count: found.length, q })}
      </Title>
      {found.length === 0 ? (
        <EmptyMessage message={t('search.none', { q })} icon={<IconSearch size={26} stroke={1.5} />} />
      ) : (
        <div aria-busy={search.isPlaceholderData}>
          <RentalList rentals={found} label={t('search.results')} />
        </div>
      )}
    </Stack>
  );
}

/** The day's lists: overdue returns first (only when there are), today's pick-ups, today's returns. */
function DayLists() {
  const { t } = useTranslation('desk');
  const language = useLanguage();
  const desk = useDesk();
  if (desk.isPending) return <PageLoader />;
  if (desk.isError) return <ErrorMessage message={errorWithContext(t, t('lists.error'), desk.error)} />;
  const { today, overdue, pickUps, returns } = desk.data;
  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed" data-testid="desk-today">
        {t('lists.today', { date: formatCalendarDate(today, language) })}
      </Text>
      {overdue.total > 0 && (
        <DeskSection
          id="desk-overdue"
          title={t('lists.overdue')}
          icon={<IconClockExclamation size={22} />}
          color="red"
          list={overdue}
          empty=""
        />
      )}
      <DeskSection
        id="desk-pick-ups"
        title={t('lists.pickUps')}
        icon={<IconPackageExport size={22} />}
        color="teal"
        list={pickUps}
        empty={t('lists.noPickUps')}
      />
      <DeskSection
        id="desk-returns"
        title={t('lists.returns')}
        icon={<IconPackageImport size={22} />}
        color="blue"
        list={returns}
        empty={t('lists.noReturns')}
      />
    </Stack>
  );
}

/**
 * The desk's front: a search for an order (its reference, the customer, or a unit scanned with
 * the camera), and, without a search, the day's pick-ups, returns and overdue rentals.
 */
export function DeskOverview() {
  const { t } = useTranslation('desk');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const q = searchText(params.get('q') ?? '');
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);

  const search = (next: string) => {
    const query = new URLSearchParams(params);
    if (next === '') query.delete('q');
    else query.set('q', next);
    setParams(query, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          // Tomorrow's units off the shelves, printed (issue 48).
          <Button
            component={Link}
            to={paths.dashboard.pickList.getHref()}
            variant="default"
            leftSection={<IconListCheck size={18} aria-hidden />}
          >
            {t('pickList.link')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Box style={{ flex: '1 1 auto', minWidth: 0, maxWidth: '28rem' }}>
            <SearchBox
              value={q}
              onSearch={search}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              clearLabel={t('search.clear')}
            />
          </Box>
          <Button
            variant="default"
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={() => setScanning(true)}
            px="sm"
            style={{ flex: 'none' }}
          >
            {t('scan.camera')}
          </Button>
        </Group>
        {q === '' ? <DayLists /> : <SearchResults q={q} scanned={scanned} />}
      </Stack>
      <CameraScanner
        opened={scanning}
        onClose={() => setScanning(false)}
        title={t('search.scanTitle')}
        onScan={(serial) => {
          setScanning(false);
          setScanned(searchText(serial));
          search(searchText(serial));
        }}
      />
    </>
  );
}

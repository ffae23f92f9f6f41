import { useCallback } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Rental } from '@shared/schemas/rental';
import { listedRentalStatuses } from '@shared/schemas/rental';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { RecordsList } from '@/components/records-list';
import { HistoryButton } from '@/components/history-button';
import { ShowAllButton } from '@/components/show-all-button';
import { useFocusFallback } from '@/components/use-focus-fallback';
import { usePageTitle } from '@/components/use-page-title';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { isFiltered } from '@/lib/list-filters';
import { paths } from '@/lib/paths';
import { recordSelection } from '@/lib/records-view';
import { useMayDoCheck } from '@/features/auth';
import { useExpandedRows } from '../hooks/use-expanded-rows';
import { useRentalDialogs } from '../hooks/use-rental-dialogs';
import { useRentalRecords } from '../hooks/use-rental-records';
import { useRentalRows } from '../hooks/use-rental-rows';
import { rentalLinks, type RentalScope } from '../lib/rental-links';
import { CancelCustomerRentals } from './cancel-customer-rentals';
import { DeleteRentalModal } from './delete-rental-modal';
import { ExtendRentalModal } from './extend-rental-modal';
import { IncidentReportModal } from './incident-report-modal';
import { PaymentNotice } from './payment-notice';
import { RentalCards } from './rental-cards';
import { RescheduleRentalModal } from './reschedule-rental-modal';
import { incidentLinkId } from './rental-list-props';
import { RentalsSkeleton } from './rentals-skeleton';
import { RentalsTable } from './rentals-table';
import { TimingBar } from './timing-bar';

/**
 * Narrower than this (content width in px), rentals show as cards: always on phones, and
 * wherever the badges of the longest language (German) would not fit in the table.
 */
const TABLE_MIN_WIDTH: Record<RentalScope, number> = { own: 780, all: 920 };

const noRentals: Rental[] = [];

/**
 * SPEC section 2 "Rental requests": the signed-in user's rentals ('own') or, for administrators,
 * everyone's ('all', with the user column, a status filter, a search and a page at a time), or
 * the one rental `{id}` names, asked for by its id.
 */
export function RentalRequestsView({ scope }: { scope: RentalScope }) {
  const { t } = useTranslation('rentals');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const selection = recordSelection(useParams().id);
  const { view, admin, detailKey, timing } = useRentalRecords(scope, selection);

  const showUser = scope === 'all';
  const mayDo = useMayDoCheck();
  // A review is linked for a role that moderates them (decision 092); the others read its status.
  const links = { ...rentalLinks(scope), ...(scope === 'all' && !mayDo('reviews') && { review: undefined }) };
  const { ref, narrow: compact } = useNarrowContainer<HTMLDivElement>(TABLE_MIN_WIDTH[scope]);
  const expansion = useExpandedRows(selection.kind === 'one' ? selection.id : null);
  const dialogs = useRentalDialogs();
  const heading = useFocusFallback<HTMLHeadingElement>();
  // Staff cancel, report on and change customers' rentals by taking orders (decision 092): an
  // accountant reads them only. Their history is the audit log's.
  const acts = scope === 'own' || mayDo('orders.write');
  const readsHistory = mayDo('audit');
  const rows = useRentalRows(view.state === 'ready' ? view.records : noRentals, acts);
  const loaded = useCallback((count: number) => t('loaded', { count }), [t]);

  // A rental deleted from its own page leaves for the list, which no longer has it.
  const afterDelete = () => {
    if (selection.kind !== 'list') void navigate(links.list());
  };
  // The rental shown on its own page, for the administrator's button to cancel its customer's open rentals.
  const shown = selection.kind === 'one' && view.state === 'ready' ? view.records[0] : undefined;
  const afterCancelAll = (ids: number[]) => {
    if (shown && ids.includes(shown.id)) void navigate(links.list());
  };
  const afterReport = () => {
    const reported = dialogs.reportRow?.rental.id;
    heading.restore(reported === undefined ? null : document.getElementById(incidentLinkId(reported)));
  };

  const list = {
    rows,
    showUser,
    links,
    isExpanded: expansion.isExpanded,
    onToggle: expansion.toggle,
    onDelete: dialogs.openDelete,
    onReport: dialogs.openReport,
    onExtend: scope === 'own' ? dialogs.openExtend : undefined,
    onChangeDates: scope === 'own' ? dialogs.openReschedule : undefined,
  };
  const paging = admin !== null && selection.kind === 'list' ? admin : null;

  return (
    <>
      <PageHeader
        title={t('title')}
        titleRef={heading.ref}
        actions={
          (selection.kind !== 'list' || (scope === 'all' && acts)) && (
            <Group gap="xs">
              {shown && scope === 'all' && acts && (
                <CancelCustomerRentals rental={shown} onCancelled={afterCancelAll} />
              )}
              {selection.kind === 'one' && scope === 'all' && readsHistory && (
                <HistoryButton entity="rental" entityId={selection.id} />
              )}
              {selection.kind !== 'list' && <ShowAllButton to={links.list()} label={t('showAll')} />}
              {scope === 'all' && acts && (
                // Staff take an order for a customer on the phone or at the counter.
                <Button component={Link} to={paths.dashboard.newOrder.getHref()} leftSection={<IconPlus size={16} />}>
                  {t('newOrder.open')}
                </Button>
              )}
            </Group>
          )
        }
      />
      {scope === 'own' && selection.kind === 'list' && <PaymentNotice />}
      {paging && (
        <ListToolbar
          search={{
            value: paging.filters.q,
            onSearch: paging.setSearch,
            texts: t('search', { returnObjects: true }),
            busy: paging.paged.updating,
          }}
          status={{
            value: paging.filters.status,
            onChange: paging.setStatus,
            texts: t('filter', { returnObjects: true }),
            options: listedRentalStatuses.map((status) => ({ value: status, label: t(`rentalStatus.${status}`) })),
          }}
        />
      )}
      {selection.kind === 'list' && !timing.byStatus && (
        <TimingBar
          timing={timing.timing}
          onTiming={timing.setTiming}
          orderId={scope === 'all' ? timing.orderId : null}
          onClearOrder={timing.clearOrder}
        />
      )}
      <RecordsList
        listRef={ref}
        paging={paging && { paged: paging.paged, label: t('loadMore'), loaded }}
        view={view}
        skeleton={<RentalsSkeleton compact={compact} showUser={showUser} />}
        loadError={t('loadError')}
        empty={{
          message:
            paging && (isFiltered(paging.filters) || timing.orderId !== null)
              ? t('noMatch')
              : timing.timing === 'past'
                ? t('emptyPast')
                : t('empty'),
          icon: <IconCalendarEvent size={26} stroke={1.5} />,
        }}
        notFound={{
          title: t('notFound.title'),
          message: scope === 'own' ? t('notFound.message') : t('notFound.messageAll'),
        }}
      >
        {() => (compact ? <RentalCards {...list} /> : <RentalsTable {...list} />)}
      </RecordsList>
      <DeleteRentalModal
        row={dialogs.deleteRow}
        detailKey={detailKey}
        opened={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        onDeleted={afterDelete}
        onExitTransitionEnd={() => heading.restore()}
        showRefund={scope === 'own'}
      />
      <ExtendRentalModal
        row={dialogs.extendRow}
        opened={dialogs.isOpen('extend')}
        onClose={dialogs.close}
        onExitTransitionEnd={() => heading.restore()}
      />
      <RescheduleRentalModal
        row={dialogs.rescheduleRow}
        opened={dialogs.isOpen('reschedule')}
        onClose={dialogs.close}
        onExitTransitionEnd={() => heading.restore()}
      />
      <IncidentReportModal
        row={dialogs.reportRow}
        opened={dialogs.isOpen('report')}
        onClose={dialogs.close}
        onExitTransitionEnd={afterReport}
      />
    </>
  );
}

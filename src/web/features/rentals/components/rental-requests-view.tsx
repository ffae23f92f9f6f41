import { Box } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Rental } from '@shared/schemas/rental';
import { PageHeader } from '@/components/page-header';
import { RecordsState } from '@/components/records-state';
import { ShowAllButton } from '@/components/show-all-button';
import { useFocusFallback } from '@/components/use-focus-fallback';
import { usePageTitle } from '@/components/use-page-title';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { recordSelection, recordsView } from '@/lib/records-view';
import { useCurrentUser } from '@/features/auth';
import { useRental } from '../api/use-rental';
import { useRentals, type RentalScope } from '../api/use-rentals';
import { useExpandedRows } from '../hooks/use-expanded-rows';
import { useRentalDialogs } from '../hooks/use-rental-dialogs';
import { useRentalRows } from '../hooks/use-rental-rows';
import { rentalLinks } from '../lib/rental-links';
import { DeleteRentalModal } from './delete-rental-modal';
import { IncidentReportModal } from './incident-report-modal';
import { RentalCards } from './rental-cards';
import { incidentLinkId } from './rental-list-props';
import { RentalsSkeleton } from './rentals-skeleton';
import { RentalsTable } from './rentals-table';

/**
 * Narrower than this (content width in px), rentals show as cards: always on phones, and
 * wherever the badges of the longest language (German) would not fit in the table.
 */
const TABLE_MIN_WIDTH: Record<RentalScope, number> = { own: 780, all: 920 };

const noRentals: Rental[] = [];

/**
 * SPEC section 2 "Rental requests": the signed-in user's rentals ('own') or everyone's for
 * administrators ('all', with the user column), or the one rental `{id}` names. A customer's is
 * asked for by its id, so another's or a missing one reads "not found"; the dashboard, which has
 * no such call, looks it up in the whole list.
 */
export function RentalRequestsView({ scope }: { scope: RentalScope }) {
  const { t } = useTranslation('rentals');
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const selection = recordSelection(useParams().id);
  const selectedId = selection.kind === 'one' ? selection.id : null;
  const byId = scope === 'own' && selection.kind === 'one';
  const rentals = useRentals(scope, user?.id, !byId);
  const rental = useRental(user?.id, byId ? selectedId : null);
  const view = recordsView<Rental>(selection, rentals, scope === 'own' ? rental : null);

  const showUser = scope === 'all';
  const links = rentalLinks(scope);
  const { ref, narrow: compact } = useNarrowContainer<HTMLDivElement>(
    showUser ? TABLE_MIN_WIDTH.all : TABLE_MIN_WIDTH.own,
  );
  const expansion = useExpandedRows(selectedId);
  const dialogs = useRentalDialogs();
  const heading = useFocusFallback<HTMLHeadingElement>();
  const rows = useRentalRows(view.state === 'ready' ? view.records : noRentals);

  // A rental deleted from its own page leaves for the list, which no longer has it.
  const afterDelete = () => {
    if (selection.kind !== 'list') void navigate(links.list());
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
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        titleRef={heading.ref}
        actions={selection.kind !== 'list' && <ShowAllButton to={links.list()} label={t('showAll')} />}
      />
      <Box ref={ref}>
        <RecordsState
          view={view}
          skeleton={<RentalsSkeleton compact={compact} showUser={showUser} />}
          loadError={t('loadError')}
          empty={{ message: t('empty'), icon: <IconCalendarEvent size={26} stroke={1.5} /> }}
          notFound={{
            title: t('notFound.title'),
            message: scope === 'own' ? t('notFound.message') : t('notFound.messageAll'),
          }}
        >
          {() => (compact ? <RentalCards {...list} /> : <RentalsTable {...list} />)}
        </RecordsState>
      </Box>
      <DeleteRentalModal
        row={dialogs.deleteRow}
        userId={user?.id}
        opened={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        onDeleted={afterDelete}
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

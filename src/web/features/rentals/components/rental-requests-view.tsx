import { useMemo } from 'react';
import { Box, Button } from '@mantine/core';
import { IconArrowLeft, IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { errorWithContext } from '@/lib/error-text';
import { useCurrentUser } from '@/features/auth';
import { useRentals, type RentalScope } from '../api/use-rentals';
import { useExpandedRows } from '../hooks/use-expanded-rows';
import { useRentalDialogs } from '../hooks/use-rental-dialogs';
import { useRentalRows } from '../hooks/use-rental-rows';
import { rentalLinks } from '../lib/rental-links';
import { DeleteRentalModal } from './delete-rental-modal';
import { IncidentReportModal } from './incident-report-modal';
import { RentalCards } from './rental-cards';
import { RentalsSkeleton } from './rentals-skeleton';
import { RentalsTable } from './rentals-table';

/**
 * Narrower than this (content width in px), rentals show as cards: always on phones, and
 * wherever the badges of the longest language (German) would not fit in the table.
 */
const TABLE_MIN_WIDTH: Record<RentalScope, number> = { own: 780, all: 920 };

/** Parses the optional {id} route segment; anything that is not a positive integer matches nothing. */
function selectedId(param: string | undefined): number | null | 'none' {
  if (param === undefined) return null;
  return /^[1-9]\d*$/.test(param) ? Number(param) : 'none';
}

/**
 * SPEC section 2 "Rental requests": the signed-in user's rentals ('own') or everyone's for
 * administrators ('all', with the user column), optionally narrowed to one rental by {id}.
 */
export function RentalRequestsView({ scope }: { scope: RentalScope }) {
  const { t } = useTranslation('rentals');
  usePageTitle(t('title'));
  const { user, isAdmin } = useCurrentUser();
  const rentals = useRentals(scope, user?.id);
  const id = selectedId(useParams().id);
  const showUser = scope === 'all';
  const links = rentalLinks(scope);
  const { ref, narrow: compact } = useNarrowContainer<HTMLDivElement>(
    showUser ? TABLE_MIN_WIDTH.all : TABLE_MIN_WIDTH.own,
  );
  const expansion = useExpandedRows(typeof id === 'number' ? id : null);
  const dialogs = useRentalDialogs();

  const visible = useMemo(
    () => (rentals.data ?? []).filter((rental) => id === null || rental.id === id),
    [rentals.data, id],
  );
  const rows = useRentalRows(visible, isAdmin);

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
        actions={
          id !== null && (
            <Button
              component={Link}
              to={links.list()}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('showAll')}
            </Button>
          )
        }
      />
      <Box ref={ref}>
        {rentals.isPending ? (
          <RentalsSkeleton compact={compact} showUser={showUser} />
        ) : rentals.isError ? (
          <ErrorMessage message={errorWithContext(t, t('loadError'), rentals.error)} />
        ) : rows.length === 0 ? (
          <EmptyMessage message={t('empty')} icon={<IconCalendarEvent size={26} stroke={1.5} />} />
        ) : compact ? (
          <RentalCards {...list} />
        ) : (
          <RentalsTable {...list} />
        )}
      </Box>
      <DeleteRentalModal row={dialogs.deleteRow} opened={dialogs.isOpen('delete')} onClose={dialogs.close} />
      <IncidentReportModal row={dialogs.reportRow} opened={dialogs.isOpen('report')} onClose={dialogs.close} />
    </>
  );
}

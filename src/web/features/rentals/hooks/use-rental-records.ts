import { listedRentalStatuses } from '@shared/schemas/rental';
import { queryKeys } from '@/lib/query-keys';
import { shopToday } from '@/lib/shop-calendar';
import { recordsView, type RecordSelection } from '@/lib/records-view';
import { useListFilters } from '@/lib/use-list-filters';
import { useCurrentUser } from '@/features/auth';
import { useAdminRental } from '../api/use-admin-rental';
import { useAdminRentals } from '../api/use-admin-rentals';
import { useOwnRentals } from '../api/use-rentals';
import { useRental } from '../api/use-rental';
import type { RentalScope } from '../lib/rental-links';
import { byTiming } from '../lib/rental-timing';
import { useRentalTiming } from './use-rental-timing';

/**
 * The rentals a page shows, upcoming (soonest first) or past (latest first). A customer's ('own')
 * come all at once, narrowed and ordered here, and one by id from their own rentals; the dashboard's ('all') a page at a time, filtered by status and searched (the
 * filters live in the address), and one by id from all of them. Either way an id that names no
 * rental the user may see reads "not found".
 */
export function useRentalRecords(scope: RentalScope, selection: RecordSelection) {
  const { user } = useCurrentUser();
  const selectedId = selection.kind === 'one' ? selection.id : null;
  const own = scope === 'own';
  const filtering = useListFilters(listedRentalStatuses);

  const timing = useRentalTiming();

  const ownList = useOwnRentals(user?.id, own && selection.kind === 'list');
  const ownOne = useRental(user?.id, own ? selectedId : null);
  // One order's rentals are all shown, upcoming or past; otherwise the list shows one or the other,
  // and a status says which by itself (Completed and Overdue ones are past their last day, the
  // others upcoming).
  const status = filtering.filters.status;
  const when = status === null ? timing.timing : status === 'Completed' || status === 'Overdue' ? 'past' : 'upcoming';
  const narrowing = timing.orderId !== null ? { orderId: timing.orderId } : { when };
  const paged = useAdminRentals(
    filtering.filters,
    narrowing,
    !own && user?.isAdmin === true && selection.kind === 'list',
  );
  const anyOne = useAdminRental(own ? null : selectedId);
  const today = shopToday();
  const ownShown = { ...ownList, data: ownList.data && byTiming(ownList.data, timing.timing, today) };

  return {
    view: own ? recordsView(selection, ownShown, ownOne) : recordsView(selection, paged.list, anyOne),
    /** Upcoming or past, and the dashboard's one order (`?orderId=`); `byStatus`: a status filter decides it. */
    timing: { ...timing, byStatus: !own && status !== null },
    /** The dashboard's list: its filters and pages (null on a customer's page). */
    admin: own ? null : { ...filtering, paged },
    /** The key one rental is read under on this page. */
    detailKey: (id: number) =>
      own ? queryKeys.rentals.ownDetail(user?.id ?? '', id) : queryKeys.rentals.adminDetail(id),
  };
}

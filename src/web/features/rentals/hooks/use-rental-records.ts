import { listedRentalStatuses } from '@shared/schemas/rental';
import { queryKeys } from '@/lib/query-keys';
import { recordsView, type RecordSelection } from '@/lib/records-view';
import { useListFilters } from '@/lib/use-list-filters';
import { useCurrentUser } from '@/features/auth';
import { useAdminRental } from '../api/use-admin-rental';
import { useAdminRentals } from '../api/use-admin-rentals';
import { useOwnRentals } from '../api/use-rentals';
import { useRental } from '../api/use-rental';
import type { RentalScope } from '../lib/rental-links';

/**
 * The rentals a page shows. A customer's ('own') come all at once and one by id from their own
 * rentals; the dashboard's ('all') a page at a time, filtered by status and searched (the
 * filters live in the address), and one by id from all of them. Either way an id that names no
 * rental the user may see reads "not found".
 */
export function useRentalRecords(scope: RentalScope, selection: RecordSelection) {
  const { user } = useCurrentUser();
  const selectedId = selection.kind === 'one' ? selection.id : null;
  const own = scope === 'own';
  const filtering = useListFilters(listedRentalStatuses);

  const ownList = useOwnRentals(user?.id, own && selection.kind === 'list');
  const ownOne = useRental(user?.id, own ? selectedId : null);
  const paged = useAdminRentals(filtering.filters, !own && user?.isAdmin === true && selection.kind === 'list');
  const anyOne = useAdminRental(own ? null : selectedId);

  return {
    view: own ? recordsView(selection, ownList, ownOne) : recordsView(selection, paged.list, anyOne),
    /** The dashboard's list: its filters and pages (null on a customer's page). */
    admin: own ? null : { ...filtering, paged },
    /** The key one rental is read under on this page. */
    detailKey: (id: number) =>
      own ? queryKeys.rentals.ownDetail(user?.id ?? '', id) : queryKeys.rentals.adminDetail(id),
  };
}

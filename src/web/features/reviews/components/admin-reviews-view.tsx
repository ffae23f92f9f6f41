import { IconStar } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { AdminReview } from '@shared/schemas/review';
import { AdminRecordsPage, useAdminRecordsPage } from '@/components/admin-records-page';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser, useMayDo } from '@/features/auth';
import { useAdminReview } from '../api/use-admin-review';
import { useAdminReviews } from '../api/use-admin-reviews';
import { useReviewDialogs } from '../hooks/use-review-dialogs';
import { DeleteReviewModal } from './delete-review-modal';
import { ReviewCards } from './review-cards';
import { ReviewsSkeleton, ReviewsTable } from './reviews-table';

/** Narrower than this (content width in px), reviews show as cards. */
const CARDS_BELOW = 860;

/** Reviews have no status to filter by: the search is their only filter. */
const noStatuses: readonly never[] = [];

/**
 * SPEC section 2 "Reviews" in the dashboard: every customer's reviews, newest first, searched, a
 * page at a time; or the one `{id}` names. Each can be deleted, none edited (decision 014).
 */
export function AdminReviewsView() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const page = useAdminRecordsPage('reviews', noStatuses, CARDS_BELOW, user?.isAdmin === true);
  const paged = useAdminReviews(page.filters, page.listing);
  const one = useAdminReview(page.oneId);
  const dialogs = useReviewDialogs<AdminReview>();
  // The page is for the roles that moderate reviews (decision 092); the history is the audit log's.
  const readsHistory = useMayDo('audit');

  // A review deleted from its own page leaves for the list, which no longer has it.
  const afterDelete = () => {
    if (page.selection.kind !== 'list') void navigate(paths.dashboard.reviews.getHref());
  };

  return (
    <AdminRecordsPage
      page={page}
      paged={paged}
      one={one}
      entity="review"
      history={readsHistory}
      listHref={paths.dashboard.reviews.getHref()}
      skeleton={<ReviewsSkeleton scope="all" compact={page.narrow} />}
      icon={<IconStar size={26} stroke={1.5} />}
      dialogs={
        <DeleteReviewModal
          review={dialogs.deleteReview}
          detailKey={queryKeys.reviews.adminDetail}
          showAuthor
          opened={dialogs.isOpen('delete')}
          onClose={dialogs.close}
          onDeleted={afterDelete}
          onExitTransitionEnd={() => page.heading.restore()}
        />
      }
    >
      {(reviews) => {
        const props = { scope: 'all', reviews, onDelete: dialogs.openDelete } as const;
        return page.narrow ? <ReviewCards {...props} /> : <ReviewsTable {...props} />;
      }}
    </AdminRecordsPage>
  );
}

import { useCallback } from 'react';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AdminReview } from '@shared/schemas/review';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { RecordPageActions } from '@/components/record-page-actions';
import { RecordsList } from '@/components/records-list';
import { useFocusFallback } from '@/components/use-focus-fallback';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { isFiltered } from '@/lib/list-filters';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { recordSelection, recordsView } from '@/lib/records-view';
import { useListFilters } from '@/lib/use-list-filters';
import { useCurrentUser } from '@/features/auth';
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
  const { t } = useTranslation('reviews');
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const selection = recordSelection(useParams().id);
  const { filters, setSearch } = useListFilters(noStatuses);
  const paged = useAdminReviews(filters, user?.isAdmin === true && selection.kind === 'list');
  const one = useAdminReview(selection.kind === 'one' ? selection.id : null);
  const view = recordsView(selection, paged.list, one);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(CARDS_BELOW);
  const heading = useFocusFallback<HTMLHeadingElement>();
  const loaded = useCallback((count: number) => t('loaded', { count }), [t]);
  const dialogs = useReviewDialogs<AdminReview>();

  // A review deleted from its own page leaves for the list, which no longer has it.
  const afterDelete = () => {
    if (selection.kind !== 'list') void navigate(paths.dashboard.reviews.getHref());
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        titleRef={heading.ref}
        actions={
          <RecordPageActions
            selection={selection}
            entity="review"
            list={{ href: paths.dashboard.reviews.getHref(), label: t('showAll') }}
          />
        }
      />
      {selection.kind === 'list' && (
        <ListToolbar
          search={{
            value: filters.q,
            onSearch: setSearch,
            texts: t('search', { returnObjects: true }),
            busy: paged.updating,
          }}
        />
      )}
      <RecordsList
        listRef={ref}
        paging={selection.kind === 'list' ? { paged, label: t('loadMore'), loaded } : null}
        view={view}
        skeleton={<ReviewsSkeleton scope="all" compact={narrow} />}
        loadError={t('loadError')}
        empty={{
          message: isFiltered(filters) ? t('noMatch') : t('empty'),
          icon: <IconStar size={26} stroke={1.5} />,
        }}
        notFound={{ title: t('notFound.title'), message: t('notFound.messageAll') }}
      >
        {(reviews) => {
          const props = { scope: 'all', reviews, onDelete: dialogs.openDelete } as const;
          return narrow ? <ReviewCards {...props} /> : <ReviewsTable {...props} />;
        }}
      </RecordsList>
      <DeleteReviewModal
        review={dialogs.deleteReview}
        detailKey={queryKeys.reviews.adminDetail}
        showAuthor
        opened={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        onDeleted={afterDelete}
        onExitTransitionEnd={() => heading.restore()}
      />
    </>
  );
}

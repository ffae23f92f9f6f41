import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OwnReview } from '@shared/schemas/review';
import { PageHeader } from '@/components/page-header';
import { RecordsList } from '@/components/records-list';
import { ShowAllButton } from '@/components/show-all-button';
import { useFocusFallback } from '@/components/use-focus-fallback';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { recordSelection, recordsView } from '@/lib/records-view';
import { useCurrentUser } from '@/features/auth';
import { useOwnReview } from '../api/use-own-review';
import { useOwnReviews } from '../api/use-own-reviews';
import { useReviewDialogs } from '../hooks/use-review-dialogs';
import { DeleteReviewModal } from './delete-review-modal';
import { EditReviewModal } from './edit-review-modal';
import { ReviewCards } from './review-cards';
import { ReviewsSkeleton, ReviewsTable } from './reviews-table';

/** Narrower than this (content width in px), reviews show as cards. */
const CARDS_BELOW = 720;

/**
 * SPEC section 2 "Reviews", the customer's own: newest first as the API sends them, or the one
 * review `{id}` names (asked for by its id, so another's or a missing one reads "not found").
 * Each can be edited (decision 014) or deleted.
 */
export function OwnReviewsView() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const selection = recordSelection(useParams().id);
  const list = useOwnReviews(user?.id, selection.kind === 'list');
  const one = useOwnReview(user?.id, selection.kind === 'one' ? selection.id : null);
  const view = recordsView(selection, list, one);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(CARDS_BELOW);
  const dialogs = useReviewDialogs<OwnReview>();
  const heading = useFocusFallback<HTMLHeadingElement>();

  // A review deleted from its own page leaves for the list, which no longer has it.
  const afterDelete = () => {
    if (selection.kind !== 'list') void navigate(paths.account.reviews.getHref());
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        titleRef={heading.ref}
        actions={
          selection.kind !== 'list' && <ShowAllButton to={paths.account.reviews.getHref()} label={t('showAll')} />
        }
      />
      <RecordsList
        listRef={ref}
        paging={null}
        view={view}
        skeleton={<ReviewsSkeleton scope="own" compact={narrow} />}
        loadError={t('loadError')}
        empty={{ message: t('empty'), icon: <IconStar size={26} stroke={1.5} /> }}
        notFound={{ title: t('notFound.title'), message: t('notFound.message') }}
      >
        {(reviews) => {
          const props = { scope: 'own', reviews, onEdit: dialogs.openEdit, onDelete: dialogs.openDelete } as const;
          return narrow ? <ReviewCards {...props} /> : <ReviewsTable {...props} />;
        }}
      </RecordsList>
      <EditReviewModal
        review={dialogs.editReview}
        opened={dialogs.isOpen('edit')}
        onClose={dialogs.close}
        onExitTransitionEnd={heading.restore}
      />
      <DeleteReviewModal
        review={dialogs.deleteReview}
        detailKey={(id) => queryKeys.reviews.ownDetail(user?.id ?? '', id)}
        opened={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        onDeleted={afterDelete}
        onExitTransitionEnd={heading.restore}
      />
    </>
  );
}

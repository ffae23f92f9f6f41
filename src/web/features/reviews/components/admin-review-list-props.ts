import type { AdminReview } from '@shared/schemas/review';

/** What both layouts of the dashboard's reviews, the table and the phone cards, are given. */
export type AdminReviewListProps = {
  reviews: AdminReview[];
  onDelete: (review: AdminReview) => void;
};

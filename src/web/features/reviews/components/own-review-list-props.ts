import type { OwnReview } from '@shared/schemas/review';

/** What both layouts of the account's reviews, the table and the phone cards, are given. */
export type OwnReviewListProps = {
  reviews: OwnReview[];
  onEdit: (review: OwnReview) => void;
  onDelete: (review: OwnReview) => void;
};

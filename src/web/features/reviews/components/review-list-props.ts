import type { AdminReview, OwnReview } from '@shared/schemas/review';

/** Whose reviews a list shows: the customer's own (in their account), or every customer's (the dashboard). */
export type ReviewScope = 'own' | 'all';

/**
 * What both layouts of a list of reviews, the table and the phone cards, are given: the
 * customer's own, each to edit or delete, or the dashboard's, each only to delete (decision 014).
 */
export type ReviewListProps =
  | { scope: 'own'; reviews: OwnReview[]; onEdit: (review: OwnReview) => void; onDelete: (review: OwnReview) => void }
  | { scope: 'all'; reviews: AdminReview[]; onDelete: (review: AdminReview) => void };

/** A review as a row or card shows it: in the dashboard with its author's e-mail, in the account with Edit. */
export type ReviewRow = { review: OwnReview; onDelete: () => void } & (
  { admin: AdminReview } | { admin: null; onEdit: () => void }
);

export const reviewRows = (props: ReviewListProps): ReviewRow[] =>
  props.scope === 'all'
    ? props.reviews.map((review) => ({ review, admin: review, onDelete: () => props.onDelete(review) }))
    : props.reviews.map((review) => ({
        review,
        admin: null,
        onEdit: () => props.onEdit(review),
        onDelete: () => props.onDelete(review),
      }));

import { useRecordDialogs } from '@/lib/use-record-dialogs';

/**
 * Which popup of the reviews is open and for which review (lib/use-record-dialogs.ts): the
 * customer's edit or delete, or the dashboard's delete.
 */
export function useReviewDialogs<Review>() {
  const { open, close, rowFor, isOpen } = useRecordDialogs<'edit' | 'delete', Review>();
  return {
    openEdit: (review: Review) => open('edit', review),
    openDelete: (review: Review) => open('delete', review),
    close,
    editReview: rowFor('edit'),
    deleteReview: rowFor('delete'),
    isOpen,
  };
}

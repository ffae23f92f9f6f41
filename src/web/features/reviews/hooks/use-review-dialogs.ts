import { useState } from 'react';
import type { OwnReview } from '@shared/schemas/review';

type Dialog = { kind: 'edit' | 'delete'; review: OwnReview };

/**
 * Which popup is open and for which review. The review is kept after closing so the popup
 * keeps its content during its closing animation.
 */
export function useReviewDialogs() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (kind: Dialog['kind'], review: OwnReview) => {
    setDialog({ kind, review });
    setOpened(true);
  };
  const reviewFor = (kind: Dialog['kind']) => (dialog?.kind === kind ? dialog.review : null);
  return {
    openEdit: (review: OwnReview) => open('edit', review),
    openDelete: (review: OwnReview) => open('delete', review),
    close: () => setOpened(false),
    editReview: reviewFor('edit'),
    deleteReview: reviewFor('delete'),
    isOpen: (kind: Dialog['kind']) => opened && dialog?.kind === kind,
  };
}

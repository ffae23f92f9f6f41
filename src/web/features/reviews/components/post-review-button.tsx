import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPencilStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/features/auth';
import { useReviewEligibilityCheck } from '../api/use-review-eligibility-check';
import type { ReviewNoticeReason } from './review-notice';

const ReviewModal = lazy(() => import('./review-modal-chunk'));

type Props = { productId: number; productName: string; onNotice: (notice: ReviewNoticeReason | null) => void };

/** Opens the review popup for a user the server lets review; tells anyone else why not. */
export function PostReviewButton({ productId, productName, onNotice }: Props) {
  const { t } = useTranslation('product');
  const { user } = useCurrentUser();
  const { check, checking } = useReviewEligibilityCheck(productId, user?.id ?? null);
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so a draft closed unsent is still there when reopened.
  const [wanted, setWanted] = useState(false);

  const start = async () => {
    onNotice(null);
    if (!user) {
      onNotice({ kind: 'login' });
      return;
    }
    try {
      const eligibility = await check();
      if (eligibility.canReview) {
        setWanted(true);
        setOpened(true);
      } else onNotice({ kind: 'blocked', blocker: eligibility.reason ?? 'NO_ENDED_RENTAL' });
    } catch (error) {
      // The session may have ended since the page was opened.
      onNotice(error instanceof ApiError && error.status === 401 ? { kind: 'login' } : { kind: 'error', error });
    }
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPencilStar size={18} stroke={1.8} />}
        loading={checking}
        onClick={() => void start()}
      >
        {t('reviews.post')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReviewModal
            productId={productId}
            productName={productName}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}

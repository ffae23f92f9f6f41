import { useId, useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { errorText } from '@/lib/error-text';
import { useProductReviews } from '../api/use-product-reviews';
import { PostReviewButton } from './post-review-button';
import { ReviewList } from './review-list';
import { ReviewNotice, type ReviewNoticeReason } from './review-notice';
import { ReviewSummary } from './review-summary';

/** "Customer reviews" on the product page: summary and post button beside (or above) the list. */
export function ReviewsSection({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation('product');
  const titleId = useId();
  const reviews = useProductReviews(productId);
  const [notice, setNotice] = useState<ReviewNoticeReason | null>(null);

  return (
    <section aria-labelledby={titleId}>
      <Grid gap={{ base: 'md', md: 48 }} mt={{ base: 40, md: 64 }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Title order={2} id={titleId} fz={{ base: 22, sm: 26 }}>
              {t('reviews.title')}
            </Title>
            {!reviews.isError && <ReviewSummary reviews={reviews.data} />}
            <div>
              <PostReviewButton productId={productId} productName={productName} onNotice={setNotice} />
            </div>
            {notice && <ReviewNotice notice={notice} onClose={() => setNotice(null)} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {reviews.isError ? (
            <ErrorMessage message={t('reviews.loadError', { message: errorText(t, reviews.error) })} />
          ) : (
            <ReviewList reviews={reviews.data} />
          )}
        </Grid.Col>
      </Grid>
    </section>
  );
}

import { Rating } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Read-only stars, read out as "4 out of 5 stars". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation('reviews');
  return <Rating value={rating} readOnly size="sm" role="img" aria-label={t('stars', { rating })} />;
}

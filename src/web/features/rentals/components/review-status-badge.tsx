import { Badge } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reviewStatusColor } from '@shared/rental-rules';
import type { Rental } from '@shared/schemas/rental';
import classes from './rentals.module.css';

type Props = { rental: Pick<Rental, 'reviewStatus' | 'reviewId'>; reviewHref?: (id: number) => string };

/** SPEC section 4 review status; a link to the review when there is one (and a page for it to open). */
export function ReviewStatusBadge({ rental, reviewHref }: Props) {
  const { t } = useTranslation('rentals');
  const label = t(`reviewStatus.${rental.reviewStatus}`);
  const color = reviewStatusColor[rental.reviewStatus];
  if (rental.reviewId === null || !reviewHref) {
    return (
      <Badge color={color} variant="light" className={classes.badge}>
        {label}
      </Badge>
    );
  }
  return (
    <Badge
      component={Link}
      to={reviewHref(rental.reviewId)}
      title={t('reviewStatus.open')}
      color={color}
      variant="light"
      className={`${classes.badge} ${classes.linkBadge}`}
      rightSection={<IconArrowUpRight size={12} stroke={2.2} aria-hidden />}
    >
      {label}
    </Badge>
  );
}

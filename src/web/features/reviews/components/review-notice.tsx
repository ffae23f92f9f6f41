import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** Why the post-review button did not open the form. */
export type ReviewNoticeKind = 'login' | 'NO_ENDED_RENTAL' | 'ALREADY_REVIEWED' | 'error';

export function ReviewNotice({ notice, onClose }: { notice: ReviewNoticeKind; onClose: () => void }) {
  const { t } = useTranslation('product');
  const text: Record<ReviewNoticeKind, string> = {
    login: t('reviews.loginRequired'),
    NO_ENDED_RENTAL: t('reviews.noEndedRental'),
    ALREADY_REVIEWED: t('reviews.alreadyReviewed'),
    error: t('reviews.checkError'),
  };
  return (
    <Alert
      variant="light"
      color={notice === 'error' ? 'red' : 'blue'}
      icon={<IconInfoCircle />}
      withCloseButton
      closeButtonLabel={t('reviews.dismiss')}
      onClose={onClose}
    >
      {text[notice]}{' '}
      {notice === 'login' && (
        <Anchor component={Link} to={paths.login.getHref()} fw={600} inherit>
          {t('reviews.login')}
        </Anchor>
      )}
    </Alert>
  );
}

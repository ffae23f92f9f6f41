import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReviewBlocker } from '@shared/rental-rules';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/error-text';

/** Why the post-review button did not open the form. */
export type ReviewNoticeReason =
  { kind: 'login' } | { kind: 'blocked'; blocker: ReviewBlocker } | { kind: 'error'; error: unknown };

export function ReviewNotice({ notice, onClose }: { notice: ReviewNoticeReason; onClose: () => void }) {
  const { t } = useTranslation('product');
  const blockerText: Record<ReviewBlocker, string> = {
    NO_ENDED_RENTAL: t('reviews.noEndedRental'),
    ALREADY_REVIEWED: t('reviews.alreadyReviewed'),
  };
  return (
    <Alert
      variant="light"
      color={notice.kind === 'error' ? 'red' : 'blue'}
      icon={<IconInfoCircle />}
      withCloseButton
      closeButtonLabel={t('reviews.dismiss')}
      onClose={onClose}
    >
      {notice.kind === 'login' && (
        <>
          {t('reviews.loginRequired')}{' '}
          <Anchor component={Link} to={paths.login.getHref()} fw={600} inherit>
            {t('reviews.login')}
          </Anchor>
        </>
      )}
      {notice.kind === 'blocked' && blockerText[notice.blocker]}
      {notice.kind === 'error' && (
        <>
          {t('reviews.checkError')}
          <Text span display="block" inherit mt={4}>
            {errorText(t, notice.error)}
          </Text>
        </>
      )}
    </Alert>
  );
}

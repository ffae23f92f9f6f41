import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedAddress } from './feed-address';
import { FeedCard } from './feed-card';

/** The account's "Calendar feed" card: the signed-in customer's own rentals as a calendar subscription. */
export function CustomerFeedCard({ userId }: { userId: string }) {
  const { t } = useTranslation('calendar-feeds');
  return (
    <FeedCard
      headingId="calendar-feed-own"
      icon={<IconCalendarEvent size={20} />}
      title={t('own.title')}
      lead={t('own.lead')}
    >
      <FeedAddress owner={{ kind: 'own', userId }} kind="own" />
    </FeedCard>
  );
}

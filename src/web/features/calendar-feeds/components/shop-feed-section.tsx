import { IconCalendarShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedAddress } from './feed-address';
import { FeedCard } from './feed-card';

/** The integrations page's section for the shop's calendar feed of pick-ups and returns. */
export function ShopFeedSection() {
  const { t } = useTranslation('calendar-feeds');
  return (
    <FeedCard
      headingId="calendar-feed-shop"
      icon={<IconCalendarShare size={20} />}
      title={t('shop.title')}
      lead={t('shop.lead')}
    >
      <FeedAddress owner={{ kind: 'shop' }} kind="shop" />
    </FeedCard>
  );
}

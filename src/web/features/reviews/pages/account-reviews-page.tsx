import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyListPage } from '@/components/empty-list-page';

export default function AccountReviewsPage() {
  const { t } = useTranslation('account');
  return (
    <EmptyListPage
      title={t('reviews.title')}
      emptyMessage={t('reviews.empty')}
      icon={<IconStar size={26} stroke={1.5} />}
    />
  );
}

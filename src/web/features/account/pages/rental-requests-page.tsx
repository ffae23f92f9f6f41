import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyListPage } from '../../../components/empty-list-page';

export default function AccountRentalRequestsPage() {
  const { t } = useTranslation('account');
  return (
    <EmptyListPage
      title={t('rentalRequests.title')}
      emptyMessage={t('rentalRequests.empty')}
      icon={<IconCalendarEvent size={26} stroke={1.5} />}
    />
  );
}

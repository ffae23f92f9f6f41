import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyListPage } from '@/components/empty-list-page';

export default function DashboardManageItemsPage() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyListPage
      title={t('items.title')}
      emptyMessage={t('items.empty')}
      icon={<IconBarcode size={26} stroke={1.5} />}
    />
  );
}

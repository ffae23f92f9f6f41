import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyListPage } from '@/components/empty-list-page';

export default function DashboardIncidentsPage() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyListPage
      title={t('incidents.title')}
      emptyMessage={t('incidents.empty')}
      icon={<IconAlertTriangle size={26} stroke={1.5} />}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useAdminSettings } from '../api/use-admin-settings';
import { SettingsForm } from '../components/settings-form';

export default function SettingsPage() {
  const { t } = useTranslation('dashboard');
  const settings = useAdminSettings();
  usePageTitle(t('settings.title'));
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.lead')} />
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <ErrorMessage message={errorWithContext(t, t('settings.loadError'), settings.error)} />
      ) : (
        // Keyed by when it was saved: a newer copy from the server starts the form again.
        <SettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
      )}
    </>
  );
}

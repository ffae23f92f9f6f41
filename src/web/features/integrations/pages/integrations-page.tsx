import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mayDo } from '@shared/staff-roles';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { ApiTokensSection } from '@/features/api-tokens';
import { useCurrentUser } from '@/features/auth';
import { ShopFeedSection } from '@/features/calendar-feeds';
import { ExportsSection } from '@/features/exports';
import { WebhooksSection } from '@/features/webhooks';

/**
 * The shop's connections to other tools, one section each: the team's calendar feed,
 * CSV exports, webhooks and API tokens. Each section is its feature's own, shown to the roles
 * that may use it (decision 092): the accountant, who may export but not connect tools, sees
 * the exports alone.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const role = user?.role ?? 'customer';
  const connects = mayDo(role, 'integrations');
  return (
    <>
      <PageHeader title={t('title')} description={t('lead')} />
      <Stack gap="xl">
        {connects && <ShopFeedSection />}
        {mayDo(role, 'exports') && <ExportsSection />}
        {connects && <WebhooksSection />}
        {connects && <ApiTokensSection />}
      </Stack>
    </>
  );
}

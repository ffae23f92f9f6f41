import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { ApiTokensSection } from '@/features/api-tokens';
import { ShopFeedSection } from '@/features/calendar-feeds';
import { ExportsSection } from '@/features/exports';
import { WebhooksSection } from '@/features/webhooks';

/**
 * The shop's connections to other tools, one section each: the team's calendar feed,
 * CSV exports, webhooks and API tokens. Each section is its feature's own.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  usePageTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} description={t('lead')} />
      <Stack gap="xl">
        <ShopFeedSection />
        <ExportsSection />
        <WebhooksSection />
        <ApiTokensSection />
      </Stack>
    </>
  );
}

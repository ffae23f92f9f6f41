import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Says that an administrator reported the incident on the customer's rental (decision 035): to
 * the customer "Reported by the shop", in the dashboard the administrator's name. Nothing for
 * the customer's own report.
 */
export function ShopReportNote({ byShop, reporterName }: { byShop: boolean; reporterName?: string | null }) {
  const { t } = useTranslation('incidents');
  if (!byShop) return null;
  return (
    <Text size="xs" c="dimmed">
      {reporterName ? t('reportedBy.admin', { name: reporterName }) : t('reportedBy.shop')}
    </Text>
  );
}

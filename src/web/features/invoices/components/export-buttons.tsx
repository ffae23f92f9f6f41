import { Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@shared/calendar-date';
import { DownloadButton } from '@/components/download-button';
import { exportHref } from '../api/use-invoice-list';

/**
 * The period's documents for the accountant: a CSV of them, and one ZIP of their PDFs. Plain
 * links to the same origin, which the session cookie authorises; the browser saves the file.
 */
export function ExportButtons({ period }: { period: { from: IsoDate; to: IsoDate } }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap="sm" wrap="wrap">
      <DownloadButton href={exportHref('csv', period)} icon={IconFileSpreadsheet} variant="light">
        {t('invoices.export.csv')}
      </DownloadButton>
      <DownloadButton href={exportHref('zip', period)} icon={IconFileZip} variant="default">
        {t('invoices.export.zip')}
      </DownloadButton>
    </Group>
  );
}

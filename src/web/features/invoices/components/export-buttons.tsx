import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@shared/calendar-date';
import { exportHref } from '../api/use-invoice-list';

/**
 * The period's documents for the accountant: a CSV of them, and one ZIP of their PDFs. Plain
 * links to the same origin, which the session cookie authorises; the browser saves the file.
 */
export function ExportButtons({ period }: { period: { from: IsoDate; to: IsoDate } }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component="a"
        href={exportHref('csv', period)}
        download
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      >
        {t('invoices.export.csv')}
      </Button>
      <Button
        component="a"
        href={exportHref('zip', period)}
        download
        variant="default"
        leftSection={<IconFileZip size={16} aria-hidden />}
      >
        {t('invoices.export.zip')}
      </Button>
    </Group>
  );
}

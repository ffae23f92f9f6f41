import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/download-button';
import { SectionPaper } from '@/components/section-paper';

type Props = { id: string; title: string; hint: string; csv: string; children: ReactNode };

/** One report: its heading and what it counts, its CSV for the same period, and its figures. */
export function ReportSection({ id, title, hint, csv, children }: Props) {
  const { t } = useTranslation('reports');
  return (
    <SectionPaper labelledBy={id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Title order={2} fz={{ base: 19, sm: 21 }} id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </Stack>
          <DownloadButton href={csv} icon={IconFileSpreadsheet} variant="light">
            {t('csv')}
          </DownloadButton>
        </Group>
        {children}
      </Stack>
    </SectionPaper>
  );
}

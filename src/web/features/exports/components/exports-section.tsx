import { useId, useState } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportNames } from '@shared/schemas/exports';
import { SectionPaper } from '@/components/section-paper';
import { SectionIntro } from '@/components/section-intro';
import { DownloadButton } from '@/components/download-button';
import { type ExportPeriod, exportUrl, isBackwards } from '../lib/export-url';

/**
 * The integrations page's CSV exports: one download per export. Plain links with
 * `download`: the browser saves the streamed file itself, with the session cookie it already
 * sends, so no file is ever held in the page's memory.
 */
export function ExportsSection() {
  const { t } = useTranslation('exports');
  const titleId = useId();
  const hintId = useId();
  const [period, setPeriod] = useState<ExportPeriod>({ from: '', to: '' });
  const backwards = isBackwards(period);

  return (
    <SectionPaper labelledBy={titleId}>
      <Stack gap="md">
        <div>
          <SectionIntro titleId={titleId} title={t('title')} lead={t('lead')} />
        </div>

        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby={hintId}>
          <Text component="legend" size="sm" fw={600} mb={6}>
            {t('period.legend')}
          </Text>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('period.from')}
              value={period.from}
              onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
              w={{ base: '100%', xs: 180 }}
            />
            <TextInput
              type="date"
              label={t('period.to')}
              value={period.to}
              onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
              error={backwards ? t('period.backwards') : undefined}
              w={{ base: '100%', xs: 180 }}
            />
          </Group>
          <Text id={hintId} size="xs" c="dimmed" mt={6} maw={720}>
            {t('period.hint')}
          </Text>
        </fieldset>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {exportNames.map((name) => {
            const label = t(`files.${name}.name`);
            const blocked = backwards && (name === 'rentals' || name === 'orders');
            return (
              <Paper key={name} withBorder radius="sm" p="md">
                <Stack gap="xs" h="100%" justify="space-between">
                  <div>
                    <Group gap={8} wrap="nowrap">
                      <IconFileSpreadsheet size={20} aria-hidden />
                      <Text fw={600}>{label}</Text>
                    </Group>
                    <Text size="sm" c="dimmed" mt={4}>
                      {t(`files.${name}.description`)}
                    </Text>
                  </div>
                  <Group>
                    <DownloadButton
                      href={blocked ? undefined : exportUrl(name, period)}
                      icon={IconDownload}
                      variant="light"
                      aria-label={t('download', { name: label })}
                      data-disabled={blocked || undefined}
                      aria-disabled={blocked || undefined}
                      onClick={blocked ? (event) => event.preventDefault() : undefined}
                    >
                      {t('downloadShort')}
                    </DownloadButton>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </SectionPaper>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';
import { usePageHead } from '@/ssr/page-head';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  // Written on the server, the page is answered with 404, as a missing page should be.
  const head = usePageHead();
  if (head) head.status = 404;
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 48, sm: 96 }} maw={480} mx="auto">
      <IconCameraOff size={56} stroke={1.3} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fz={56} fw={800} lh={1} c="dimmed">
        404
      </Text>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.message')}</Text>
      <Button component={Link} to={paths.home.getHref()} mt="sm">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}

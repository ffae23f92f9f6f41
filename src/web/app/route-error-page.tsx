import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { NotFoundPage } from '@/components/not-found-page';

/** Shown when a page crashes or its code cannot be downloaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  usePageTitle(t('errorPage.title'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconAlertTriangle size={52} stroke={1.3} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('errorPage.title')}
        </Title>
        <Text c="dimmed">{t('errorPage.message')}</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
          <Button component="a" href="/" variant="default">
            {t('errorPage.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

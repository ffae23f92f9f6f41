import type { ReactNode } from 'react';
import { Button, Card, SimpleGrid, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBarcode,
  IconBox,
  IconCalendarEvent,
  IconCategory,
  IconScan,
  IconStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useMayOpen } from './use-may-open';

const catalog = paths.dashboard.manageCatalog;
const iconProps = { size: 18, stroke: 1.6 };

/** A way into each area of the dashboard the role may use, as the menu has them. */
export function AreaLinks() {
  const { t } = useTranslation(['dashboard-home', 'dashboard']);
  const mayOpen = useMayOpen();
  const all: { to: string; label: string; icon: ReactNode }[] = [
    { to: paths.dashboard.desk.getHref(), label: t('desk'), icon: <IconScan {...iconProps} /> },
    {
      to: paths.dashboard.rentalRequests.getHref(),
      label: t('dashboard:menu.rentalRequests'),
      icon: <IconCalendarEvent {...iconProps} />,
    },
    {
      to: paths.dashboard.incidents.getHref(),
      label: t('dashboard:menu.incidents'),
      icon: <IconAlertTriangle {...iconProps} />,
    },
    { to: paths.dashboard.reviews.getHref(), label: t('dashboard:menu.reviews'), icon: <IconStar {...iconProps} /> },
    { to: catalog.categories.getHref(), label: t('dashboard:menu.categories'), icon: <IconCategory {...iconProps} /> },
    { to: catalog.products.getHref(), label: t('dashboard:menu.products'), icon: <IconBox {...iconProps} /> },
    { to: catalog.items.getHref(), label: t('dashboard:menu.items'), icon: <IconBarcode {...iconProps} /> },
  ];
  const links = all.filter((link) => mayOpen(link.to));
  if (links.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="nav" aria-labelledby="home-areas">
      <Title order={2} fz="lg" id="home-areas" mb="sm">
        {t('areas')}
      </Title>
      {/* Three across while the card spans the page; two once it shares a row (from md), so "Categories" fits. */}
      <SimpleGrid cols={{ base: 2, xs: 3, md: 2 }} spacing="xs">
        {links.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="default"
            justify="flex-start"
            leftSection={link.icon}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py={8}
          >
            {link.label}
          </Button>
        ))}
      </SimpleGrid>
    </Card>
  );
}

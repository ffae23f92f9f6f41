import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconChevronRight, IconStar, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountOverview } from '@shared/schemas/profile';
import { paths } from '@/lib/paths';
import classes from './overview.module.css';

/** `summary` undefined: its count is still loading. */
type SectionProps = { to: string; icon: ReactNode; title: string; summary: string | undefined; extra?: ReactNode };

function Section({ to, icon, title, summary, extra }: SectionProps) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg" className={classes.section}>
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        {summary === undefined ? (
          <Skeleton height={12} width={120} my={4} />
        ) : (
          <Group gap={8} wrap="wrap">
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
            {extra}
          </Group>
        )}
      </Stack>
      <IconChevronRight size={18} className={classes.chevron} aria-hidden />
    </Card>
  );
}

const iconProps = { size: 22, stroke: 1.6 };

/** One link per section of the account, each with how much is in it; open incidents stand out. */
export function SectionLinks({ overview }: { overview: AccountOverview | undefined }) {
  const { t } = useTranslation('account');
  const count = (value: number | undefined, key: 'rentals' | 'incidents' | 'reviews') =>
    value === undefined
      ? undefined
      : value === 0
        ? t(`overview.${key}.none`)
        : t(`overview.${key}.count`, { count: value });
  const open = overview?.openIncidents ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="nav" aria-label={t('overview.sections')}>
      <Section
        to={paths.account.profile.getHref()}
        icon={<IconUserCircle {...iconProps} />}
        title={t('overview.profile.title')}
        summary={t('overview.profile.summary')}
      />
      <Section
        to={paths.account.rentalRequests.getHref()}
        icon={<IconCalendarEvent {...iconProps} />}
        title={t('overview.rentals.title')}
        summary={count(overview?.rentals, 'rentals')}
      />
      <Section
        to={paths.account.incidents.getHref()}
        icon={<IconAlertTriangle {...iconProps} />}
        title={t('overview.incidents.title')}
        summary={count(overview?.incidents, 'incidents')}
        extra={
          open > 0 && (
            <Badge color="orange" variant="light" size="sm">
              {t('overview.incidents.open', { count: open })}
            </Badge>
          )
        }
      />
      <Section
        to={paths.account.reviews.getHref()}
        icon={<IconStar {...iconProps} />}
        title={t('overview.reviews.title')}
        summary={count(overview?.reviews, 'reviews')}
      />
    </SimpleGrid>
  );
}

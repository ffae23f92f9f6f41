import { Badge, Group, Stack, Title } from '@mantine/core';
import { IconPackageExport, IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '@shared/schemas/admin-overview';
import { paths } from '@/lib/paths';
import { EmptyLine, MoreLink, OverviewCard } from './overview-card';
import { RentalList } from './rental-row';

type Kind = 'handOut' | 'takeBack';
const days = ['today', 'tomorrow'] as const;

/** "Hand out" (rentals starting) or "Take back" (rentals ending), today and tomorrow, with the units' serial numbers. */
export function DayRentalsCard({ kind, lists }: { kind: Kind; lists: AdminOverview['handOut'] }) {
  const { t } = useTranslation('dashboard-home');
  const id = `home-${kind}`;
  return (
    <OverviewCard
      id={id}
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      icon={kind === 'handOut' ? <IconPackageExport size={20} /> : <IconPackageImport size={20} />}
      color={kind === 'handOut' ? 'teal' : 'blue'}
    >
      {days.map((day) => {
        const list = lists[day];
        return (
          <Stack key={day} gap="xs" component="section" aria-labelledby={`${id}-${day}`}>
            <Group gap="xs">
              <Title
                order={3}
                fz="sm"
                tt="uppercase"
                c="dimmed"
                id={`${id}-${day}`}
                style={{ letterSpacing: '0.04em' }}
              >
                {t(day)}
              </Title>
              {list.total > 0 && (
                <Badge size="sm" variant="default">
                  {t(`${kind}.count`, { count: list.total })}
                </Badge>
              )}
            </Group>
            <RentalList rentals={list.items} empty={<EmptyLine>{t(`${kind}.none.${day}`)}</EmptyLine>} />
            <MoreLink hidden={list.total - list.items.length} to={paths.dashboard.rentalRequests.getHref()} />
          </Stack>
        );
      })}
    </OverviewCard>
  );
}

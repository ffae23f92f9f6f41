import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation, IconPackageExport, IconPackageImport } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/money';
import type { Rental } from '@shared/schemas/rental';
import { handOverColor, handOverOf, type HandOverBadge } from '../lib/hand-over';
import classes from './rentals.module.css';
import { useLanguage } from '@/i18n/use-language';

const icons: Record<HandOverBadge['kind'], typeof IconPackageExport> = {
  handedOver: IconPackageExport,
  handedOverPart: IconPackageExport,
  returned: IconPackageImport,
  returnedPart: IconPackageImport,
  missing: IconAlertTriangle,
  overdue: IconClockExclamation,
};

function badgeText(t: TFunction<'rentals'>, badge: HandOverBadge): string {
  switch (badge.kind) {
    case 'handedOver':
      return t('handOver.handedOver');
    case 'returned':
      return t('handOver.returned');
    case 'handedOverPart':
      return t('handOver.handedOverPart', { done: badge.done, of: badge.of });
    case 'returnedPart':
      return t('handOver.returnedPart', { done: badge.done, of: badge.of });
    case 'missing':
      return t('handOver.missing', { count: badge.count });
    case 'overdue':
      return t('handOver.overdue', { count: badge.count });
  }
}

type Props = {
  rental: Pick<Rental, 'items' | 'overdue' | 'daysLate' | 'lateFee'>;
  /** Where the badges line up: at the end of a right-aligned status cell, or at the start. */
  align?: 'start' | 'end';
  /** Whether the late fee shows under the badges (the details panel shows it on its own). */
  withFee?: boolean;
};

/**
 * Where a rental stands at the hand-over desk, beside the spec's status badge: handed over (or
 * how many of its units), returned, missing units, overdue by so many days, and the late fee so
 * far. Nothing before a unit is handed over.
 */
export function HandOverBadges({ rental, align = 'start', withFee = true }: Props) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const { badges, lateFee } = handOverOf(rental);
  if (badges.length === 0 && !lateFee) return null;
  const amount = lateFee ? formatEuros(lateFee.cents, language) : '';
  return (
    <Stack gap={4} align={align === 'end' ? 'flex-end' : 'flex-start'} data-testid="hand-over">
      {badges.length > 0 && (
        <Group gap={6} justify={align === 'end' ? 'flex-end' : 'flex-start'}>
          {badges.map((badge) => {
            const Icon = icons[badge.kind];
            return (
              <Badge
                key={badge.kind}
                color={handOverColor[badge.kind]}
                variant="light"
                className={classes.badge}
                leftSection={<Icon size={12} stroke={2.2} aria-hidden />}
                data-kind={badge.kind}
              >
                {badgeText(t, badge)}
              </Badge>
            );
          })}
        </Group>
      )}
      {withFee && lateFee && (
        <Text size="xs" c={lateFee.growing ? 'red' : 'dimmed'} fw={lateFee.growing ? 600 : undefined} ta={align}>
          {t(lateFee.growing ? 'handOver.lateFeeSoFar' : 'handOver.lateFee', { amount })}
        </Text>
      )}
    </Stack>
  );
}

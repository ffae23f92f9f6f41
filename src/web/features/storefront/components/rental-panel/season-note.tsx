import { Group, Text } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type DateRange } from '@shared/calendar-date';
import { seasonOn } from '@shared/seasons';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { useLanguage } from '@/i18n/use-language';

/** "+20 %", "−15 %": a season's percentage with its sign (a true minus), never broken across lines. */
const signedPercent = (percent: number) => `${percent > 0 ? '+' : '−'}${Math.abs(percent)}\u00a0%`;

/**
 * Under the total, when the picked range starts in one of the shop's seasons: which season, how
 * much it moves prices and for which first days, so the daily price above can be checked (a
 * rental is priced by the season of its first day: shared/seasons.ts).
 */
export function SeasonNote({ range }: { range: DateRange | null }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const rules = useOpeningRules();
  const season = range && seasonOn(range.dateFrom, rules.seasons);
  if (!season) return null;
  const change = signedPercent(season.percent);
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-testid="season-note">
      <IconCalendarDollar size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {season.from === season.to
          ? t('rental.seasonOneDay', { name: season.name, change, day: formatCalendarDate(season.from, language) })
          : t('rental.season', {
              name: season.name,
              change,
              from: formatCalendarDate(season.from, language),
              to: formatCalendarDate(season.to, language),
            })}
      </Text>
    </Group>
  );
}

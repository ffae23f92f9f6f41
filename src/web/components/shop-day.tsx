import { Text, type TextProps } from '@mantine/core';
import { formatShopDay } from '@/lib/shop-calendar';
import { useLanguage } from '@/i18n/use-language';

/** The day of an instant (a `createdAt`) on the shop's calendar, in the chosen language, as a <time>. */
export function ShopDay({ instant, ...props }: { instant: string } & TextProps) {
  const language = useLanguage();
  return (
    <Text component="time" dateTime={instant} {...props}>
      {formatShopDay(instant, language)}
    </Text>
  );
}

import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '@shared/languages';
import { formatShopDay } from '@/lib/shop-calendar';

/** The day of an instant (a `createdAt`) on the shop's calendar, in the chosen language, as a <time>. */
export function ShopDay({ instant, ...props }: { instant: string } & TextProps) {
  const { i18n } = useTranslation();
  return (
    <Text component="time" dateTime={instant} {...props}>
      {formatShopDay(instant, asLanguage(i18n.resolvedLanguage))}
    </Text>
  );
}

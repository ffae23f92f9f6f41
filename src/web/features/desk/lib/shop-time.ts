import type { Language } from '@shared/languages';
import { formatShopDay, shopTimeZone } from '@/lib/shop-calendar';

/**
 * When a unit left or came back, on the shop's clock: the site's date, then the time ("3 May
 * 2030, 09:05"), the same for every reader wherever they are.
 */
export function formatShopDayTime(instant: string, language: Language, timeZone: string = shopTimeZone()): string {
  const time = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
  return `${formatShopDay(instant, language, timeZone)}, ${time}`;
}

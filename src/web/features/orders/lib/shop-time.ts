import type { Language } from '@shared/languages';
import { shopTimeZone } from '@/lib/shop-calendar';

/**
 * An instant on the shop's clock, with its zone named ("3 May, 14:35 CEST"): a payment's hold
 * ends at the same moment for everyone, and the shop's zone is the one its opening hours use.
 */
export function formatShopTime(instant: string, language: Language, timeZone: string = shopTimeZone()): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));
}

import { useMemo } from 'react';
import { useLanguage } from '@/i18n/use-language';

/** Formats a decimal euro string ("39.90") the way the current language writes money. */
export function useFormatPrice() {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    return (amount: string | number) => format.format(Number(amount));
  }, [language]);
}

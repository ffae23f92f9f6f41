import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a decimal euro string ("39.90") the way the current language writes money. */
export function useFormatPrice() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    return (amount: string | number) => format.format(Number(amount));
  }, [language]);
}

import { useTranslation } from 'react-i18next';
import { asLanguage, type Language } from '@shared/languages';

/**
 * The language the screen is shown in (one of the shop's three), for the money, dates and names
 * it formats. It changes, and the screen draws again, when the visitor picks another language.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage);
}

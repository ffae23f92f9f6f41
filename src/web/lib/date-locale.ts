/** SPEC section 9: dates read day, long month, year. Plain `en` puts the month first (en-US), so English uses en-GB. */
export function dateLocale(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}

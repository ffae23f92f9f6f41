import { isLanguage, type Language } from '../../shared/languages';

/**
 * The shop language a request asks for: the first of its Accept-Language tags that the shop
 * speaks. The web app sends the language the visitor chose on the site (lib/api-client.ts),
 * so a mail asked for while logged out comes in the language of the visit.
 */
export function requestLanguage(acceptLanguage: string | null | undefined): Language | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

import type { TFunction } from 'i18next';
import type { Scan } from '@shared/schemas/hand-over';
import deskTexts from '@/i18n/locales/en/desk.json';
import errorTexts from '@/i18n/locales/en/errors.json';
import { ApiError } from '@/lib/api-client';
import { errorText, submitErrorText } from '@/lib/error-text';

/** A refusal of the hand-over routes the desk words itself: a key of `refusals`. */
type DeskRefusal = keyof (typeof deskTexts)['refusals'];

const isDeskRefusal = (code: string): code is DeskRefusal => Object.hasOwn(deskTexts.refusals, code);

/** The desk's own text for a refusal's `code`, naming `serial`; null when it has none, or it names a unit and none is known. */
function deskText(t: TFunction<'desk'>, code: string, serial: string | null): string | null {
  if (!isDeskRefusal(code)) return null;
  // A text naming a unit whose serial is not known (not among the scanned ones): the server's names it.
  const named = deskTexts.refusals[code].includes('{{serial}}');
  return !named || serial !== null ? t(`refusals.${code}`, { serial: serial ?? '' }) : null;
}

/**
 * What the desk says about a refused hand-over, in the person's language: its own text for the
 * server's code (with the serial it is about), the shop-wide text for a code it knows, else the
 * server's sentence, which names the unit and the reason (a refusal the web has no words for yet
 * is better read than hidden behind "an unknown error").
 */
export function refusalText(t: TFunction<'desk'>, error: unknown, serial: string | null): string {
  if (!(error instanceof ApiError)) return submitErrorText(t, error);
  const own = deskText(t, error.code, serial);
  if (own !== null) return own;
  if (error.status !== 409 && error.status !== 404) return submitErrorText(t, error);
  return Object.hasOwn(errorTexts.codes, error.code) ? errorText(t, error) : error.message;
}

/**
 * A serial refused as it was scanned (GET /api/admin/desk/rentals/{id}/scan), in the words the
 * same refusal has when the hand-over itself refuses it: naming the unit as the shop writes its
 * serial, or as it was typed when no unit has it.
 */
export function scanRefusalText(t: TFunction<'desk'>, scan: Scan): string {
  const code = scan.code ?? '';
  return deskText(t, code, scan.unit?.serialNumber ?? scan.serial) ?? scan.message ?? code;
}

import type { TFunction } from 'i18next';
import deskTexts from '@/i18n/locales/en/desk.json';
import errorTexts from '@/i18n/locales/en/errors.json';
import { ApiError } from '@/lib/api-client';
import { errorText, submitErrorText } from '@/lib/error-text';

/** A refusal of the hand-over routes the desk words itself: a key of `refusals`. */
type DeskRefusal = keyof (typeof deskTexts)['refusals'];

const isDeskRefusal = (code: string): code is DeskRefusal => Object.hasOwn(deskTexts.refusals, code);

/**
 * What the desk says about a refused hand-over, in the person's language: its own text for the
 * server's code (with the serial it is about), the shop-wide text for a code it knows, else the
 * server's sentence, which names the unit and the reason (a refusal the web has no words for yet
 * is better read than hidden behind "an unknown error").
 */
export function refusalText(t: TFunction<'desk'>, error: unknown, serial: string | null): string {
  if (!(error instanceof ApiError)) return submitErrorText(t, error);
  if (isDeskRefusal(error.code)) {
    // A text naming a unit whose serial was not found among the scanned ones: the server's names it.
    const named = deskTexts.refusals[error.code].includes('{{serial}}');
    if (!named || serial !== null) return t(`refusals.${error.code}`, { serial: serial ?? '' });
  }
  if (error.status !== 409 && error.status !== 404) return submitErrorText(t, error);
  return Object.hasOwn(errorTexts.codes, error.code) ? errorText(t, error) : error.message;
}

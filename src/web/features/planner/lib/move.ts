import type { i18n as I18n, TFunction } from 'i18next';
import type { IsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { ApiError } from '@/lib/api-client';
import { errorText, submitErrorText } from '@/lib/error-text';
import type { RentalMove } from '../api/use-move-rental';
import { rangeText } from './dates';
import type { OpenedRental, PlannerUnit } from './layout';

/** Codes whose shop text says less than the server's own message about this move. */
const VAGUE_CODES = new Set(['BAD_REQUEST', 'VALIDATION_ERROR', 'CONFLICT', 'NOT_FOUND']);

/**
 * Why a move was refused: the shop's own text for a code it knows (in the screen's language),
 * else, for a refusal (409, 400), the server's message, which says which unit or day stood in
 * the way; anything else reads "Error submitting: …".
 */
export function moveErrorText(
  t: TFunction<'planner'>,
  i18n: I18n,
  error: unknown,
  values?: Record<string, number>,
): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    if (!VAGUE_CODES.has(error.code) && i18n.exists(`errors:codes.${error.code}`)) return errorText(t, error, values);
    if (error.message) return error.message;
  }
  return submitErrorText(t, error);
}

/** What a move sends: the days, and the unit swapped only when another was chosen. */
export function moveBody(opened: OpenedRental, dateFrom: IsoDate, dateTo: IsoDate, toUnitId: number): RentalMove {
  return toUnitId === opened.unit.id
    ? { dateFrom, dateTo }
    : { dateFrom, dateTo, itemId: toUnitId, replacesItemId: opened.unit.id };
}

/** "R-2030-0012 moved to 3 March – 5 March 2030 (on CAM-2)." */
export function movedText(
  t: TFunction<'planner'>,
  language: Language,
  opened: OpenedRental,
  dateFrom: IsoDate,
  dateTo: IsoDate,
  toUnit: PlannerUnit,
) {
  const values = { reference: opened.bar.orderReference ?? '', range: rangeText(dateFrom, dateTo, language) };
  return toUnit.id === opened.unit.id
    ? t('move.done', values)
    : t('move.doneUnit', { ...values, serial: toUnit.serialNumber });
}

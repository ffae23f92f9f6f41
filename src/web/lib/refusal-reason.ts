import type { Namespace, TFunction } from 'i18next';
import { type RefusalDetail, type RefusalReason, refusalReasons } from '@shared/refusal-reasons';

/*
 * Why the server refused units or days (issue 48): the customer's own other rental, the
 * product's buffer days, a closed day, or no unit at all, read from a refusal's `reason` and
 * `bufferDays` (an error's body, an order's refused line, a quote's refusal).
 */

type AnyT = TFunction<Namespace>;

const isReason = (value: unknown): value is RefusalReason =>
  typeof value === 'string' && (refusalReasons as readonly string[]).includes(value);

/** The reason a refusal gives, or null when it gives none. */
export function reasonOf(source: unknown): RefusalDetail | null {
  if (typeof source !== 'object' || source === null) return null;
  const { reason, bufferDays } = source as Record<string, unknown>;
  if (!isReason(reason)) return null;
  return typeof bufferDays === 'number' ? { reason, bufferDays } : { reason };
}

/**
 * What a refusal's reason adds after the spec's text, in the person's language: the customer's
 * own other rental (`staff`: the customer's, said to the shop) or the product's buffer days;
 * nothing for no unit (the spec's "Not enough stock!" says it) or a closed day (its code does).
 */
export function reasonSentence(t: AnyT, detail: RefusalDetail | null, staff = false): string | null {
  if (detail?.reason === 'own_rental') return t(staff ? 'errors:reasons.ownRentalStaff' : 'errors:reasons.ownRental');
  if (detail?.reason === 'buffer') return t('errors:reasons.buffer', { count: detail.bufferDays ?? 0 });
  return null;
}

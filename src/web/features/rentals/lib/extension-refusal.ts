import type { TFunction } from 'i18next';
import { type ExtensionRefusalCode, extensionRefusalCodes } from '@shared/rental-extension';
import { reasonOf } from '@/lib/refusal-reason';

/** Whether a server code is one of an extension's refusals (the account has a text for each). */
export const isExtensionRefusal = (code: string): code is ExtensionRefusalCode =>
  (extensionRefusalCodes as readonly string[]).includes(code);

/**
 * Why the rental cannot be extended, in the customer's language: for its units, what the server
 * says holds them (issue 48): the customer's own other rental, the product's buffer days, or
 * someone else; a closed last day says so by its code.
 */
export function extensionRefusalText(
  t: TFunction<'rentals'>,
  refusal: { code: ExtensionRefusalCode; reason?: unknown; bufferDays?: unknown },
) {
  const why = refusal.code === 'UNIT_NOT_FREE' ? reasonOf(refusal) : null;
  if (why?.reason === 'own_rental') return t('extend.reasons.ownRental');
  if (why?.reason === 'buffer') return t('extend.reasons.buffer', { count: why.bufferDays ?? 0 });
  return t(`extend.refusal.${refusal.code}`);
}

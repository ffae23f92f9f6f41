import type { TFunction } from 'i18next';
import { formatEuros, toCents } from '@shared/money';
import type { RefusalDetail } from '@shared/refusal-reasons';
import { toast } from '@/components/toast';
import { reasonSentence } from '@/lib/refusal-reason';
import { lineKey } from './cart-store';
import { lineNotes, type LineNote } from './line-notes';
import type { LineChange } from './order-refusal';

type CartT = TFunction<'cart'>;

/**
 * The spec's text of missing stock (`spec`), with the server's reason after it (issue 48): the
 * customer's own other rental after "Not enough stock!", the product's buffer days after the
 * words for units kept back (`free`): the spec's words are not for a buffer.
 */
function explained(t: CartT, why: RefusalDetail | undefined, spec: string, free: () => string) {
  const sentence = reasonSentence(t, why ?? null);
  if (!sentence) return spec;
  return `${why?.reason === 'buffer' ? free() : spec} ${sentence}`;
}

/** What changed on the line, said on the line itself (no product name: the line shows it). */
export function changeText(t: CartT, change: LineChange, language: string, reason = ''): string {
  switch (change.kind) {
    case 'cut':
      return explained(t, change.why, t('change.cut', { count: change.quantity }), () =>
        t('change.free.cut', { count: change.quantity }),
      );
    case 'removed':
      return explained(t, change.why, t('change.removed'), () => t('change.free.removed'));
    case 'repriced':
      return t('change.repriced', { price: formatEuros(toCents(change.dailyPrice), language) });
    case 'priceChanged':
      return t('change.priceChanged', {
        price: formatEuros(toCents(change.dailyPrice), language),
        was: formatEuros(toCents(change.was), language),
      });
    case 'noStock':
      return explained(t, change.why, t('change.noStock'), () => t('change.free.noStock'));
    case 'refused':
      return reason;
  }
}

/**
 * Says what changed: a note on each line still in the cart, and one toast per line prefixed
 * with its product (SPEC: "<product>: Not enough stock!"). Two lines of one product whose
 * changes read the same give one toast, not two identical ones.
 */
export function announceChanges(t: CartT, changes: LineChange[], language: string, reasons?: Map<LineChange, string>) {
  const toasts = new Set<string>();
  const notes: [string, LineNote][] = [];
  for (const change of changes) {
    const text = changeText(t, change, language, reasons?.get(change));
    const tone =
      change.kind === 'repriced' || change.kind === 'priceChanged'
        ? 'info'
        : change.kind === 'cut'
          ? 'warning'
          : 'error';
    if (change.kind !== 'removed') notes.push([lineKey(change.line), { tone, text }]);
    toasts.add(t('lineChange', { name: change.line.product.name, change: text }));
  }
  lineNotes.set(notes);
  for (const text of toasts) toast.warning(text);
}

import type { TFunction } from 'i18next';
import type { Language } from '@shared/languages';
import type { PlannerBar } from '@shared/schemas/planner';
import { rangeText } from './dates';

type T = TFunction<'planner'>;

/** The words on a bar, as short as its place allows: who and which order for a booking, else what it is. */
export function barLabel(t: T, bar: PlannerBar): string {
  switch (bar.kind) {
    case 'rental':
    case 'hold':
      return [bar.customer, bar.orderReference].filter(Boolean).join(' · ') || t(`kinds.${bar.kind}`);
    case 'overdue':
      return bar.customer ? `${t('kinds.overdue')} · ${bar.customer}` : t('kinds.overdue');
    default:
      return t(`kinds.${bar.kind}`);
  }
}

/**
 * The whole story of a bar, for its tooltip and for the cells it covers as a screen reader reads
 * them: "Rental: Carla Customer, R-2030-0012, 3 March 2030 – 5 March 2030, handed over".
 */
export function describeBar(t: T, bar: PlannerBar, language: Language): string {
  const range = rangeText(bar.dateFrom, bar.dateTo, language);
  const who = [bar.customer, bar.orderReference].filter(Boolean);
  const parts = [...who, range, ...(bar.handedOver ? [t('bar.handedOver')] : [])];
  return `${t(`kinds.${bar.kind}`)}: ${parts.join(', ')}`;
}

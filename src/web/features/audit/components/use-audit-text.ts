import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, parseIsoDate } from '@shared/calendar-date';
import type { AuditEntry } from '@shared/schemas/audit';
import { useFormatPrice } from '@/components/use-format-price';
import { formatShopDateTime } from '@/lib/shop-calendar';
import { isEnumValue, isFieldName, isIncidentType, isTokenScope, namedByLabel } from '../lib/audit-record';
import { useLanguage } from '@/i18n/use-language';

/** Fields holding an amount in euros ("12.50"), shown as a price. */
const moneyFields = new Set([
  'dailyPrice',
  'total',
  'deposit',
  'amount',
  'lateFee',
  'lateFeeDue',
  'balanceDue',
  'fixed',
]);
/** Fields holding a moment (an ISO timestamp), shown on the shop's clock. */
const timeFields = new Set(['expiresAt', 'renewedAt']);

/** A closed day's kind and the shop's choice, as the audit log reads them (rental_closed_days). */
const closedDayTexts: Record<string, `values.closedDay.${'pickUpKept' | 'pickUpTold' | 'returnKept' | 'returnTold'}`> =
  {
    'pick-up keep': 'values.closedDay.pickUpKept',
    'pick-up notify': 'values.closedDay.pickUpTold',
    'return keep': 'values.closedDay.returnKept',
    'return notify': 'values.closedDay.returnTold',
  };

/** The words of the audit log in the chosen language: what happened, to what, when, and each value. */
export function useAuditText() {
  const { t } = useTranslation('audit');
  const language = useLanguage();
  const formatPrice = useFormatPrice();

  const what = useCallback(
    (entry: Pick<AuditEntry, 'action' | 'entity'>) =>
      t(`action.${entry.action}`, { entity: t(`entity.${entry.entity}`), of: t(`ofEntity.${entry.entity}`) }),
    [t],
  );

  /** "Canon R5", or "Rental #12" where a number names the record. */
  const recordName = useCallback(
    (entry: Pick<AuditEntry, 'entity' | 'entityId' | 'label'>) =>
      namedByLabel(entry.entity) && entry.label ? entry.label : t(`record.${entry.entity}`, { id: entry.entityId }),
    [t],
  );

  /**
   * "Daily price"; a language's text of a field (`translations.es.name`) reads "Name (ES)"; a
   * setting without a label of its own reads as its section (`deposits.enabled`: "Deposits").
   */
  const fieldLabel = useCallback(
    (field: string) => {
      const parts = field.split('.');
      const last = parts.at(-1)!;
      // A section's on/off switch reads as the section (a webhook's own `enabled` reads "On").
      const ownLabel = isFieldName(last) && !(last === 'enabled' && parts.length > 1);
      if (!ownLabel) return isFieldName(parts[0]!) ? t(`fields.${parts[0]!}`) : field;
      const languages = parts.slice(0, -1).filter((part) => /^[a-z]{2}$/.test(part));
      const label = t(`fields.${last}`);
      return languages.length > 0 ? `${label} (${languages.join(', ').toUpperCase()})` : label;
    },
    [t],
  );

  const value = useCallback(
    (field: string, raw: unknown, side: 'before' | 'after'): string => {
      // A rotation keeps only when it happened, never the secret: the old one gave way to a new one.
      if (field === 'secretRotatedAt') return t(raw ? 'values.newSecret' : 'values.oldSecret');
      if (field === 'expiresAt' && raw === null) return t('values.never');
      if (raw === null || raw === undefined) return t('values.none');
      if (raw === '') return t('values.empty');
      if (field === 'imageUrl') return t(side === 'before' ? 'values.oldPicture' : 'values.newPicture');
      // A setting's field is named by its path (`lateFees.fixed`): the money is in its last part.
      if (moneyFields.has(field.split('.').at(-1)!) && typeof raw === 'string') return formatPrice(raw);
      if (isEnumValue(raw) || isIncidentType(field, raw) || isTokenScope(field, raw)) return t(`values.${raw}`);
      if (timeFields.has(field) && typeof raw === 'string') return formatShopDateTime(raw, language);
      if (typeof raw === 'boolean') return t(raw ? 'values.on' : 'values.off');
      const date = typeof raw === 'string' ? parseIsoDate(raw) : null;
      if (date) return formatCalendarDate(date, language);
      // A rental's pick-up or return on a day the shop closed, and what the shop chose (issue 48).
      if (field === 'closedDays' && Array.isArray(raw)) {
        if (raw.length === 0) return t('values.none');
        return raw
          .map((day: { date?: unknown; kind?: unknown; choice?: unknown }) => {
            const shown = typeof day.date === 'string' ? parseIsoDate(day.date) : null;
            const said = closedDayTexts[`${String(day.kind)} ${String(day.choice)}`];
            return `${shown ? formatCalendarDate(shown, language) : String(day.date)}: ${said ? t(said) : String(day.kind)}`;
          })
          .join(', ');
      }
      if (Array.isArray(raw)) {
        return raw
          .map((unit) =>
            unit && typeof unit === 'object' && 'serialNumber' in unit
              ? String(unit.serialNumber)
              : isEnumValue(unit)
                ? t(`values.${unit}`)
                : String(unit),
          )
          .join(', ');
      }
      return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
    },
    [t, formatPrice, language],
  );

  return { t, what, recordName, fieldLabel, value, when: (at: string) => formatShopDateTime(at, language) };
}

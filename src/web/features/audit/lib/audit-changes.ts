import type { AuditEntry } from '@shared/schemas/audit';

/** One line of an entry's changes: a field and its value before and after (null: none). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/**
 * The fields a person reads, per kind of record, in the order shown. Others in the snapshot (ids,
 * counts, the card-size picture) follow from these or say nothing to a reader.
 */
export const mainFields: Record<AuditEntry['entity'], string[]> = {
  category: ['name', 'description', 'parentName'],
  product: ['name', 'dailyPrice', 'deposit', 'brand', 'model', 'categoryName', 'description', 'imageUrl'],
  item: ['serialNumber', 'productName', 'status'],
  rental: ['productName', 'userName', 'dateFrom', 'dateTo', 'items', 'total'],
  incident: ['status', 'type', 'description', 'productName', 'userName'],
  review: ['productName', 'authorName', 'rating', 'comments'],
  order: ['reference', 'userName', 'kind', 'amount', 'channel', 'reason'],
  // Named by their paths: a settings snapshot is nested, and the database's JSON keeps its keys in no reading order.
  settings: [
    'payments.methods',
    'cancellation.fullRefundDaysBefore',
    'cancellation.lateRefundPercent',
    'deposits.enabled',
  ],
  // Never a secret, a token or its hash: the server keeps none of them in the log.
  webhook: ['url', 'events', 'enabled', 'disabledReason', 'secretRotatedAt'],
  'api-token': ['name', 'scope', 'expiresAt', 'hint', 'ownerName'],
  'calendar-feed': ['renewedAt'],
  'price-template': ['name', 'tiers'],
  staff: ['name', 'email', 'role'],
  coupon: [
    'code',
    'percentOff',
    'amountOff',
    'validFrom',
    'validTo',
    'maxUses',
    'maxUsesPerCustomer',
    'minDays',
    'active',
  ],
};

/** Never shown: they are derived, internal, or repeat a field shown. */
const hidden =
  /(^id$|Id$|Count$|^hasRentals$|^cardImageUrl$|^createdAt$|ImageUrl$|^userEmail$|^reviewStatus$|^incident$)/;

type Snapshot = Record<string, unknown> | null;

/** A nested object (a language's texts) becomes `translations.es.name`-style fields. */
function flatten(snapshot: Snapshot, prefix = ''): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(fields, flatten(value as Record<string, unknown>, field));
    } else {
      fields[field] = value;
    }
  }
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an entry changed: for an edit (or a status or picture change) only the fields whose value
 * differs, known fields first; for a creation or deletion the record's main fields as it was made
 * or as it went.
 */
export function auditChanges(entry: Pick<AuditEntry, 'entity' | 'before' | 'after'>): FieldChange[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const main = mainFields[entry.entity];
  if (entry.before === null || entry.after === null) {
    const record = entry.after === null ? before : after;
    return main
      .filter((field) => field in record && !same(record[field], '') && record[field] !== null)
      .map((field) => ({
        field,
        before: entry.after === null ? record[field] : null,
        after: entry.after === null ? null : record[field],
      }));
  }
  const rank = (field: string) => (main.includes(field) ? main.indexOf(field) : main.length);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !hidden.test(field.split('.').at(-1)!) || main.includes(field))
    .filter((field) => !same(before[field], after[field]))
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

import type { AuditEntry } from '@shared/schemas/audit';
import { incidentTypes } from '@shared/schemas/incident';
import { paths } from '@/lib/paths';

/**
 * Where the record of an entry is seen: a product's shop page, a category's children, the items
 * list, the rental, incident or review by id, the coupons or price templates page, or the integrations
 * page for webhook endpoints, API tokens and the team calendar. A deletion leads nowhere: the record is gone.
 */
export function recordHref(entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId'>): string | null {
  if (entry.action === 'delete') return null;
  const { dashboard } = paths;
  switch (entry.entity) {
    case 'category':
      return dashboard.manageCatalog.categories.getHref(entry.entityId);
    case 'product':
      return paths.product.getHref(entry.entityId);
    case 'item':
      return dashboard.manageCatalog.items.getHref();
    case 'rental':
      return dashboard.rentalRequests.getHref(entry.entityId);
    case 'incident':
      return dashboard.incidents.getHref(entry.entityId);
    case 'review':
      return dashboard.reviews.getHref(entry.entityId);
    case 'order':
      return dashboard.order.getHref(entry.entityId);
    case 'webhook':
    case 'api-token':
    case 'calendar-feed':
      return dashboard.integrations.getHref();
    case 'coupon':
      return dashboard.coupons.getHref();
    case 'price-template':
      return dashboard.manageCatalog.priceTemplates.getHref();
    case 'staff':
      return dashboard.staff.getHref();
    case 'settings':
      return null;
  }
}

/**
 * The catalogue's records, webhook endpoints (their host) and API tokens go by their name;
 * rentals, incidents and reviews by their number.
 */
export const namedByLabel = (entity: AuditEntry['entity']) =>
  entity === 'category' || entity === 'product' || entity === 'item' || entity === 'webhook' || entity === 'api-token';

/** The labels audit.json has for fields, so `fields.${name}` is a typed key. */
export const fieldNames = [
  'name',
  'description',
  'parentName',
  'dailyPrice',
  'brand',
  'model',
  'categoryName',
  'imageUrl',
  'serialNumber',
  'productName',
  'status',
  'userName',
  'dateFrom',
  'dateTo',
  'items',
  'total',
  'type',
  'authorName',
  'rating',
  'comments',
  'deposit',
  'payments',
  'cancellation',
  'deposits',
  'amount',
  'reason',
  'kind',
  'channel',
  'reference',
  'fullRefundDaysBefore',
  'lateRefundPercent',
  'lateFees',
  'mode',
  'percent',
  'fixed',
  'handedOver',
  'returned',
  'damaged',
  'missing',
  'lateFee',
  'lateFeeDue',
  'lateFeeReason',
  'balanceDue',
  'payLater',
  'units',
  'photos',
  'url',
  'events',
  'enabled',
  'disabledReason',
  'secretRotatedAt',
  'scope',
  'expiresAt',
  'hint',
  'ownerName',
  'renewedAt',
  'closedDays',
] as const;
export type FieldName = (typeof fieldNames)[number];

export const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name);

/** Values audit.json translates (statuses; payment methods, kinds and channels; how a late fee is charged). */
const enumValues = [
  'Operational',
  'NonOperational',
  'Open',
  'Closed',
  'online',
  'at_pickup',
  'charge',
  'refund',
  'deposit_taken',
  'deposit_kept',
  'deposit_returned',
  'late_fee',
  'change_charge',
  'part_payment',
  'stripe',
  'cash',
  'terminal',
  'bank_transfer',
  'percent',
  'fixed',
  // Why the shop switched a webhook endpoint off (decision 096).
  'token_revoked',
  'token_owner_left_staff',
] as const;
export type EnumValue = (typeof enumValues)[number];
export const isEnumValue = (value: unknown): value is EnumValue =>
  typeof value === 'string' && (enumValues as readonly string[]).includes(value);

/** An incident's type, which audit.json translates too, as the value of a `type` field only ("Other" may be a name). */
export const isIncidentType = (field: string, value: unknown): value is (typeof incidentTypes)[number] =>
  field === 'type' && typeof value === 'string' && (incidentTypes as readonly string[]).includes(value);

/** An API token's scope, which audit.json translates, as the value of a `scope` field only. */
export const isTokenScope = (field: string, value: unknown): value is 'read' | 'read-write' =>
  field === 'scope' && (value === 'read' || value === 'read-write');

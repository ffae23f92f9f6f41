import { z } from 'zod';
import { idParamSchema, textSchema } from './input';
import { pageQuerySchema } from './paging';

/** The database's enums are made of these (src/server/audit/schema.ts). */
export const auditActions = [
  'create',
  'edit',
  'delete',
  'status',
  'swap',
  'image',
  'payment',
  'refund',
  'deposit',
  // The hand-over desk: units handed to the customer, and taken back.
  'check-out',
  'check-in',
  // The owner changed someone's staff role (decision 092).
  'role',
  // A unit's service recorded (decision 094).
  'service',
] as const;
export const auditEntities = [
  'category',
  'product',
  'item',
  'rental',
  'incident',
  'review',
  'order',
  'settings',
  // Administrators' changes to the shop's integrations.
  'webhook',
  'api-token',
  'calendar-feed',
  // Coupons staff give out, and price templates (docs/pricing.md).
  'coupon',
  'price-template',
  // The shop's staff: who has which role (the record's id is 0: the people are named in before/after).
  'staff',
] as const;
export type AuditAction = (typeof auditActions)[number];
export type AuditEntity = (typeof auditEntities)[number];

export const auditLogQuerySchema = pageQuerySchema.extend({
  entity: z.enum(auditEntities).optional(),
  /** One record's history (with `entity`). */
  entityId: idParamSchema.optional(),
  actorId: textSchema(100).optional(),
  action: z.enum(auditActions).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** A record as the admin API answered it at the time; its fields depend on `entity`. */
const snapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** `id` is null once the account is deleted; the name is the one it had at the time. */
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.enum(auditActions),
  entity: z.enum(auditEntities),
  entityId: z.number().int(),
  /** A human name for the record: a name, a serial number, or what and whose for a rental. */
  label: z.string().nullable(),
  /** Null for a creation. */
  before: snapshotSchema,
  /** Null for a deletion. */
  after: snapshotSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntity, AuditEntry, AuditLogQuery } from '../../shared/schemas/audit';
import type { Page } from '../../shared/schemas/paging';
import type { Database } from '../db/client';
import { idCursor, toPage } from '../db/listing';
import { auditLog } from './schema';

type Snapshot = Record<string, unknown> | null;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A webhook endpoint goes by the host it posts to: its path may be long, or a secret of the receiver's. */
function hostOf(value: unknown): string | null {
  const url = text(value);
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * The record's human name, from its newest snapshot: a name, a serial number, or for a rental,
 * incident or review the product and the customer (their numbers the page shows beside it), a
 * webhook endpoint's host, an API token's name, a coupon's code.
 */
export function auditLabel(entity: AuditEntity, snapshot: Snapshot): string | null {
  if (!snapshot) return null;
  switch (entity) {
    case 'category':
    case 'product':
      return text(snapshot.name);
    case 'item':
      return text(snapshot.serialNumber);
    case 'rental':
    case 'incident':
      return [text(snapshot.productName), text(snapshot.userName)].filter(Boolean).join(', ') || null;
    case 'review':
      return [text(snapshot.productName), text(snapshot.authorName)].filter(Boolean).join(', ') || null;
    case 'order':
      return [text(snapshot.reference), text(snapshot.userName)].filter(Boolean).join(', ') || null;
    case 'webhook':
      return hostOf(snapshot.url);
    case 'api-token':
      return text(snapshot.name);
    case 'coupon':
      return text(snapshot.code);
    case 'price-template':
      return text(snapshot.name);
    case 'staff':
      return [text(snapshot.name), text(snapshot.email)].filter(Boolean).join(', ') || null;
    case 'settings':
    case 'calendar-feed':
      return null;
  }
}

export function createAuditService(db: Database) {
  return {
    /** Newest first, by id: one record's history reads its (entity, entity_id, id DESC) index. */
    async listPage(query: AuditLogQuery): Promise<Page<AuditEntry>> {
      const after = idCursor(query.after);
      const filters: (SQL | undefined)[] = [
        after === undefined ? undefined : lt(auditLog.id, after),
        query.entity === undefined ? undefined : eq(auditLog.entity, query.entity),
        query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
        query.actorId === undefined ? undefined : eq(auditLog.actorId, query.actorId),
        query.action === undefined ? undefined : eq(auditLog.action, query.action),
      ];
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...filters))
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
      const entries = rows.map((row): AuditEntry => {
        const before = row.before as Snapshot;
        const after = row.after as Snapshot;
        return {
          id: row.id,
          at: row.at.toISOString(),
          actor: { id: row.actorId, name: row.actorName },
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          label: auditLabel(row.entity, after ?? before),
          before,
          after,
        };
      });
      return toPage(entries, query.limit, (entry) => String(entry.id));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

import { auditEntities, type AuditEntity } from '@shared/schemas/audit';
import { idParamSchema } from '@shared/schemas/input';

/** The log narrowed to one kind of record, or to one record (both in the address). */
export type AuditFilters = { entity: AuditEntity | null; entityId: number | null };

/** A kind the log does not have, or an id that can name no record, counts as none. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const entity = auditEntities.find((known) => known === params.get('entity')) ?? null;
  const id = idParamSchema.safeParse(params.get('entityId') ?? '');
  return { entity, entityId: entity !== null && id.success ? id.data : null };
}

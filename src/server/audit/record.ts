import type { Executor } from '../db/client';
import { auditAction, auditEntity, auditLog } from './schema';

export type AuditAction = (typeof auditAction.enumValues)[number];
export type AuditEntity = (typeof auditEntity.enumValues)[number];

/** Who did it: the account, and its name at the time (kept if the account goes). */
export type Actor = { id: string; name: string };

/** Any signed-in user (auth/access.ts SessionUser): audit/ sits below auth/, so it names only what it keeps. */
export function actorOf(user: { id: string; name: string }): Actor {
  return { id: user.id, name: user.name };
}

/** What Stripe did on its own (a refund in its dashboard, a dispute): no account of the shop's. */
export const STRIPE_ACTOR = { id: null, name: 'Stripe' } as const;

/** What the shop's own jobs did (a unit given in place of one still out): no person's account. */
export const SHOP_ACTOR = { id: null, name: 'Framehire (automatic)' } as const;

export type AuditEntry = {
  actor: Actor | typeof STRIPE_ACTOR | typeof SHOP_ACTOR;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  /** The record as it was; omitted for a creation. */
  before?: unknown;
  /** The record as it is now; omitted for a deletion. */
  after?: unknown;
};

/**
 * Writes one administrator action. Call it inside the transaction that makes the change: if the
 * change rolls back, so does its entry, and a committed change always has one.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

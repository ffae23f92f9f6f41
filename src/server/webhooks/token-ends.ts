import { eq, inArray } from 'drizzle-orm';
import type { WebhookDisabledReason } from '../../shared/schemas/webhooks';
import { type Actor, recordAudit } from '../audit';
import type { Executor } from '../db/client';
import { auditSnapshot } from './endpoint-rows';
import { webhookEndpoints } from './schema';

/*
 * An endpoint an API token set up (made it, or last changed its URL, events or secret) ends with
 * that token (decision 096): when the token is revoked, or its owner stops being staff, the
 * endpoints it set up are switched off in the same transaction, with the reason the dashboard
 * shows; staff switch them on again once they have checked where they send. A leaked token
 * revoked must not leave behind an endpoint that keeps sending the shop's events to whoever held it.
 */

/** Switches off every endpoint one of `tokenIds` set up, each switch audited as `actor`'s. */
export async function switchOffTokensEndpoints(
  tx: Executor,
  actor: Actor,
  tokenIds: number[],
  reason: WebhookDisabledReason,
): Promise<void> {
  if (tokenIds.length === 0) return;
  const rows = await tx
    .select()
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.tokenId, tokenIds))
    .orderBy(webhookEndpoints.id)
    .for('update');
  for (const before of rows) {
    // One already off for this reason stays as it is, and writes nothing.
    if (!before.enabled && before.disabledReason === reason) continue;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'status',
      entity: 'webhook',
      entityId: before.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after!),
    });
  }
}

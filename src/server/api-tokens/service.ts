import { desc, eq, sql } from 'drizzle-orm';
import type { ApiToken, CreatedApiToken, NewApiToken } from '../../shared/schemas/api-tokens';
import { hashApiToken, newApiToken } from './tokens';
import type { SessionUser } from '../auth/access';
import { type Actor, actorOf, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { apiTokens } from './schema';
import { user } from '../db/schema/auth';
import { NotFoundError } from '../domain-errors';

/*
 * Making, listing and revoking administrators' personal API tokens (decision 055). The secret
 * is returned once by `create` and never stored; requests with it are checked in auth/.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  lastFour: apiTokens.lastFour,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expired: sql<boolean>`coalesce(${apiTokens.expiresAt} <= now(), false)`,
  createdById: user.id,
  createdByName: user.name,
};

type Row = {
  id: number;
  name: string;
  scope: ApiToken['scope'];
  lastFour: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  expired: boolean;
  createdById: string;
  createdByName: string;
};

/**
 * What the audit log keeps of a token: its name, scope, expiry, last four characters and whose it
 * is. Never the token, its prefix or its hash (audit/integrations-audit.test.ts checks): an entry
 * outlives the token, and nothing in it may help to find or guess one.
 */
const auditSnapshot = (row: {
  name: string;
  scope: ApiToken['scope'];
  lastFour: string;
  expiresAt: Date | null;
  ownerName: string;
}) => ({
  name: row.name,
  scope: row.scope,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  hint: `…${row.lastFour}`,
  ownerName: row.ownerName,
});

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: `fh_…${row.lastFour}`,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expired: row.expired,
  createdBy: { id: row.createdById, name: row.createdByName },
});

export type ApiTokenHooks = {
  /**
   * What else ends with a revoked token, in the revocation's transaction (app/ hands in the
   * webhooks' part: endpoints it set up are switched off, decision 096). The token's row is
   * locked and still there; it goes right after.
   */
  revoked?: (tx: Executor, actor: Actor, tokenId: number) => Promise<void>;
};

export function createApiTokenService(db: Database, hooks: ApiTokenHooks = {}) {
  return {
    /** A new token of `maker`'s, acting as them; its secret is in this answer only. */
    async create(maker: SessionUser, input: NewApiToken): Promise<CreatedApiToken> {
      const token = newApiToken();
      const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null;
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(apiTokens)
          .values({
            userId: maker.id,
            name: input.name,
            scope: input.scope,
            tokenHash: hashApiToken(token),
            lastFour: token.slice(-4),
            expiresAt,
          })
          .returning({ id: apiTokens.id });
        const [found] = await tx
          .select(columns)
          .from(apiTokens)
          .innerJoin(user, eq(user.id, apiTokens.userId))
          .where(eq(apiTokens.id, made!.id));
        await recordAudit(tx, {
          actor: actorOf(maker),
          action: 'create',
          entity: 'api-token',
          entityId: found!.id,
          after: auditSnapshot({ ...found!, ownerName: found!.createdByName }),
        });
        return found!;
      });
      return { ...toApiToken(row), token };
    },

    /** Every administrator's tokens, newest first: any administrator may see and revoke them. */
    async list(): Promise<ApiToken[]> {
      const rows = await db
        .select(columns)
        .from(apiTokens)
        .innerJoin(user, eq(user.id, apiTokens.userId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
      return rows.map(toApiToken);
    },

    /**
     * Revokes it: the row goes, so the very next request with the token finds nothing (401), and
     * what hangs on it goes with it (its calendar feed, by the foreign key; its webhooks, by the hook).
     */
    async revoke(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked first: a request with the token that is still making something that names it
        // (an endpoint, a feed) finishes before the hook looks, and one that starts later waits and fails.
        const [found] = await tx.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.id, id)).for('update');
        if (!found) throw new NotFoundError('API token');
        await hooks.revoked?.(tx, actor, id);
        const [deleted] = await tx.delete(apiTokens).where(eq(apiTokens.id, id)).returning();
        if (!deleted) throw new NotFoundError('API token');
        const [owner] = await tx.select({ name: user.name }).from(user).where(eq(user.id, deleted.userId));
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entity: 'api-token',
          entityId: id,
          before: auditSnapshot({ ...deleted, ownerName: owner!.name }),
        });
      });
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { type ApiTokenScope, apiTokens } from './schema';
import { user } from '../db/schema/auth';
import type { ApiTokenHolders, SessionUser } from '../auth/access';

/*
 * Personal API tokens (decision 055): what a token looks like, and finding the administrator a
 * request's token acts as (handed to auth/'s access control by app/: apiTokenHolders).
 */

export const API_TOKEN_PREFIX = 'fh_';

/** `fh_` and 32 random bytes in base64url: 46 characters, 256 bits no one can guess. */
const TOKEN_PATTERN = /^fh_[A-Za-z0-9_-]{43}$/;

/** How often last_used_at is written at most per token: reading a list in a loop writes nothing. */
const LAST_USED_EVERY = '1 minute';

/** A new token's secret: shown once to its maker, never stored. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is stored of a token: its SHA-256 in hex. The secret has 256 bits, so no salt or slow hash is needed. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token in an `Authorization: Bearer …` header (the scheme in any case, RFC 7235), or
 * `undefined` when the request sends no Bearer credentials at all. A header that says Bearer but
 * holds no well-formed token is `null`: refused, never read as a visitor's request.
 */
export function bearerTokenOf(authorization: string | undefined): string | null | undefined {
  if (authorization === undefined) return undefined;
  const [scheme = '', ...rest] = authorization.trim().split(/\s+/);
  if (scheme.toLowerCase() !== 'bearer') return undefined;
  const token = rest.length === 1 ? rest[0]! : '';
  return TOKEN_PATTERN.test(token) ? token : null;
}

export type TokenHolder = { tokenId: number; scope: ApiTokenScope; user: SessionUser };

/**
 * The administrator a token acts as, or null: no such token (never made, or revoked), expired,
 * or its maker is no longer an administrator. Read from the primary on every request, so a
 * revoked token is refused at once by every process of the shop.
 */
export async function findTokenHolder(db: Database, token: string): Promise<TokenHolder | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      phoneNumber: user.phoneNumber,
      isAdmin: user.isAdmin,
      // The token acts with its owner's role as it is now (decision 092).
      role: user.role,
      language: user.language,
      stale: sql<boolean>`${apiTokens.lastUsedAt} IS NULL OR ${apiTokens.lastUsedAt} < now() - ${LAST_USED_EVERY}::interval`,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(token)),
        eq(user.isAdmin, true),
        or(isNull(apiTokens.expiresAt), sql`${apiTokens.expiresAt} > now()`),
      ),
    );
  if (!row) return null;
  // The condition again in the UPDATE: of two processes that both saw it stale, one writes.
  if (row.stale)
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, row.tokenId),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - ${LAST_USED_EVERY}::interval`)),
        ),
      );
  const { tokenId, scope, stale: _stale, ...holder } = row;
  return { tokenId, scope, user: holder };
}

/** What auth/'s access control asks of the tokens (its ApiTokenHolders port). */
export const apiTokenHolders = (db: Database): ApiTokenHolders => ({
  bearerOf: bearerTokenOf,
  holderOf: (token) => findTokenHolder(db, token),
});

/** The ids of `userId`'s tokens: what else ends when they stop being staff (decision 096). */
export async function apiTokenIdsOf(ex: Executor, userId: string): Promise<number[]> {
  const rows = await ex.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Whether the token `tokenId` names has expired, as SQL, for a query of another module that keeps
 * a token's id (a calendar feed asked for with it, decision 096): true once past its expiry,
 * false while it runs or has none. A revoked token has no row, and whatever named it went with it.
 */
export const apiTokenExpired = (tokenId: SQLWrapper) =>
  sql<boolean>`coalesce((SELECT ${apiTokens.expiresAt} <= now() FROM ${apiTokens} WHERE ${apiTokens.id} = ${tokenId}), false)`;

import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type CalendarFeed, FEED_TOKEN_PATTERN } from '../../shared/schemas/calendar-feeds';
import { asLanguage, type Language } from '../../shared/languages';
import { mayDo } from '../../shared/staff-roles';
import { apiTokenExpired } from '../api-tokens';
import { type Actor, recordAudit } from '../audit';
import type { Database } from '../db/client';
import { dataVersions } from '../db/data-version';
import { keptBetweenChanges } from '../db/kept-between-changes';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../db/errors';
import { user } from '../db/schema/auth';
import { NotFoundError } from '../domain-errors';
import { HttpError } from '../http/errors';
import { routePermissions } from '../http/route-permissions';
import { calendarFeeds } from './schema';
import type { ShopCalendar } from '../shop-calendar';
import { createFeedRentals } from './feed-rentals';
import { customerFeed, shopFeed } from './ical';
import { type FeedTokens, tokenHashOf } from './tokens';

/**
 * Whose feed address: a customer's own, or a staff member's address of the shop's feed (decision
 * 096): their own when signed in, or the one of the API token they asked with (`tokenId`).
 */
export type FeedOwner = { kind: 'customer'; userId: string } | { kind: 'shop'; userId: string; tokenId: number | null };

/**
 * Who renews: a customer their own feed (their business, not audited), or a staff member their
 * address of the shop's (a change to the shop's integrations, audited).
 */
export type RenewingOwner =
  { kind: 'customer'; userId: string } | { kind: 'shop'; userId: string; tokenId: number | null; actor: Actor };

/**
 * What the shop's feed needs of the person its address is for, at every request: the permission
 * of the route that hands the address out (decision 096). Someone no longer staff, or in a role
 * without it, has an address that answers 404, as their API tokens answer 401.
 */
const SHOP_FEED_PERMISSION = routePermissions['GET /api/admin/calendar-feed']!;

/** The shop feed's language: the shop's default, English (SPEC section 1). */
export const SHOP_FEED_LANGUAGE: Language = 'en';

export type CalendarFeedDeps = {
  db: Database;
  calendar: ShopCalendar;
  tokens: FeedTokens;
  /** PUBLIC_URL: the feed addresses and the events' links start with it, as mails' links do. */
  shopUrl: string;
  /** The name calendar apps show: the shop's legal name when set (its settings), else Framehire. */
  shopName: () => Promise<string>;
};

/** The feed a token opened. */
export type FoundFeed = { id: number; kind: 'customer' | 'shop'; userId: string; language: Language };

/** An address that was the shop feed's for an API token that has expired since (410, decision 096). */
export const GONE = 'gone';

/** A feed's iCalendar text, and an ETag of it. */
export type RenderedFeed = { body: string; etag: string };

const withEtag = (body: string): RenderedFeed => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

export function createCalendarFeeds(deps: CalendarFeedDeps) {
  const { db, tokens } = deps;
  const rentals = createFeedRentals(db);
  const shopFeedOf = keptBetweenChanges<RenderedFeed>(dataVersions(db));
  const ownedBy = (owner: FeedOwner) =>
    owner.kind === 'shop' && owner.tokenId !== null
      ? eq(calendarFeeds.apiTokenId, owner.tokenId)
      : and(
          eq(calendarFeeds.kind, owner.kind),
          eq(calendarFeeds.userId, owner.userId),
          isNull(calendarFeeds.apiTokenId),
        );
  const addressOf = (token: string) => new URL(`/calendar-feeds/${token}.ics`, deps.shopUrl).toString();
  const newSecret = () => {
    const seed = tokens.newSeed();
    return { seed, tokenHash: tokenHashOf(tokens.tokenOf(seed)) };
  };

  /** The owner's feed row, made on the first ask (two first asks at once make one). */
  async function rowOf(owner: FeedOwner) {
    const apiTokenId = owner.kind === 'shop' ? owner.tokenId : null;
    try {
      await db
        .insert(calendarFeeds)
        .values({ kind: owner.kind, userId: owner.userId, apiTokenId, ...newSecret() })
        .onConflictDoNothing();
    } catch (error) {
      // The token was revoked between its request's check and this insert: it is gone, as the request's credential.
      if (apiTokenId !== null && sqlState(error) === FOREIGN_KEY_VIOLATION)
        throw new HttpError(401, 'INVALID_TOKEN', 'The API token is not valid: it was revoked.');
      throw error;
    }
    const [row] = await db.select().from(calendarFeeds).where(ownedBy(owner));
    return row!;
  }

  function answer(row: { seed: string; renewedAt: Date }): CalendarFeed {
    return { url: addressOf(tokens.tokenOf(row.seed)), renewedAt: row.renewedAt.toISOString() };
  }

  return {
    /** The owner's feed address, made on the first ask; the same one until it is renewed. */
    async address(owner: FeedOwner): Promise<CalendarFeed> {
      const row = await rowOf(owner);
      const tokenHash = tokenHashOf(tokens.tokenOf(row.seed));
      // AUTH_SECRET changed since: the address is a new one, and the old stops working (decision 052).
      if (tokenHash !== row.tokenHash) {
        await db.update(calendarFeeds).set({ tokenHash }).where(eq(calendarFeeds.id, row.id));
      }
      return answer(row);
    },

    /** A new address for the owner's feed; the old one answers 404 from this moment on. */
    async renew(owner: RenewingOwner): Promise<CalendarFeed> {
      const before = await rowOf(owner);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(calendarFeeds)
          .set({ ...newSecret(), renewedAt: sql`now()` })
          .where(eq(calendarFeeds.id, before.id))
          .returning();
        // Its API token revoked meanwhile: the address went with it.
        if (!row) throw new NotFoundError('Calendar feed');
        if (owner.kind === 'shop') {
          // Only when: the seed and its token hash are the address itself (audit/integrations-audit.test.ts checks).
          await recordAudit(tx, {
            actor: owner.actor,
            action: 'edit',
            entity: 'calendar-feed',
            entityId: row!.id,
            before: { renewedAt: before.renewedAt.toISOString() },
            after: { renewedAt: row!.renewedAt.toISOString() },
          });
        }
        return answer(row!);
      });
    },

    /**
     * The feed whose address carries `token`; null when none has it (a renewed one's, a revoked
     * token's), or when it is the shop's and its person may no longer have it (no longer staff,
     * or in a role without the permission); GONE when the API token it was asked with has expired.
     */
    async find(token: string): Promise<FoundFeed | typeof GONE | null> {
      if (!FEED_TOKEN_PATTERN.test(token)) return null;
      const [feed] = await db
        .select({
          id: calendarFeeds.id,
          kind: calendarFeeds.kind,
          seed: calendarFeeds.seed,
          userId: calendarFeeds.userId,
          language: user.language,
          role: user.role,
          tokenExpired: apiTokenExpired(calendarFeeds.apiTokenId),
        })
        .from(calendarFeeds)
        .innerJoin(user, eq(user.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHashOf(token)));
      if (!feed || !tokens.matches(feed.seed, token)) return null;
      if (feed.kind === 'shop' && !mayDo(feed.role, SHOP_FEED_PERMISSION)) return null;
      if (feed.tokenExpired) return GONE;
      return { id: feed.id, kind: feed.kind, userId: feed.userId, language: asLanguage(feed.language) };
    },

    /**
     * The feed's iCalendar text as of now, and an ETag of it. The shop's is written once per
     * change and shared by everyone who asks until the next (db/kept-between-changes.ts, decision 103).
     */
    async render(feed: FoundFeed): Promise<RenderedFeed> {
      const today = deps.calendar.today();
      const context = { shopName: await deps.shopName(), timeZone: deps.calendar.timeZone, shopUrl: deps.shopUrl };
      if (feed.kind === 'customer') {
        return withEtag(
          customerFeed(await rentals.forCustomer(feed.userId, today, feed.language), {
            ...context,
            language: feed.language,
          }),
        );
      }
      // The time zone and the address are the process's; the rest of what it is written from is here.
      const key = JSON.stringify([today, SHOP_FEED_LANGUAGE, context.shopName]);
      return shopFeedOf(key, async () =>
        withEtag(
          shopFeed(await rentals.forShop(today, SHOP_FEED_LANGUAGE), { ...context, language: SHOP_FEED_LANGUAGE }),
        ),
      );
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;

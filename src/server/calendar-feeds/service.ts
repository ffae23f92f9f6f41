import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type CalendarFeed, FEED_TOKEN_PATTERN } from '../../shared/schemas/calendar-feeds';
import { asLanguage, type Language } from '../../shared/languages';
import { type Actor, recordAudit } from '../audit';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { calendarFeeds } from './schema';
import type { ShopCalendar } from '../shop-calendar';
import { createFeedRentals } from './feed-rentals';
import { customerFeed, shopFeed } from './ical';
import { type FeedTokens, tokenHashOf } from './tokens';

/** Whose feed: a customer's own, or the shop's one (for its administrators). */
export type FeedOwner = { kind: 'customer'; userId: string } | { kind: 'shop' };

/**
 * Who renews: a customer their own feed (their business, not audited), or an administrator the
 * shop's (an administrator's change, audited).
 */
export type RenewingOwner = { kind: 'customer'; userId: string } | { kind: 'shop'; actor: Actor };

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
export type FoundFeed = { id: number; kind: 'customer' | 'shop'; userId: string | null; language: Language };

/** A feed's iCalendar text, and an ETag of it. */
export type RenderedFeed = { body: string; etag: string };

export function createCalendarFeeds(deps: CalendarFeedDeps) {
  const { db, tokens } = deps;
  const rentals = createFeedRentals(db);
  const ownedBy = (owner: FeedOwner) =>
    owner.kind === 'customer' ? eq(calendarFeeds.userId, owner.userId) : eq(calendarFeeds.kind, 'shop');
  const addressOf = (token: string) => new URL(`/calendar-feeds/${token}.ics`, deps.shopUrl).toString();
  const newSecret = () => {
    const seed = tokens.newSeed();
    return { seed, tokenHash: tokenHashOf(tokens.tokenOf(seed)) };
  };

  /** The owner's feed row, made on the first ask (two first asks at once make one). */
  async function rowOf(owner: FeedOwner) {
    const userId = owner.kind === 'customer' ? owner.userId : null;
    await db
      .insert(calendarFeeds)
      .values({ kind: owner.kind, userId, ...newSecret() })
      .onConflictDoNothing();
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
          .where(ownedBy(owner))
          .returning();
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

    /** The feed whose address carries `token`, or null when none has it (a renewed one's included). */
    async find(token: string): Promise<FoundFeed | null> {
      if (!FEED_TOKEN_PATTERN.test(token)) return null;
      const [feed] = await db
        .select({
          id: calendarFeeds.id,
          kind: calendarFeeds.kind,
          seed: calendarFeeds.seed,
          userId: calendarFeeds.userId,
          language: user.language,
        })
        .from(calendarFeeds)
        .leftJoin(user, eq(user.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHashOf(token)));
      if (!feed || !tokens.matches(feed.seed, token)) return null;
      return { id: feed.id, kind: feed.kind, userId: feed.userId, language: asLanguage(feed.language) };
    },

    /** The feed's iCalendar text as of now, and an ETag of it. */
    async render(feed: FoundFeed): Promise<RenderedFeed> {
      const today = deps.calendar.today();
      const context = { shopName: await deps.shopName(), timeZone: deps.calendar.timeZone, shopUrl: deps.shopUrl };
      const body =
        feed.kind === 'customer' && feed.userId !== null
          ? customerFeed(await rentals.forCustomer(feed.userId, today, feed.language), {
              ...context,
              language: feed.language,
            })
          : shopFeed(await rentals.forShop(today, SHOP_FEED_LANGUAGE), { ...context, language: SHOP_FEED_LANGUAGE });
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;

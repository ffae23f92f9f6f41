import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FEED_TOKEN_PATTERN } from '../../shared/schemas/calendar-feeds';

/** Domain separation: this key signs feed tokens and nothing else made from AUTH_SECRET. */
const KEY_LABEL = 'framehire:calendar-feed-token:v1';

/**
 * A feed's token is HMAC-SHA256(key, seed), base64url: the seed (32 random bytes) is stored, the
 * key never is (it comes from AUTH_SECRET), so the database alone (a backup) holds no address
 * that works, while the shop can show a customer their address again at any time (decision 052).
 */
export function createFeedTokens(authSecret: string) {
  const key = createHmac('sha256', authSecret).update(KEY_LABEL).digest();
  const tokenOf = (seed: string) => createHmac('sha256', key).update(seed).digest('base64url');
  return {
    newSeed: () => randomBytes(32).toString('base64url'),
    tokenOf,
    /** Whether `token` is the one `seed` makes now, compared in constant time. */
    matches(seed: string, token: string) {
      if (!FEED_TOKEN_PATTERN.test(token)) return false;
      return timingSafeEqual(Buffer.from(tokenOf(seed)), Buffer.from(token));
    },
  };
}

export type FeedTokens = ReturnType<typeof createFeedTokens>;

/**
 * What a feed is looked up by: the token's SHA-256. An index search on it tells an attacker's
 * timing nothing about the real token, whose hash they cannot steer.
 */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

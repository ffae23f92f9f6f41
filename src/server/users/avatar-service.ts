import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { toAvatarImage } from '../images/avatar-image';
import type { ShopCalendar } from '../shop-calendar';
import type { Storage } from '../storage/storage';

/** `2026-11-23T14:15:12.345Z` becomes `20261123T141512345Z`: it sorts by time and has no colon, which some file systems refuse. */
export const compactTimestamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

export const avatarFolder = (userId: string) => `avatars/${userId}/`;

/**
 * SPEC section 3: a user's pictures are in a folder named by their id, each named by its upload
 * time and the user id. The extension is the stored format's, WebP, since every upload is
 * re-encoded (decision 013). Within a folder the keys sort by upload time.
 */
export const avatarKey = (userId: string, uploadedAt: Date) =>
  `${avatarFolder(userId)}${compactTimestamp(uploadedAt)}-${userId}.webp`;

export function createAvatarService(deps: {
  db: Database;
  storage: Storage;
  calendar: ShopCalendar;
  logError: (error: unknown, message: string) => void;
}) {
  const { db, storage, calendar, logError } = deps;

  /**
   * Points the user at `key` unless a newer avatar of theirs is already saved (two uploads at
   * once: the later one wins, whichever finishes first). Answers the key the user now has.
   */
  async function saveIfNewest(userId: string, key: string, at: Date): Promise<string | null> {
    const [saved] = await db
      .update(user)
      .set({ image: key, updatedAt: at })
      .where(and(eq(user.id, userId), or(isNull(user.image), lt(user.image, key))))
      .returning({ image: user.image });
    if (saved) return key;
    const [current] = await db.select({ image: user.image }).from(user).where(eq(user.id, userId));
    return current?.image ?? null;
  }

  /** The user's files older than the one shown: only the latest is ever shown (SPEC section 3). */
  async function removeOlder(userId: string, current: string) {
    try {
      const older = (await storage.list(avatarFolder(userId))).filter((key) => key < current);
      for (const key of older) await storage.remove(key);
    } catch (error) {
      // The new avatar is saved and shown; a file left behind is removed by the next upload.
      logError(error, `could not remove the older avatars of user ${userId}`);
    }
  }

  return {
    /**
     * Makes the uploaded picture the user's avatar and answers the storage key the user now has.
     * A refusal (not a picture, too many pixels) or a failure at any step leaves the old avatar
     * as it was: the old files go only once the new one is stored and saved.
     */
    async replace(userId: string, upload: Buffer): Promise<string | null> {
      const picture = await toAvatarImage(upload);
      const at = calendar.now();
      const key = avatarKey(userId, at);
      await storage.put(key, picture, 'image/webp');
      let current: string | null;
      try {
        current = await saveIfNewest(userId, key, at);
      } catch (error) {
        await storage.remove(key).catch((cleanup: unknown) => logError(cleanup, `could not remove ${key}`));
        throw error;
      }
      if (current !== key) {
        await storage.remove(key);
        return current;
      }
      await removeOlder(userId, key);
      return key;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;

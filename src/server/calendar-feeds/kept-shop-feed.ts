import type { ShopFeedVersion } from './shop-feed-version';

/** A written feed: its iCalendar text and an ETag of it. */
type Written = { body: string; etag: string };

type Render = {
  key: string;
  /** Read before its lines: it may be shared, and kept, only when settled. */
  read: ShopFeedVersion;
  feed: Promise<Written>;
  /** Settles with the feed, never rejects: what the next render waits for. */
  ended: Promise<void>;
};

/**
 * The shop's feed, written once per change (decision 103). `key` names everything else it is
 * written from (the shop's today, its language, its name); `write` writes it for that key.
 *
 * - **Kept**: the last feed written after a settled read of the version, served for as long as
 *   the version read at a request is still that one. No transaction had moved the version
 *   without being visible to the feed's lines, and none has moved it since: the lines are the
 *   ones a render now would read, so the text is the one it would write.
 * - **One render at a time**: a request whose read matches the render under way (settled, the
 *   same version) shares it, for the same reason. Any other waits for the next render, started
 *   once this one has ended, after it arrived, and shared by all who arrive before it starts.
 *
 * Every request reads the version after it arrived (`readVersion`), so none is answered with
 * lines older than itself. Per process: each keeps its own feed.
 */
export function keptShopFeed(readVersion: () => Promise<ShopFeedVersion>) {
  let kept: { key: string; version: string; feed: Written } | undefined;
  let current: Render | undefined;
  let queued: { key: string; feed: Promise<Written> } | undefined;

  function begin(key: string, read: ShopFeedVersion, write: () => Promise<Written>): Promise<Written> {
    const feed = write().then((written) => {
      if (read.settled) kept = { key, version: read.version, feed: written };
      return written;
    });
    const render: Render = { key, read, feed, ended: feed.then(noop, noop) };
    current = render;
    void render.ended.then(() => {
      if (current === render) current = undefined;
    });
    return feed;
  }

  function answer(key: string, read: ShopFeedVersion, write: () => Promise<Written>): Promise<Written> {
    if (kept && kept.key === key && kept.version === read.version) return Promise.resolve(kept.feed);
    if (!current) return begin(key, read, write);
    if (current.key === key && current.read.settled && current.read.version === read.version) return current.feed;
    // Not started yet: it reads the version after this request arrived.
    if (queued && queued.key === key) return queued.feed;
    const next = {
      key,
      feed: current.ended.then(async () => {
        if (queued === next) queued = undefined;
        return answer(key, await readVersion(), write);
      }),
    };
    queued ??= next;
    return next.feed;
  }

  return async (key: string, write: () => Promise<Written>): Promise<Written> =>
    answer(key, await readVersion(), write);
}

const noop = () => undefined;

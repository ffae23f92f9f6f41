import type pg from 'pg';

/*
 * What a cached storefront page is written from, besides its address, language and the shop's
 * date (decision 056), in one statement:
 * - the catalogue's version (categories, products, kits' parts: their triggers move it);
 * - the shop's settings row (GET /api/shop on a product page: opening days, deposits, payment
 *   methods), by its row version `xmin`, which PostgreSQL gives every new version of a row;
 * - on a product page, its reviews and their authors' names: how many, and the sum of their rows'
 *   `xmin`. A new review adds one, a deleted one takes one away, an edited review or a renamed
 *   author is a new row version with a newer `xmin`, so some part changes with every change.
 * Reads of an index or a primary key each: a fraction of a millisecond.
 */
const VERSIONS_SQL = `SELECT
  (SELECT version FROM catalogue_version WHERE id = 1)::text
  || '.' || coalesce((SELECT xmin::text FROM shop_settings WHERE id = 1), '-')
  || '.' || (SELECT count(*)::text || '-' || coalesce(sum(r.xmin::text::bigint), 0)::text
                    || '-' || coalesce(sum(u.xmin::text::bigint), 0)::text
             FROM reviews r JOIN "user" u ON u.id = r.user_id WHERE r.product_id = $1) AS version`;

/** The version of everything a page reads from the database (0: a page that is no product's). */
export type PageVersions = (productId: number) => Promise<string>;

/**
 * Reads the versions, at most one statement at a time per product page (and one for the other
 * pages): a visitor who arrives while one is running waits for the next one, which starts after
 * they arrived, so no one is answered from a read older than their request, and a thousand
 * visitors a second cost the database a few hundred small reads.
 */
export function pageVersions(database: Pick<pg.Pool, 'query'>): PageVersions {
  const running = new Map<number, Promise<string>>();
  const next = new Map<number, Promise<string>>();

  function start(productId: number): Promise<string> {
    const read = database
      .query<{ version: string }>({ name: 'framehire-page-versions', text: VERSIONS_SQL, values: [productId] })
      .then(({ rows }) => rows[0]?.version ?? '')
      .finally(() => {
        if (running.get(productId) === read) running.delete(productId);
      });
    running.set(productId, read);
    return read;
  }

  return (productId) => {
    const queued = next.get(productId);
    if (queued) return queued;
    const current = running.get(productId);
    if (!current) return start(productId);
    const after = current
      .catch(() => undefined)
      .then(() => {
        next.delete(productId);
        return start(productId);
      });
    next.set(productId, after);
    return after;
  };
}

import type pg from 'pg';
import { reviewComments } from './people-words';

/**
 * Up to `count` reviews, each by a customer of a product they rented and returned (one per
 * customer and product, as reviews_user_product_key wants), mostly good, written days after the
 * rental ended; ids follow that time.
 */
export async function insertReviews(client: pg.ClientBase, today: string, count: number) {
  const byRating = reviewComments.map((comments) => JSON.stringify(comments));
  await client.query(
    `WITH pairs AS (
       SELECT DISTINCT ON (user_id, product_id) id, user_id, product_id, date_to
       FROM rentals WHERE date_to < $1::date
       ORDER BY user_id, product_id, id
     ),
     chosen AS (
       SELECT *, pg_temp.rnd(id, 20) AS r FROM pairs ORDER BY pg_temp.rnd(id, 21) LIMIT $2
     ),
     rated AS (
       SELECT *, CASE WHEN r < 0.04 THEN 1 WHEN r < 0.09 THEN 2 WHEN r < 0.22 THEN 3 WHEN r < 0.5 THEN 4 ELSE 5 END AS rating,
              least(now(), date_to::timestamptz + (1 + pg_temp.rnd(id, 22) * 10) * interval '1 day') AS written_at
       FROM chosen
     )
     INSERT INTO reviews (user_id, product_id, rating, comments, created_at)
     SELECT user_id, product_id, rating,
            (($3::text[])[rating])::jsonb ->> floor(pg_temp.rnd(id, 23) * jsonb_array_length((($3::text[])[rating])::jsonb))::int,
            written_at
     FROM rated ORDER BY written_at, id`,
    [today, count, byRating],
  );
}

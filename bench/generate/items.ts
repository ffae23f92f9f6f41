import type pg from 'pg';
import { continueIdentity } from './session';

/** One unit in fifty is out of service, as in a shop where some are always at the repairer's. */
const NON_OPERATIONAL_SHARE = 0.02;

/**
 * `perProduct` units of every product. Unit u of product p has id (p - 1) * perProduct + u, which
 * the rentals' generator counts on; its serial number is the brand's first letters, p and u.
 */
export async function insertItems(client: pg.ClientBase, perProduct: number) {
  await client.query(
    `INSERT INTO items (id, serial_number, product_id, status)
     OVERRIDING SYSTEM VALUE
     SELECT (p.id - 1) * $1 + u,
            upper(left(regexp_replace(p.brand, '[^A-Za-z]', '', 'g'), 3)) || '-' || lpad(p.id::text, 7, '0') || '-' || lpad(u::text, 2, '0'),
            p.id,
            CASE WHEN pg_temp.rnd((p.id - 1) * $1 + u, 5) < $2 THEN 'NonOperational' ELSE 'Operational' END::item_status
     FROM products p CROSS JOIN generate_series(1, $1::int) AS u
     ORDER BY 1`,
    [perProduct, NON_OPERATIONAL_SHARE],
  );
  await continueIdentity(client, 'items');
}

import pg from 'pg';
import { openBenchDatabase } from './bench-database';
const db = await openBenchDatabase(console.log);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
const text = `SELECT (
  SELECT CASE WHEN NOT stocked.is_kit THEN (SELECT count(*)::int FROM (SELECT i.id, i.serial_number FROM items i
    WHERE i.product_id = stocked.id AND i.status = 'Operational'
      AND NOT EXISTS (
        SELECT 1 FROM rental_items ri
        WHERE ri.item_id = i.id AND NOT ri.cancelled
          AND daterange(ri.date_from, ri.blocked_to, '[]') && daterange($2::date, (SELECT buffer_end($3::date, buffer_days) FROM products WHERE id = stocked.id), '[]')
      )) AS free_units)
    ELSE coalesce((
      SELECT min((SELECT count(*)::int FROM (SELECT i.id FROM items i
    WHERE i.product_id = kp.part_id AND i.status = 'Operational'
      AND NOT EXISTS (
        SELECT 1 FROM rental_items ri
        WHERE ri.item_id = i.id AND NOT ri.cancelled
          AND daterange(ri.date_from, ri.blocked_to, '[]') && daterange($2::date, (SELECT buffer_end($3::date, buffer_days) FROM products WHERE id = kp.part_id), '[]')
      )) AS f) / kp.count)::int
      FROM kit_parts kp WHERE kp.kit_id = stocked.id
    ), 0) END
  FROM products stocked WHERE stocked.id = p.id) AS free,
  (SELECT CASE WHEN NOT stocked.is_kit THEN (SELECT count(*)::int FROM items WHERE product_id = stocked.id AND status = 'Operational') ELSE 0 END FROM products stocked WHERE stocked.id = p.id) AS units
  FROM products p WHERE p.id = $1`;
const params = [7301, '2026-12-17', '2026-12-23'];
const ex = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text.replaceAll('$1', '7301').replaceAll('$2', "'2026-12-17'").replaceAll('$3', "'2026-12-23'")}`);
console.log(ex.rows.map((r) => r['QUERY PLAN']).join('\n'));
console.log((await client.query(text, params)).rows);
for (const mode of ['plain', 'named', 'plain', 'named']) {
  const began = process.hrtime.bigint();
  for (let n = 0; n < 2000; n++) await client.query(mode === 'named' ? { name: 'avail', text, values: params } : { text, values: params });
  console.log(mode, Number(process.hrtime.bigint() - began) / 1e6 / 2000, 'ms a query');
}
await client.end();
await db.stop();

import type pg from 'pg';
import { incidentDescriptions } from './people-words';

const TYPES = ['Payment', 'ProductNotReceived', 'ProductLost', 'ProductDamaged', 'Other'];
/** Most incidents are dealt with; the open ones are the dashboard's to-do list. */
const OPEN_SHARE = 0.1;

/** Up to `count` incidents, at most one per rental (incidents_rental_id_unique), on rentals already begun. */
export async function insertIncidents(client: pg.ClientBase, today: string, count: number) {
  await client.query(
    `WITH chosen AS (
       SELECT id, user_id, date_from, date_to FROM rentals WHERE date_from <= $1::date
       ORDER BY pg_temp.rnd(id, 30) LIMIT $2
     ),
     reported AS (
       SELECT *, least(now(), date_from::timestamptz + pg_temp.rnd(id, 31) * (date_to - date_from + 3) * interval '1 day') AS reported_at
       FROM chosen
     )
     INSERT INTO incidents (user_id, rental_id, type, description, status, created_at)
     SELECT user_id, id,
            ($3::text[])[1 + floor(pg_temp.rnd(id, 32) * cardinality($3::text[]))::int]::incident_type,
            ($4::text[])[1 + floor(pg_temp.rnd(id, 33) * cardinality($4::text[]))::int],
            CASE WHEN pg_temp.rnd(id, 34) < $5 THEN 'Open' ELSE 'Closed' END::incident_status,
            reported_at
     FROM reported ORDER BY reported_at, id`,
    [today, count, TYPES, incidentDescriptions, OPEN_SHARE],
  );
}

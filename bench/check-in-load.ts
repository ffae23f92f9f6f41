/**
 * Issue 49: the desk's check-in under load, by ten members of staff at once, each taking back
 * another rental under way today, all its units fine and in time (no fee, no incident, no mail,
 * no deposit to return, no service made due). The rentals taken back are put back out afterwards
 * (putBackOut), so every run finds the same ones out, at 100,000 rentals as at 1,000,000.
 */
import pg from 'pg';
import type { IsoDate } from '../src/shared/calendar-date';
import type { LoadTarget } from './load';
import type { Session } from './workload';

export const CHECK_IN_NAME = 'admin check-in (a rental under way)';

type Out = { id: number; serials: string[] };

/** The rentals under way on `today` with every unit out, none of whose check-ins would do more than take them back. */
async function rentalsOut(client: pg.Client, today: IsoDate): Promise<Out[]> {
  const { rows } = await client.query<Out>(
    `SELECT r.id, array_agg(i.serial_number ORDER BY i.serial_number) AS serials
       FROM rentals r
       JOIN rental_items ri ON ri.rental_id = r.id
       JOIN items i ON i.id = ri.item_id
       JOIN products part ON part.id = i.product_id
       JOIN orders o ON o.id = r.order_id
      WHERE daterange(r.date_from, r.date_to, '[]') @> $1::date AND r.cancelled_at IS NULL
        AND o.status NOT IN ('Cancelled', 'Lapsed', 'Held')
        AND NOT EXISTS (SELECT 1 FROM payments d WHERE d.order_id = r.order_id AND d.kind = 'deposit_taken')
        AND NOT EXISTS (SELECT 1 FROM incidents n WHERE n.rental_id = r.id)
      GROUP BY r.id
     HAVING bool_and(ri.checked_out_at IS NOT NULL AND ri.checked_in_at IS NULL
                     AND part.service_every_rentals IS NULL AND part.service_every_days IS NULL)
      ORDER BY r.id`,
    [today],
  );
  return rows;
}

/** Ten connections, each check-in another rental's: the list's end sends the first again (a 409, counted as an error). */
export async function checkInTarget(
  url: string,
  admin: Session,
  databaseUrl: string,
  today: IsoDate,
  connections: number,
): Promise<{ target: LoadTarget; taken: number[] } | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let out: Out[];
  try {
    out = await rentalsOut(client, today);
  } finally {
    await client.end();
  }
  if (out.length === 0) return null;
  const taken: number[] = [];
  const next = () => {
    const rental = out[taken.length % out.length]!;
    taken.push(rental.id);
    return {
      path: `/api/admin/rentals/${rental.id}/check-in`,
      body: JSON.stringify({ units: rental.serials.map((serial) => ({ serial, condition: 'ok' })) }),
    };
  };
  const target: LoadTarget = {
    name: CHECK_IN_NAME,
    path: 'POST /api/admin/rentals/:id/check-in',
    note: `${out.length} rentals out`,
    lanes: [
      {
        connections,
        headers: { cookie: admin.cookie, origin: url, 'content-type': 'application/json' },
        requests: [{ method: 'POST', path: '/api/admin/rentals/0/check-in', body: next }],
      },
    ],
  };
  return { target, taken };
}

/**
 * The rentals checked in go back out, as the generated shop has them. Their check-ins' events
 * and audit entries stay (history, as any desk's day leaves), their jobs go (as the bookings').
 */
export async function putBackOut(databaseUrl: string, rentalIds: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE rental_items SET checked_in_at = NULL, checked_in_by = NULL, return_condition = NULL,
              return_note = NULL, late_fee_cents = NULL
        WHERE rental_id = ANY ($1::int[])`,
      [[...new Set(rentalIds)]],
    );
    await client.query('DELETE FROM graphile_worker._private_jobs WHERE locked_at IS NULL');
  } finally {
    await client.end();
  }
}

import type pg from 'pg';
import { hashPassword } from '../../src/server/auth/password-hash';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, benchCustomerEmail } from '../bench-data';
import { firstNames, languages, lastNames } from './people-words';

/**
 * The n-th customer's user id, the same on every run (a uuid made from n), as SQL: the rentals'
 * generator computes it for each rental from n rather than joining the users.
 */
export const customerIdSql = (n: string) => `md5('bench-customer-' || (${n}))::uuid::text`;

/**
 * `count` customers and one administrator, each with the credential account better-auth signs in
 * with (as users/create-user.ts writes it). argon2id is slow on purpose, so the one password is
 * hashed once and its hash stored for everybody.
 */
export async function insertCustomers(client: pg.ClientBase, count: number) {
  const hash = await hashPassword(BENCH_PASSWORD);
  // The address around n, as bench-data.ts writes it.
  const [beforeN, afterN] = benchCustomerEmail(987_654_321).split('987654321');
  await client.query(
    `INSERT INTO "user" (id, name, email, email_verified, is_admin, language, created_at, updated_at)
     SELECT ${customerIdSql('n')},
            ($2::text[])[1 + floor(pg_temp.rnd(n, 40) * cardinality($2::text[]))::int] || ' ' ||
              ($3::text[])[1 + floor(pg_temp.rnd(n, 41) * cardinality($3::text[]))::int],
            $5 || n || $6,
            true, false,
            ($4::text[])[1 + floor(pg_temp.rnd(n, 42) * cardinality($4::text[]))::int],
            now() - interval '800 days' + pg_temp.rnd(n, 43) * interval '790 days',
            now() - pg_temp.rnd(n, 44) * interval '10 days'
     FROM generate_series(1, $1::int) AS n
     ORDER BY n`,
    [count, firstNames, lastNames, languages, beforeN, afterN],
  );
  await client.query(
    `INSERT INTO "user" (id, name, email, email_verified, is_admin, language, created_at)
     VALUES (md5('bench-admin')::uuid::text, 'Bench Administrator', $1, true, true, 'en', now() - interval '900 days')`,
    [BENCH_ADMIN_EMAIL],
  );
  await client.query(
    `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
     SELECT md5('bench-account-' || u.id)::uuid::text, u.id, 'credential', u.id, $1, u.created_at, u.created_at
     FROM "user" u`,
    [hash],
  );
}

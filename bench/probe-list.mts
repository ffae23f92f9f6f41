import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openBenchDatabase } from './bench-database';
const { text: raw } = JSON.parse(readFileSync('/tmp/list-stmt.json', 'utf8'));
const text = process.env.LIT ? raw.replace('limit $5', 'limit 51') : raw;
const today = new Date().toISOString().slice(0, 10);
const values: unknown[] = process.env.LIT ? [today, today, today, today] : [today, today, today, today, 51];
const db = await openBenchDatabase(console.log);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query('SET jit = off');
let sub = text;
values.forEach((v, i) => (sub = sub.replaceAll(`$${i + 1}`, typeof v === 'number' ? String(v) : `'${v}'`)));
const ex = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sub}`);
console.log(ex.rows.map((r) => r['QUERY PLAN']).slice(-6).join('\n'));
for (const mode of ['plain', 'named', 'plain', 'named']) {
  const began = process.hrtime.bigint();
  for (let n = 0; n < 300; n++) await client.query(mode === 'named' ? { name: 'list', text, values } : { text, values });
  console.log(mode, Number(process.hrtime.bigint() - began) / 1e6 / 300, 'ms a query');
}
console.log((await client.query(`SELECT name, generic_plans, custom_plans FROM pg_prepared_statements`)).rows);
await client.end();
await db.stop();

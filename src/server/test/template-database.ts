import pg from 'pg';
import { applyMigrations, createDatabase } from '../db/client';

/*
 * The migrations (Drizzle's and graphile-worker's) run once per test run, into a template
 * database; each test file's database is a copy of it (`CREATE DATABASE … TEMPLATE`), which
 * PostgreSQL makes in a few milliseconds instead of the second or so that migrating takes.
 * Decision 060.
 */

/** A short id of this run, in the name of every database it makes. */
export function newRunId(): string {
  return `${process.pid.toString(36)}${Date.now().toString(36)}`;
}

async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates and migrates this run's template database; its name. */
export async function makeTemplateDatabase(adminUrl: string, runId: string): Promise<string> {
  const name = `framehire_template_${runId}`;
  await onAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const { pool, db } = createDatabase(urlOf(adminUrl, name), { max: 2 });
  try {
    await applyMigrations(db);
  } finally {
    // A template must have no connection while it is copied.
    await pool.end();
  }
  return name;
}

let made = 0;

/** A database of this run's: a copy of `template` when given (migrated), else empty; its URL. */
export async function newDatabase(adminUrl: string, runId: string, template?: string): Promise<string> {
  made += 1;
  const name = `framehire_test_${runId}_${process.pid}_${made}_${Math.floor(Math.random() * 1e6)}`;
  await onAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return urlOf(adminUrl, name);
}

/** Drops the template and every database this run made (a server outside the run keeps none of them). */
export async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
  await onAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`framehire\\_test\\_${runId}\\_%`, `framehire_template_${runId}`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

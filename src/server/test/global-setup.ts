import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, TEST_ONLY_POSTGRES_FLAGS } from '../db/embedded-postgres';
import { freePort } from './free-port';
import { dropRunDatabases, makeTemplateDatabase, newRunId } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL; each test file creates a database of its own there. */
    pgAdminUrl: string;
    /** The migrated database each test file's own is cloned from (`CREATE DATABASE … TEMPLATE`). */
    pgTemplate: string;
    /** Names this run's databases, so the run drops its own on an external server when it ends. */
    pgRunId: string;
  }
}

/**
 * API tests run against TEST_PG_ADMIN_URL (CI points it at the machine's PostgreSQL 15), or
 * else against a throw-away embedded PostgreSQL started here. Either way the migrations run once,
 * into a template database, and each test file clones it (decision 060).
 */
export default async function setup(project: TestProject) {
  const runId = newRunId();
  const external = process.env.TEST_PG_ADMIN_URL;
  let adminUrl: string;
  let stopEmbedded = async () => {};
  let dataDir: string | undefined;
  if (external) {
    adminUrl = external;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'framehire-test-'));
    const port = await freePort();
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port,
      log: () => {},
      extraFlags: TEST_ONLY_POSTGRES_FLAGS,
    });
    adminUrl = embedded.url.replace(/\/framehire$/, '/postgres');
    stopEmbedded = embedded.stop;
  }
  const template = await makeTemplateDatabase(adminUrl, runId);
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgRunId', runId);
  return async () => {
    // The embedded cluster goes as a whole; on a server that outlives the run, its databases go.
    if (external) await dropRunDatabases(adminUrl, runId);
    await stopEmbedded();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

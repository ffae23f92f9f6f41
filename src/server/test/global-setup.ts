import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL; each test file creates and migrates a database of its own there. */
    pgAdminUrl: string;
  }
}

/**
 * API tests run against TEST_PG_ADMIN_URL (CI points it at the machine's PostgreSQL 15), or
 * else against a throw-away embedded PostgreSQL started here.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_PG_ADMIN_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'framehire-test-'));
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  const embedded = await startEmbeddedPostgres({ dataDir, port, log: () => {} });
  project.provide('pgAdminUrl', embedded.url.replace(/\/framehire$/, '/postgres'));
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

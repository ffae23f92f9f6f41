import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type DatabaseHealth = { status: 'up'; latencyMs: number } | { status: 'down'; error: unknown };

export function createHealthService(db: Database) {
  return {
    /** A round trip to the database, timed. */
    async checkDatabase(): Promise<DatabaseHealth> {
      const started = performance.now();
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
      } catch (error) {
        return { status: 'down', error };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

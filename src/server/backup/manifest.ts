/** manifest.json, the first thing a backup holds: what made it and what it holds. */
export const BACKUP_FORMAT = 1;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  postgresVersion: string;
  /** The shop's migrations applied to the database (Drizzle's hashes, oldest first). */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number; md5: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  uploads: { files: number; bytes: number };
};

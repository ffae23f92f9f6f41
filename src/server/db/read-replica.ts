import { sql } from 'drizzle-orm';
import { DomainError } from '../domain-errors';
import { createDatabase, type Database } from './client';

/**
 * A WAL position. PostgreSQL writes it as two hex halves, `X/Y`; as text `0/9` sorts after
 * `0/10` and `F/0` after `10/0`, so positions are only ever compared as 64-bit numbers.
 */
export type Lsn = bigint;

export function parseLsn(text: string | null | undefined): Lsn | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export const formatLsn = (lsn: Lsn) =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffff_ffffn).toString(16).toUpperCase()}`;

/**
 * A replica's pool is smaller: it answers only the catalogue's short reads. A replica that is
 * unreachable (a firewall dropping packets) must cost a request two seconds, not the minutes
 * TCP takes to give up, before it falls back to the primary.
 */
export function createReplicaDatabase(url: string) {
  const replica = createDatabase(url, { max: 10 });
  // pg hands the pool's options to every client it opens, so this reaches each new connection.
  replica.pool.options.connectionTimeoutMillis = 2000;
  return replica;
}

/**
 * How far the replica has replayed. A server not in recovery (DATABASE_READ_URL naming the
 * primary itself) has everything, so its own insert position counts.
 */
const replayedSql = sql`(CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_insert_lsn() END)::text`;

async function replayedPosition(replica: Database): Promise<Lsn | undefined> {
  const { rows } = await replica.execute<{ lsn: string | null }>(sql`SELECT ${replayedSql} AS lsn`);
  return parseLsn(rows[0]?.lsn);
}

/**
 * The insert position rather than pg_current_wal_lsn(): with synchronous_commit off a commit
 * can sit in WAL buffers past the written position, and a cookie naming less than the write
 * would let the replica answer without it.
 */
async function writtenPosition(primary: Database): Promise<Lsn> {
  const { rows } = await primary.execute<{ lsn: string }>(sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
  const lsn = parseLsn(rows[0]?.lsn);
  if (lsn === undefined) throw new Error(`unexpected WAL position ${rows[0]?.lsn}`);
  return lsn;
}

export type ReplicaLag = {
  /** WAL the replica has still to replay; null while it has replayed none. */
  bytes: number | null;
  /** Age of the last transaction it replayed, 0 when it has replayed everything; null before its first. */
  seconds: number | null;
};

/**
 * The replica's lag for health reports and the scale test. The seconds since the last replayed
 * transaction grow on an idle shop too, so they only count while bytes are outstanding. The
 * replica is read first: the primary's later position can only be ahead of it.
 */
export async function replicaLag(primary: Database, replica: Database): Promise<ReplicaLag> {
  const { rows } = await replica.execute<{ lsn: string | null; recovering: boolean; age: number | null }>(
    sql`SELECT ${replayedSql} AS lsn, pg_is_in_recovery() AS recovering,
          extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS age`,
  );
  const { rows: current } = await primary.execute<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
  const replayed = parseLsn(rows[0]?.lsn);
  const primaryAt = parseLsn(current[0]?.lsn);
  if (replayed === undefined || primaryAt === undefined) return { bytes: null, seconds: null };
  const bytes = primaryAt > replayed ? Number(primaryAt - replayed) : 0;
  const age = rows[0]?.recovering ? (rows[0].age ?? null) : 0;
  return { bytes, seconds: bytes === 0 ? 0 : age === null ? null : Math.max(0, age) };
}

export type ReadSide = 'primary' | 'replica';

/** After a failure the replica is left alone this long, so requests do not each pay a timeout. */
const RETRY_AFTER_MS = 5000;
/** A replay position is reused this long before a request behind it asks the replica again. */
const REFRESH_MS = 100;

/**
 * Routes reads between the primary and a streaming replica with read-your-writes: a reader
 * that names the WAL position of their last write (`after`) reads from the replica only once
 * it has replayed that far (decision 032).
 */
export function createReadReplica(options: { primary: Database; replica: Database; log: (message: string) => void }) {
  const { primary, replica, log } = options;
  // A position the replica has reached is a lower bound for good (replay only moves forward), so
  // a reader it covers needs no query; one it does not cover waits for a fresh reading at most
  // every REFRESH_MS, shared by every request waiting on it.
  let replayed: Lsn | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  let downUntil = 0;
  let failing = false;

  function failed(error: unknown) {
    downUntil = Date.now() + RETRY_AFTER_MS;
    // It may come back as another server (a failover): its position is read afresh.
    replayed = undefined;
    readAt = Number.NEGATIVE_INFINITY;
    if (failing) return;
    failing = true;
    // Drizzle's own message is the failed SQL; the reason (ECONNREFUSED, a recovery conflict) is its cause.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    log(`read replica failed, reading from the primary: ${reason instanceof Error ? reason.message : String(reason)}`);
  }

  function answered() {
    if (!failing) return;
    failing = false;
    log('read replica is answering again');
  }

  async function refresh() {
    readAt = Date.now();
    replayed = await replayedPosition(replica);
  }

  async function replayedAtLeast(after: Lsn): Promise<boolean> {
    if (replayed !== undefined && replayed >= after) return true;
    if (Date.now() - readAt >= REFRESH_MS) reading ??= refresh().finally(() => (reading = undefined));
    if (reading) await reading;
    return replayed !== undefined && replayed >= after;
  }

  /** The replica, unless it is resting after a failure or has not replayed `after` yet. */
  async function choose(after: Lsn | undefined): Promise<ReadSide> {
    if (Date.now() < downUntil) return 'primary';
    if (after === undefined) return 'replica';
    try {
      return (await replayedAtLeast(after)) ? 'replica' : 'primary';
    } catch (error) {
      failed(error);
      return 'primary';
    }
  }

  return {
    databases: { primary, replica } satisfies Record<ReadSide, Database>,
    choose,

    /**
     * `use` on the chosen side; when the replica fails it runs again, whole, on the primary, so
     * one answer never mixes what the two hold. The replica is only blamed when the primary then
     * answers: a fault of the request itself fails there as well and is thrown as it is.
     */
    async read<T>(after: Lsn | undefined, use: (side: ReadSide) => Promise<T>): Promise<T> {
      const side = await choose(after);
      if (side === 'primary') return use('primary');
      let replicaError: unknown;
      try {
        const result = await use('replica');
        answered();
        return result;
      } catch (error) {
        if (error instanceof DomainError) throw error;
        replicaError = error;
      }
      const result = await use('primary');
      failed(replicaError);
      return result;
    },

    /** Where the primary's WAL stands now: read after a write, it covers that write. */
    writtenPosition: () => writtenPosition(primary),

    lag: () => replicaLag(primary, replica),
  };
}

export type ReadReplica = ReturnType<typeof createReadReplica>;

import { appendFile, chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { freePorts } from './free-ports';
import { runAsPostgres } from './run-as';

/** The machine's PostgreSQL 15 programs (Debian's packages): the oldest PostgreSQL the shop supports. */
const BIN = '/usr/lib/postgresql/15/bin';

export type PostgresPair = {
  primaryUrl: string;
  replicaUrl: string;
  /** Bytes of WAL the replica has still to replay, and how long ago its last replayed commit was made. */
  lag(): Promise<{ bytes: number }>;
  stop(): Promise<void>;
};

/**
 * A primary and a streaming replica of its own, in `root`, on free ports: the machine's running
 * PostgreSQL is never touched. As an operator would set one up: `pg_basebackup -R` from the primary.
 */
export async function startPostgresPair(root: string): Promise<PostgresPair> {
  const [primaryPort, replicaPort] = await freePorts(2);
  const primary = join(root, 'primary');
  const replica = join(root, 'replica');
  await mkdir(root, { recursive: true });
  // The postgres user (as root) must enter and write here.
  await chmod(root, 0o777);

  await runAsPostgres(`${BIN}/initdb`, ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Replication from 127.0.0.1 is in initdb's own pg_hba.conf with --auth=trust.
  await appendFile(
    join(primary, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'max_connections = 200',
      'shared_buffers = 64MB',
      '',
    ].join('\n'),
  );
  await runAsPostgres(`${BIN}/pg_ctl`, ['-D', primary, '-l', join(root, 'primary.log'), '-w', 'start']);
  await runAsPostgres(`${BIN}/pg_basebackup`, [
    '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream',
  ]);
  await appendFile(join(replica, 'postgresql.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
  await runAsPostgres(`${BIN}/pg_ctl`, ['-D', replica, '-l', join(root, 'replica.log'), '-w', 'start']);

  const admin = new pg.Client(`postgresql://postgres@127.0.0.1:${primaryPort}/postgres`);
  await admin.connect();
  await admin.query('CREATE DATABASE framehire');
  const primaryUrl = `postgresql://postgres@127.0.0.1:${primaryPort}/framehire`;
  const replicaUrl = `postgresql://postgres@127.0.0.1:${replicaPort}/framehire`;
  await waitForStreaming(admin);

  return {
    primaryUrl,
    replicaUrl,
    async lag() {
      const { rows } = await admin.query<{ bytes: string }>(
        `SELECT coalesce(max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)), 0) AS bytes FROM pg_stat_replication`,
      );
      return { bytes: Number(rows[0]!.bytes) };
    },
    async stop() {
      await admin.end().catch(() => {});
      for (const folder of [replica, primary]) {
        await runAsPostgres(`${BIN}/pg_ctl`, ['-D', folder, '-m', 'immediate', 'stop']).catch(() => {});
      }
    },
  };
}

async function waitForStreaming(admin: pg.Client) {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await admin.query(`SELECT 1 FROM pg_stat_replication WHERE state = 'streaming'`);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The replica never started streaming from the primary.');
}

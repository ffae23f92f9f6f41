import { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/*
 * A COPY … TO STDOUT streamed to the client with backpressure (decision 054): pg-copy-streams
 * reads the next bytes from the database's socket only when the HTTP answer has taken the last
 * ones, so the server's memory holds a few chunks whatever the export's size.
 *
 * It runs on a connection of its own, not the request pool's: that pool cancels a statement
 * after 5 seconds (decision 034), and an export of a large shop to a slow client rightly takes
 * longer. Its own bounds are below, and at most MAX_EXPORTS_AT_ONCE run per process.
 */

/** The longest an export may run, client's download included, before PostgreSQL cancels it. */
const EXPORT_STATEMENT_MS = 15 * 60 * 1000;
const CONNECT_MS = 5_000;
export const MAX_EXPORTS_AT_ONCE = 4;

/** The UTF-8 byte order mark: without it Excel reads the file in the machine's code page. */
const BOM = '\uFEFF';

let running = 0;

export const exportsRunning = () => running;

/**
 * COPY statements written one after the other into one file (exports/queries.ts): `read` runs a
 * query on the export's connection, in its snapshot, to decide the next.
 */
export type CopyPieces = (
  read: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
) => AsyncIterable<string>;

/**
 * The CSV `copy` writes (one COPY statement, or its pieces), after a byte order mark, as a
 * stream. The connection ends with the stream: at its end, or at once when the client goes away
 * mid-download, which also stops the COPY in the database. Rejects (nothing sent yet) when the
 * database cannot be reached.
 */
export async function copyCsv(
  pool: pg.Pool,
  copy: string | CopyPieces,
  onError: (error: unknown) => void,
): Promise<Readable> {
  const { connectionString, host, port, user, password, database, ssl } = pool.options;
  const client = new pg.Client({
    connectionString,
    host,
    port,
    user,
    password,
    database,
    ssl,
    connectionTimeoutMillis: CONNECT_MS,
    statement_timeout: EXPORT_STATEMENT_MS,
    application_name: 'framehire-export',
  });
  running += 1;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    running -= 1;
    client.end().catch(() => {});
  };
  client.on('error', (error) => {
    onError(error);
    end();
  });
  try {
    await client.connect();
    // One snapshot for the whole file, and nothing this connection could write.
    await client.query('BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
  } catch (error) {
    end();
    throw error;
  }
  const statements = typeof copy === 'string' ? [copy] : copy((text) => client.query(text));
  // One readable over every statement's bytes, pulled as the answer takes them. Not a pipeline
  // per statement into one stream: each left its listeners on it until the end (eleven pieces
  // at a million rentals, and Node warned of a leak).
  async function* csv() {
    try {
      yield Buffer.from(BOM);
      for await (const statement of statements) {
        for await (const chunk of client.query(copyTo(statement))) yield chunk as Buffer;
      }
    } catch (error) {
      onError(error);
      throw error;
    } finally {
      // The end, a failure, or the client gone (the stream destroyed returns the generator):
      // closing the connection also stops a COPY still running in the database.
      end();
    }
  }
  return Readable.from(csv(), { objectMode: false });
}

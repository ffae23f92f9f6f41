import pg from 'pg';

/*
 * How long a customer's request may wait on the database (decision 034). A stopped database
 * refuses at once; a frozen one (its process stopped, a firewall dropping packets, a server
 * that accepts and never answers) would hold every request for as long as the client waits,
 * and TCP never gives up on a peer whose kernel still answers. So the server's pool gives up
 * after these times and the request is answered 503 UNAVAILABLE (http/unavailable.ts).
 *
 * Only the pool that answers requests has these bounds. Work that may rightly take long has
 * connections of its own without them: migrations and the start-up lock (main.ts), backups
 * and restores (backup/).
 */
export const DATABASE_WAIT = {
  /** A connection: a new one's handshake, or a turn for one of the pool's when all are busy. */
  connectMs: 5_000,
  /** One statement, counted by PostgreSQL (it cancels it: SQLSTATE 57014), lock waits included. */
  statementMs: 5_000,
  /** One statement, counted here: the answer of a server too frozen to count for itself. */
  answerMs: 6_000,
} as const;

/**
 * A connection that, once it has waited too long for an answer, is closed rather than reused:
 * the statements queued behind the unanswered one fail at once instead of each waiting its
 * own time, and the pool drops it even when its user never hands it back (Drizzle does not
 * release a connection whose BEGIN failed), so a frozen spell cannot leave the pool empty.
 */
class BoundedClient extends pg.Client {
  #release: ((error?: Error | boolean) => void) | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection lost while a request holds it goes back to the pool as lost, at once.
    this.on('end', () => this.#release?.(new Error('database connection ended')));
    // Its loss is told to the statements on it; unheard here, the event would end the process
    // (the pool listens only while a connection is idle).
    this.on('error', () => {});
  }

  /** Set by the pool at each checkout; called once, whoever calls it first (the user or 'end'). */
  get release() {
    return this.#release;
  }
  set release(release: ((error?: Error | boolean) => void) | undefined) {
    let released = false;
    this.#release =
      release &&
      ((error) => {
        if (released) return;
        released = true;
        release(error);
      });
  }

  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: Error | null, result: unknown) => {
        this.#closeOnTimeout(error);
        return (callback as (error: Error | null, result: unknown) => unknown)(error, result);
      };
    }
    const answer = (super.query as (...rest: unknown[]) => unknown)(...args);
    if (answer instanceof Promise) answer.catch((error: unknown) => this.#closeOnTimeout(error));
    return answer as never;
  }

  #closeOnTimeout(error: unknown) {
    if ((error as Error | null)?.message !== 'Query read timeout') return;
    (this as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
  }
}

/** The options that bound a pool's waits as above. */
export function boundedWaitOptions(): pg.PoolConfig {
  return {
    Client: BoundedClient as unknown as pg.PoolConfig['Client'],
    connectionTimeoutMillis: DATABASE_WAIT.connectMs,
    statement_timeout: DATABASE_WAIT.statementMs,
    query_timeout: DATABASE_WAIT.answerMs,
  };
}

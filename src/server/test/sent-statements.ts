import pg from 'pg';

/** A statement as a connection sent it: its text, its name when it was sent as a prepared statement, and its values. */
export type SentStatement = { text: string; name?: string; values?: unknown[] };

/**
 * Tells `onSent` of every statement any connection of this process sends, from now until the
 * returned stop is called: what the database sees, prepared statements' names included (a query
 * log through Drizzle sees neither the name nor the statements run on the pool without it). Called
 * as the statement is sent, so the caller can tell where it came from (a job, the request).
 */
export function watchSentStatements(onSent: (statement: SentStatement) => void): () => void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [
      string | { text?: string; name?: string; values?: unknown[] } | undefined,
      unknown,
    ];
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') {
      const named = typeof config === 'string' ? undefined : config;
      onSent({ text, name: named?.name, values: named?.values ?? (Array.isArray(values) ? values : undefined) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  return () => {
    pg.Client.prototype.query = original;
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './client';
import { formatLsn, type Lsn, parseLsn, type ReadReplica, type ReadSide } from './read-replica';

/** Names the primary's WAL position after the visitor's last write (decision 032). */
export const WRITTEN_COOKIE = 'framehire_written';
/**
 * Long enough for any healthy replica to catch up. A read the replica still cannot answer
 * renews it, so a replica further behind than this never hides a visitor's own write.
 */
const WRITTEN_MAX_AGE_S = 300;
/** When the position cannot be read after a write: no replica ever reaches it, every read goes to the primary. */
const BEYOND_ANY_REPLICA = 0xffff_ffff_ffff_ffffn;

const cookiePattern = new RegExp(`(?:^|;\\s*)${WRITTEN_COOKIE}=([0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8})(?:;|$)`);

/** The WAL position of the visitor's last write, when their request names one. */
export function writtenBefore(request: FastifyRequest): Lsn | undefined {
  return parseLsn(cookiePattern.exec(request.headers.cookie ?? '')?.[1]);
}

function setWrittenCookie(reply: FastifyReply, lsn: Lsn) {
  reply.header(
    'set-cookie',
    `${WRITTEN_COOKIE}=${formatLsn(lsn)}; Max-Age=${WRITTEN_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`,
  );
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every successful write answers with the primary's WAL position read after it, whichever
 * route made it: an administrator's product edit, a customer's booking, a sign-in. Cheaper than
 * knowing which writes touch what the replica serves, and a cookie the visitor does not need
 * only sends a few of their reads to the primary for a few minutes at most.
 */
export function registerReadYourWrites(app: FastifyInstance, replica: ReadReplica) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      setWrittenCookie(reply, await replica.writtenPosition());
    } catch (error) {
      app.log.warn({ err: error }, 'could not read the WAL position after a write; reads go to the primary');
      setWrittenCookie(reply, BEYOND_ANY_REPLICA);
    }
    return payload;
  });
}

/** Runs `use` with the request's service: the replica's, or the primary's when the visitor's write is not there yet. */
export type RequestReads<S> = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  use: (service: S) => Promise<T>,
) => Promise<T>;

/** Per-request reads of a service, built once over each database. */
export function readsByRequest<S>(replica: ReadReplica, create: (db: Database) => S): RequestReads<S> {
  const services: Record<ReadSide, S> = {
    primary: create(replica.databases.primary),
    replica: create(replica.databases.replica),
  };
  return (request, reply, use) => {
    const after = writtenBefore(request);
    return replica.read(after, (side) => {
      // Still behind: the cookie lives on, so a replica further behind than its Max-Age cannot hide the write.
      if (side === 'primary' && after !== undefined && after !== BEYOND_ANY_REPLICA) setWrittenCookie(reply, after);
      return use(services[side]);
    });
  };
}

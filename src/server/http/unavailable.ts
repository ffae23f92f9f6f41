import { isDiskFull } from '../disk-full';

/*
 * Faults of the shop's machine rather than of a request: the database cannot be reached (stopped,
 * restarting, frozen past its wait, out of connections) or a disk is full. The customer can do
 * nothing but try again once the operator has fixed it, and nothing was changed: a failed
 * statement rolls its transaction back. So they are 503 UNAVAILABLE with Retry-After, not a
 * bare 500, and the log names the cause for the operator.
 */

export type UnavailableCause = 'database' | 'disk';

export const UNAVAILABLE_MESSAGE = 'The shop cannot answer right now. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** Node's words for a peer that is gone or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve: class 08 (connection exception), 53 (insufficient
 * resources: disk full 53100, out of memory, too many connections), 57P01-03 (shutting down,
 * crashed, starting up) and 57014 (a statement cancelled: the statement timeout of db/bounded-wait.ts).
 */
const UNAVAILABLE_STATES = /^(08...|53...|57P0[123]|57014)$/;

/** node-postgres's own words when a connection is lost or never made in time. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|database connection ended)/;

/** Why `error` (or what it was caused by: Drizzle wraps the driver's error) means the shop cannot answer now, if it does. */
export function unavailableCause(error: unknown): UnavailableCause | undefined {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (isDiskFull(current)) return 'disk';
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return 'database';
    if (current instanceof Error && DRIVER_MESSAGES.test(current.message)) return 'database';
  }
  return undefined;
}

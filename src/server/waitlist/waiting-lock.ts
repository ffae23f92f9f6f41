import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Namespace of the per-product advisory lock that queues new waitlist requests and the telling of them ("wait"). */
const WAITLIST_PRODUCT_LOCK = 0x77616974;

/**
 * Taken by a new request while it checks that no unit is free and saves itself, and by the
 * subscriber while it tells the product's requests: a unit that frees up while a request is
 * being made is either seen by the request (409, book it) or sees the request (it is told).
 * Without it, a request saved just after the subscriber looked would wait for a unit already free.
 */
export const lockProductWaitlist = (tx: Executor, productId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(${WAITLIST_PRODUCT_LOCK}, ${productId})`);

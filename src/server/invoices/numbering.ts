import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * Invoice numbers, consecutive without gaps per series and year. The counter row is
 * incremented inside the transaction that issues the document: its lock is held until that
 * transaction ends, so a second issue in the same series waits and takes the next number, and an
 * issue that rolls back gives its number back with it. A PostgreSQL sequence would not: its
 * values are never returned, so a rollback would leave a hole an auditor asks about.
 */

/** How a number is printed: PREFIX-YEAR-00001 (five digits, more once a year passes 99,999). */
export const formatInvoiceNumber = (series: string, year: number, sequence: number) =>
  `${series}-${year}-${String(sequence).padStart(5, '0')}`;

/** The next number of `series` in `year`, taken inside `tx` (whose commit or rollback decides it). */
export async function takeInvoiceNumber(
  tx: Executor,
  series: string,
  year: number,
): Promise<{ sequence: number; number: string }> {
  const { rows } = await tx.execute<{ last: number }>(sql`
    INSERT INTO invoice_counters (series, year, last) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last = invoice_counters.last + 1
    RETURNING last`);
  const sequence = Number(rows[0]!.last);
  return { sequence, number: formatInvoiceNumber(series, year, sequence) };
}

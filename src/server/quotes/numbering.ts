import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * Quote numbers: PREFIX-YEAR-00001, consecutive without gaps per prefix and year, as invoice
 * numbers are (invoices/numbering.ts) but in a counter of their own: a quote prefix the shop set
 * equal to an invoice prefix would otherwise take invoice numbers and leave holes in the
 * invoices' series, which an auditor asks about. The counter row is locked until the quote's
 * transaction ends; a rollback gives the number back.
 */
export async function takeQuoteNumber(tx: Executor, prefix: string, year: number): Promise<string> {
  const { rows } = await tx.execute<{ last: number }>(sql`
    INSERT INTO quote_counters (series, year, last) VALUES (${prefix}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last = quote_counters.last + 1
    RETURNING last`);
  return `${prefix}-${year}-${String(Number(rows[0]!.last)).padStart(5, '0')}`;
}

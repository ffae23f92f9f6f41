import type pg from 'pg';

export type Statement = { query: string; params: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/**
 * The whole-table reads (sequential scans, subplans included) of `tables` in the plans of these
 * SELECT statements, as "table in: statement": what must stay empty for a request to keep its
 * speed as the shop grows.
 */
export async function wholeTableReads(pool: pg.Pool, statements: Statement[], tables: ReadonlySet<string>) {
  const reads: string[] = [];
  for (const { query, params } of statements) {
    if (!/^\s*(select|with)/i.test(query)) continue;
    const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${query}`, params);
    const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    for (const node of nodes(plan)) {
      if (node['Node Type'] === 'Seq Scan' && tables.has(node['Relation Name'] ?? '')) {
        reads.push(`${node['Relation Name']} in: ${query.slice(0, 160)}`);
      }
    }
  }
  return reads;
}

import type pg from 'pg';

/*
 * The plans of the SQL statements a request ran, as src/server/admin-lists-at-scale.test.ts
 * reads them: every statement the app sent is explained again with its own parameters, and its
 * plan is walked whole (subplans and CTEs are children in PostgreSQL's JSON plan too).
 */

export type Statement = { query: string; params: unknown[] };

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost': number;
  Plans?: PlanNode[];
};

/** The tables a request must never read whole at shop scale. */
export const BIG_TABLES = new Set(['rentals', 'rental_items', 'products']);

export type ExplainedStatement = {
  statement: Statement;
  plan: PlanNode;
  /** EXPLAIN ANALYZE's execution time, when the statement was run for it. */
  executionMs?: number;
};

export function* planNodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* planNodes(child);
}

/** Only these run as a plan; BEGIN, COMMIT, SET and the like have none. */
const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** A statement that writes is explained without running it. */
const WRITES = /^\s*(insert|update|delete)\b|\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;

export const isExplainable = (statement: Statement) => EXPLAINABLE.test(statement.query);
export const isReadOnly = (statement: Statement) => !WRITES.test(statement.query);

/**
 * The statement's plan as the planner picks it for these parameters. With `analyze` (read-only
 * statements only) it is also run, for the time it takes on this data.
 */
export async function explain(pool: pg.Pool, statement: Statement, analyze = false): Promise<ExplainedStatement> {
  const options = analyze && isReadOnly(statement) ? 'ANALYZE, FORMAT JSON' : 'FORMAT JSON';
  const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode; 'Execution Time'?: number }[] }>(
    `EXPLAIN (${options}) ${statement.query}`,
    statement.params,
  );
  const result = rows[0]!['QUERY PLAN'][0]!;
  return { statement, plan: result.Plan, executionMs: result['Execution Time'] };
}

/** A whole-table read of a big table: the failure bench:check is for. */
export function bigTableScans(plan: PlanNode): string[] {
  return [...planNodes(plan)]
    .filter((node) => node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? ''))
    .map((node) => node['Relation Name']!);
}

const isScan = (node: PlanNode) => node['Node Type'].endsWith('Scan') && node['Relation Name'] !== undefined;

/** The costliest read of a table in a plan, a whole-table read of a big table before any other. */
function worstScan(plan: PlanNode): PlanNode | undefined {
  const scans = [...planNodes(plan)].filter(isScan);
  const bigSeqScans = scans.filter((node) => bigTableScans(node).length > 0);
  return (bigSeqScans.length > 0 ? bigSeqScans : scans).reduce<PlanNode | undefined>(
    (worst, node) => (worst === undefined || node['Total Cost'] > worst['Total Cost'] ? node : worst),
    undefined,
  );
}

/**
 * What to look at first among a request's statements: the one reading a big table whole if
 * there is one, else the costliest (by the plan's estimated total, which, unlike a scan's own
 * estimate under a LIMIT, is what it is expected to cost), and its costliest table read.
 */
export function worstStatement(explained: ExplainedStatement[]): { node?: PlanNode; cost: number } | undefined {
  const ranked = [...explained].sort(
    (a, b) =>
      Number(bigTableScans(b.plan).length > 0) - Number(bigTableScans(a.plan).length > 0) ||
      b.plan['Total Cost'] - a.plan['Total Cost'],
  );
  const worst = ranked[0];
  return worst && { node: worstScan(worst.plan), cost: worst.plan['Total Cost'] };
}

/** What bench:check reports of one request: its statements' plans and what they add up to. */
export type RequestPlans = {
  explained: ExplainedStatement[];
  /** Whole-table reads of a big table: the table and the statement. */
  seqScans: { table: string; query: string }[];
  /** The plans' estimated total costs, added up. */
  cost: number;
  worst: ReturnType<typeof worstStatement>;
  /** The read-only statements' measured time, with `analyze`. */
  executionMs?: number;
};

/** Explains every statement a request ran; with `analyze`, also runs the read-only ones for their time. */
export async function explainAll(pool: pg.Pool, ran: Statement[], analyze = false): Promise<RequestPlans> {
  const explained: ExplainedStatement[] = [];
  for (const statement of ran.filter(isExplainable)) explained.push(await explain(pool, statement, analyze));
  const timed = explained.filter((one) => one.executionMs !== undefined);
  return {
    explained,
    seqScans: explained.flatMap(({ statement, plan }) =>
      bigTableScans(plan).map((table) => ({ table, query: statement.query })),
    ),
    cost: explained.reduce((sum, one) => sum + one.plan['Total Cost'], 0),
    worst: worstStatement(explained),
    executionMs: analyze ? timed.reduce((sum, one) => sum + one.executionMs!, 0) : undefined,
  };
}

export const describeNode = (node: PlanNode) =>
  `${node['Node Type']} on ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`;

/** A statement on one line, short enough to read in a report. */
export const shortQuery = (query: string, length = 200) => {
  const line = query.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

/** One request's line: statements, their cost, the worst of them, and the measured time when there is one. */
export function summaryLine(label: string, plans: RequestPlans, requestMs: number) {
  const { worst } = plans;
  const worstText = worst
    ? `${worst.node ? describeNode(worst.node) : 'no table read'} in a statement of cost ${worst.cost.toFixed(0)}`
    : '-';
  const timing = plans.executionMs === undefined ? '' : `  exec ${plans.executionMs.toFixed(1)} ms`;
  return (
    `${label.padEnd(40)} ${String(plans.explained.length).padStart(2)} stmts  cost ${plans.cost.toFixed(0).padStart(7)}` +
    `  worst: ${worstText}${timing}  (request ${requestMs.toFixed(0)} ms)`
  );
}

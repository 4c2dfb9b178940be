import pg from 'pg';

export type CapturedQuery = { text: string; values: unknown[] };

/**
 * Records every query any pg client of this process sends while `during` runs — the real SQL the
 * query builders made for a route, with its parameters — so a test can EXPLAIN exactly that.
 */
export async function captureQueries(during: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const seen: CapturedQuery[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      seen.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    proto.query = original;
  }
  return seen;
}

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/**
 * Every sequential scan in a plan that may read its whole table, by table. A scan fed straight
 * into a LIMIT stops after that many rows (e.g. "some neighbours from this country"), so it is
 * bounded and not counted; one under a Sort, Hash or Aggregate reads everything and is.
 */
export function seqScans(plan: PlanNode): string[] {
  const here = plan['Node Type'] === 'Seq Scan' && plan['Relation Name'] ? [plan['Relation Name']] : [];
  const children = plan.Plans ?? [];
  const bounded = plan['Node Type'] === 'Limit' ? children.filter((c) => c['Node Type'] === 'Seq Scan') : [];
  return [...here, ...children.filter((c) => !bounded.includes(c)).flatMap(seqScans)];
}

/** The plan PostgreSQL would run for a captured query (reads only: EXPLAIN without ANALYZE). */
export async function explain(client: pg.ClientBase, q: CapturedQuery): Promise<PlanNode> {
  const { rows } = await client.query(`explain (format json) ${q.text}`, q.values);
  return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
}

/**
 * The plan PostgreSQL settles on for a named statement once it stops planning each call (its
 * generic plan, values unknown: decision 0063): PREPAREd in this session and EXPLAINed with
 * plan_cache_mode = force_generic_plan.
 */
export async function explainGeneric(client: pg.ClientBase, q: CapturedQuery): Promise<PlanNode> {
  const arrayLiteral = (a: unknown[]) => `{${a.map((x) => `"${String(x).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
  const literal = (v: unknown) =>
    v === null || v === undefined ? 'null' : client.escapeLiteral(v instanceof Date ? v.toISOString() : Array.isArray(v) ? arrayLiteral(v) : typeof v === 'object' ? JSON.stringify(v) : String(v));
  await client.query(`prepare generic_check as ${q.text}`);
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    const { rows } = await client.query(`explain (format json) execute generic_check(${q.values.map(literal).join(', ')})`);
    return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
  } finally {
    await client.query('reset plan_cache_mode');
    await client.query('deallocate generic_check');
  }
}

/** The plan as it ran (EXPLAIN ANALYZE: the query is executed; reads only). */
export async function explainAnalyze(client: pg.ClientBase, q: CapturedQuery): Promise<PlanNode> {
  const { rows } = await client.query(`explain (analyze, format json) ${q.text}`, q.values);
  return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
}

/** Every node of a plan that reads `table` (its scans, wherever they sit in the tree). */
export function scansOf(plan: PlanNode, table: string): PlanNode[] {
  return [...(plan['Relation Name'] === table ? [plan] : []), ...(plan.Plans ?? []).flatMap((child) => scansOf(child, table))];
}

/**
 * How many rows of `table` the scans of a plan that ran looked at: those they returned and those
 * their filters threw away, every loop. A list that walks an index through rows it cannot show
 * (last year's meetups before the first upcoming one) reads many for the few it returns.
 */
export function rowsRead(plan: PlanNode, table: string): number {
  return scansOf(plan, table).reduce(
    (n, scan) => n + ((scan['Actual Rows'] ?? 0) + (scan['Rows Removed by Filter'] ?? 0) + (scan['Rows Removed by Index Recheck'] ?? 0)) * (scan['Actual Loops'] ?? 1),
    0,
  );
}

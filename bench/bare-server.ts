import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The reference the load targets are set against: a bare Fastify endpoint running the same
 * queries as our orders page 1 (25 newest orders, the account's counter) on the same
 * database, with no session, permission, validation or envelope; and any statements given in
 * BARE_STEPS (JSON), each case at /steps/<n>. SQLite through
 * better-sqlite3's prepared statements; PostgreSQL through a `pg` pool of the size ours uses.
 * Measured beside ours in the same run, it shows what the machine allows at that moment.
 */
const PAGE = 'select * from orders where main_id = $1 order by created_at desc, id desc limit 25';
const COUNTED = 'select sum(n) as n from order_counts where main_id = $1';
const POOL_MAX = 10;

type OrdersPage = (mainId: string) => Promise<{ list: unknown[]; total: unknown }>;

/** Statements as the driver runs them; a step's run together, the steps in turn. */
type Statement = { sql: string; parameters: unknown[] };
type Steps = Statement[][];
type Run = (statement: Statement, name: string) => Promise<unknown[]>;

function sqlitePage(file: string): { page: OrdersPage; run: Run } {
  const database = new SQLite(file, { readonly: true });
  const kept = new Map<string, SQLite.Statement>();
  const run: Run = async (statement, name) => {
    let prepared = kept.get(name);
    if (!prepared) kept.set(name, (prepared = database.prepare(statement.sql)));
    return prepared.all(...statement.parameters);
  };
  const page = database.prepare(PAGE.replace('$1', '?'));
  const counted = database.prepare(COUNTED.replace('$1', '?'));
  return {
    run,
    page: async (mainId) => ({
      list: page.all(mainId),
      total: (counted.get(mainId) as { n: number }).n,
    }),
  };
}

function postgresPage(url: string): { page: OrdersPage; run: Run } {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // a named statement, parsed once per connection, as ours runs a list's (server/db/prepared.ts)
  const run: Run = async (statement, name) =>
    (await pool.query({ name, text: statement.sql, values: statement.parameters })).rows;
  const page: OrdersPage = async (mainId) => {
    const [list, counted] = await Promise.all([
      pool.query(PAGE, [mainId]),
      pool.query<{ n: string }>(COUNTED, [mainId]),
    ]);
    return { list: list.rows, total: Number(counted.rows[0].n) };
  };
  return { page, run };
}

const url = process.env.DATABASE_URL ?? '';
const { page: ordersPage, run } = url.startsWith('postgres')
  ? postgresPage(url)
  : sqlitePage(url.replace(/^sqlite:/, ''));

const app = Fastify();
app.get<{ Querystring: { mainId: string } }>('/orders', (request) =>
  ordersPage(request.query.mainId),
);
const cases = JSON.parse(process.env.BARE_STEPS ?? '[]') as Steps[];
app.get<{ Params: { n: string } }>('/steps/:n', async (request) => {
  const n = Number(request.params.n);
  const answers: unknown[][] = [];
  for (const [s, step] of cases[n].entries())
    answers.push(
      ...(await Promise.all(step.map((statement, i) => run(statement, `bare_${n}_${s}_${i}`)))),
    );
  return answers;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');

import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The reference the load targets are set against: a bare Fastify endpoint running the same
 * queries as our orders page 1 (25 newest orders, the account's counter) on the same
 * database, with no session, permission, validation or envelope. SQLite through
 * better-sqlite3's prepared statements; PostgreSQL through a `pg` pool of the size ours uses.
 * Measured beside ours in the same run, it shows what the machine allows at that moment.
 */
const PAGE = 'select * from orders where main_id = $1 order by created_at desc, id desc limit 25';
const COUNTED = 'select sum(n) as n from order_counts where main_id = $1';
const POOL_MAX = 10;

type OrdersPage = (mainId: string) => Promise<{ list: unknown[]; total: unknown }>;

function sqlitePage(file: string): OrdersPage {
  const database = new SQLite(file, { readonly: true });
  const page = database.prepare(PAGE.replace('$1', '?'));
  const counted = database.prepare(COUNTED.replace('$1', '?'));
  return async (mainId) => ({
    list: page.all(mainId),
    total: (counted.get(mainId) as { n: number }).n,
  });
}

function postgresPage(url: string): OrdersPage {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  return async (mainId) => {
    const [list, counted] = await Promise.all([
      pool.query(PAGE, [mainId]),
      pool.query<{ n: string }>(COUNTED, [mainId]),
    ]);
    return { list: list.rows, total: Number(counted.rows[0].n) };
  };
}

const url = process.env.DATABASE_URL ?? '';
const ordersPage = url.startsWith('postgres')
  ? postgresPage(url)
  : sqlitePage(url.replace(/^sqlite:/, ''));

const app = Fastify();
app.get<{ Querystring: { mainId: string } }>('/orders', (request) =>
  ordersPage(request.query.mainId),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');

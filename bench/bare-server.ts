import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

/**
 * The reference the orders-list target is set against: a bare Fastify endpoint running the
 * same queries as our page 1 (25 newest orders, the account's counter) on the same database,
 * with no session, permission, validation or envelope. Measured beside ours on the same
 * machine at the same time, it shows what the machine allows while the bench runs.
 */
const file = (process.env.DATABASE_URL ?? '').replace(/^sqlite:/, '');
const database = new SQLite(file, { readonly: true });
const page = database.prepare(
  'select * from orders where main_id = ? order by created_at desc, id desc limit 25',
);
const counted = database.prepare('select sum(n) as n from order_counts where main_id = ?');

const app = Fastify();
app.get<{ Querystring: { mainId: string } }>('/orders', async (request) => {
  const { mainId } = request.query;
  return { list: page.all(mainId), total: (counted.get(mainId) as { n: number }).n };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');

import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { prepareDatabase } from '../bootstrap';
import { hashPassword } from '../../lib/password';
import { newId } from '../../lib/ids';
import type { Db } from '../../db/connect';
import { DEMO } from './demo';
import { insertOrders } from './orders';
import { settleAfterBulkLoad } from './settle';

const TYPICAL_ORDERS = 1_000;
const LARGE_SHARE = 0.1;
const LARGE_MAX = 100_000;

async function createAccount(db: Db, email: string, passwordHash: string) {
  const now = Date.now();
  const id = newId(now);
  await db.kysely
    .insertInto('accounts')
    .values({
      id,
      main_id: id,
      email,
      phone: null,
      name: email.split('@')[0],
      corporate_name: null,
      account_type: 'corporate',
      role_id: null,
      password_hash: passwordHash,
      status: 'active',
      certification_state: 'not_certified',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.kysely
    .insertInto('wallets')
    .values({ account_id: id, balance_micros: 0, credit_limit_micros: 0, updated_at: now })
    .execute();
  return id;
}

/**
 * `npm run seed -- --orders N`: adds N orders the way a large platform holds them: one
 * large account (10 % of them, at most 100,000: large-…@example.com) and the rest in typical
 * accounts of 1,000 orders each (bulk-00001@example.com …), all with the demo password.
 */
const { values } = parseArgs({ options: { orders: { type: 'string', default: '0' } } });
const total = Number(values.orders);
if (!Number.isInteger(total) || total < 0) {
  console.error('--orders takes a whole number, e.g. npm run seed -- --orders 1000000');
  process.exit(2);
}
const { db } = await prepareDatabase({ ...loadConfig(), seedDemo: true });
try {
  const passwordHash = await hashPassword(DEMO.password);
  const started = Date.now();
  // a large page cache keeps the eleven order indexes in memory while they grow
  if (db.dialect === 'sqlite') await sql`pragma cache_size = -524288`.execute(db.kysely);
  // One transaction: a million rows in batched multi-row inserts, committed once.
  await db.kysely.transaction().execute(async (trx) => {
    const tx: Db = { ...db, kysely: trx };
    const large = Math.min(LARGE_MAX, Math.round(total * LARGE_SHARE));
    if (large > 0) {
      const id = await createAccount(tx, `large-${newId().slice(-6)}@example.com`, passwordHash);
      await insertOrders(tx, id, id, large);
    }
    let left = total - large;
    for (let n = 1; left > 0; n += 1) {
      const count = Math.min(TYPICAL_ORDERS, left);
      const id = await createAccount(
        tx,
        `bulk-${newId().slice(-6)}-${String(n).padStart(5, '0')}@example.com`,
        passwordHash,
      );
      await insertOrders(tx, id, id, count);
      left -= count;
    }
  });
  await settleAfterBulkLoad(db);
  console.log(`added ${total} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.destroy();
}

import type { Db } from '../../db/connect';
import { hashPassword } from '../../lib/password';
import { newId } from '../../lib/ids';
import { insertOrders } from './orders';
import { PRODUCTS } from './products';
import { seedPrices } from './prices';
import { seedInvoices } from './billing';
import { publishNotice } from '../../modules/notices/publish';
import { WELCOME_NOTICE } from './notices';
import { seedUsage } from './usage';
import { seedDevtools } from './devtools';
import { seedProfile } from './profile';
import { syncPrepayments } from '../../modules/bills/generate';
import { seedDemoTraffic } from '../../modules/messageLogs/demoTraffic';

export const DEMO = {
  email: 'demo@example.com',
  password: 'Demo@12345',
  phone: '+8613800000000',
  subEmail: 'finance@example.com',
  subPhone: '+8613800000001',
  orders: 120,
} as const;

const USD = 1_000_000;
/** The demo wallet's balance after its seeded history. */
export const DEMO_BALANCE = 1250 * USD;

/** True when the database has no account yet (a fresh install). */
export async function isEmpty(db: Db) {
  const row = await db.kysely.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** The product catalogue; kept up to date on every start. */
export async function seedProducts(db: Db) {
  for (const product of PRODUCTS) {
    await db.kysely
      .insertInto('products')
      .values(product)
      .onConflict((oc) => oc.column('key').doUpdateSet(product))
      .execute();
  }
  await seedPrices(db);
}

/**
 * The demo account: a corporate main account with a wallet and credit, two activated
 * products, a finance role and a sub-account holding it, and orders to page through.
 */
export async function seedDemo(db: Db) {
  const now = Date.now();
  const mainId = newId(now);
  const roleId = newId(now);
  const subId = newId(now + 1);
  const passwordHash = await hashPassword(DEMO.password);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values({
        id: mainId,
        main_id: mainId,
        email: DEMO.email,
        phone: DEMO.phone,
        name: 'Demo Admin',
        corporate_name: 'Demo Trading Ltd.',
        account_type: 'corporate',
        role_id: null,
        password_hash: passwordHash,
        status: 'active',
        certification_state: 'certified',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('roles')
      .values({
        id: roleId,
        main_id: mainId,
        name: 'Finance',
        permissions: JSON.stringify(['order', 'bill']),
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('accounts')
      .values({
        id: subId,
        main_id: mainId,
        email: DEMO.subEmail,
        phone: DEMO.subPhone,
        name: 'Finance Team',
        corporate_name: null,
        account_type: 'corporate',
        role_id: roleId,
        password_hash: passwordHash,
        status: 'active',
        certification_state: 'certified',
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Empty here: seedUsage writes its history through the ledger and ends at DEMO_BALANCE.
    await trx
      .insertInto('wallets')
      .values({
        account_id: mainId,
        balance_micros: 0,
        credit_limit_micros: 500 * USD,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('account_products')
      .values([
        { account_id: mainId, product_key: 'whatsapp', activated_at: now },
        { account_id: mainId, product_key: 'sms_verification', activated_at: now + 1 },
      ])
      .execute();
    await trx
      .insertInto('sub_account_products')
      .values([
        {
          account_id: subId,
          product_key: 'whatsapp',
          billing_method: 'dependent',
          created_at: now,
        },
        {
          account_id: subId,
          product_key: 'sms_verification',
          billing_method: 'dependent',
          created_at: now,
        },
      ])
      .execute();
  });
  await seedUsage(db, mainId, subId, DEMO_BALANCE, now);
  await insertOrders(db, mainId, mainId, DEMO.orders, 180);
  await publishNotice(db, WELCOME_NOTICE, now);
  await seedInvoices(db, mainId);
  await seedDevtools(db, mainId, now);
  await seedProfile(db, mainId, now);
  await seedDemoTraffic(db, mainId, now);
  // the demo's paid top-ups were written directly: their bills too (the job does it live)
  await syncPrepayments(db, mainId);
  return mainId;
}

import type { Db } from '../../server/db/connect';
import type { OrdersTable } from '../../server/db/schema';
import { newId, newOrderNo } from '../../server/lib/ids';
import { hashPassword } from '../../server/lib/password';

export const USD = 1_000_000;

/** The demo main account's id. */
export async function demoMainId(db: Db, email = 'demo@example.com') {
  const row = await db.kysely
    .selectFrom('accounts')
    .select('main_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.main_id;
}

let serial = 0;

/** Inserts one order of an account (a paid online top-up unless told otherwise). */
export async function insertOrder(db: Db, mainId: string, overrides: Partial<OrdersTable> = {}) {
  serial += 1;
  const now = Date.now() - serial * 1000;
  const row: OrdersTable = {
    id: newId(now),
    main_id: mainId,
    account_id: mainId,
    order_no: newOrderNo(now),
    status: 'paid',
    audit_status: 'none',
    payment_method: 'online',
    financial_type: 'top_up',
    product_key: 'whatsapp',
    amount_micros: 100 * USD,
    paid_micros: 100 * USD,
    trade_time: now,
    created_at: now,
    paid_at: now,
    failure_reason: null,
    channel: null,
    provider: null,
    provider_ref: null,
    expires_at: null,
    review_reason: null,
    ...overrides,
  };
  await db.kysely.insertInto('orders').values(row).execute();
  return row;
}

/** A second main account (for IDOR checks); returns its id. */
export async function otherMainAccount(db: Db) {
  const now = Date.now();
  const id = newId(now);
  await db.kysely
    .insertInto('accounts')
    .values({
      id,
      main_id: id,
      email: `other-${id}@example.com`,
      phone: null,
      name: 'Other Co',
      corporate_name: 'Other Co',
      account_type: 'corporate',
      role_id: null,
      password_hash: await hashPassword('Other@12345'),
      status: 'active',
      certification_state: 'certified',
      created_at: now,
      updated_at: now,
      remarks: null,
    })
    .execute();
  return id;
}

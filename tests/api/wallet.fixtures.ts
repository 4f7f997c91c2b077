import type { FastifyInstance } from 'fastify';
import type { Envelope, UsageLineInput, UsageRecordResult } from '../../contract';
import type { Db } from '../../server/db/connect';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { newId } from '../../server/lib/ids';
import { post } from '../../server/modules/wallet/ledger';

export const OPERATOR_TOKEN = 'test-operator-token-0123456789';

/** The id of the demo main account. */
export async function demoMainId(db: Db) {
  const row = await db.kysely
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', DEMO.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The wallet row and the sum of its ledger entries (they must always agree). */
export async function walletOf(db: Db, accountId: string) {
  const wallet = await db.kysely
    .selectFrom('wallets')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const sum = await db.kysely
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount_micros').as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    balance: Number(wallet.balance_micros),
    credit: Number(wallet.credit_limit_micros),
    uncharged: Number(wallet.uncharged_micros),
    ledgerSum: Number(sum.total ?? 0),
  };
}

/** A fresh main account with a wallet funded through the ledger. */
export async function makeFundedAccount(db: Db, balanceMicros: number, creditMicros = 0) {
  const now = Date.now();
  const id = newId(now);
  await db.kysely
    .insertInto('accounts')
    .values({
      id,
      main_id: id,
      email: `funded-${id}@example.com`,
      phone: null,
      name: 'Funded',
      corporate_name: null,
      account_type: 'corporate',
      role_id: null,
      password_hash: 'x',
      status: 'active',
      certification_state: 'certified',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.kysely
    .insertInto('wallets')
    .values({
      account_id: id,
      balance_micros: 0,
      credit_limit_micros: creditMicros,
      updated_at: now,
    })
    .execute();
  if (balanceMicros > 0)
    await db.kysely
      .transaction()
      .execute((trx) => post(trx, { accountId: id, type: 'adjust', amountMicros: balanceMicros }));
  return id;
}

/** One line of usage for today. */
export const usageLine = (extra: Partial<UsageLineInput> = {}): UsageLineInput => ({
  date: new Date().toISOString().slice(0, 10),
  productKey: 'whatsapp',
  country: 'BR',
  messageType: 'marketing',
  quantity: 100,
  unitPrice: '0.0625',
  ...extra,
});

/** POST /om/internal/v1/usage with the operator token (or the given authorization). */
export async function postUsage(
  app: FastifyInstance,
  body: unknown,
  authorization: string | null = `Bearer ${OPERATOR_TOKEN}`,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/om/internal/v1/usage',
    headers: authorization ? { authorization } : {},
    payload: body as never,
  });
  return { status: response.statusCode, body: response.json() as Envelope<UsageRecordResult> };
}

import type { FastifyBaseLogger } from 'fastify';
import {
  AUTO_RECHARGE_FAILURE_LIMIT,
  BASE_PATH,
  displayMoney,
  fromMicros,
  TOP_UP_MINIMUM_MICROS,
} from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { AutoRechargeRulesTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createSender, emailAccount } from '../../messaging';
import { createOrder, setOrderStatus } from '../orders/store';
import { providerFor } from '../payments/providers';
import { centAtOrAbove } from '../wallet/cents';
import { post } from '../wallet/ledger';
import { usage } from './rules';

type Rule = AutoRechargeRulesTable;

/**
 * How much this recharge adds: up to the target, or the fixed amount; never under 10.00, and
 * in whole cents (a card is charged in cents), rounded up.
 */
const amountOf = (rule: Rule, balance: number) =>
  centAtOrAbove(
    Math.max(
      rule.mode === 'to' ? Number(rule.amount_micros) - balance : Number(rule.amount_micros),
      TOP_UP_MINIMUM_MICROS,
    ),
  );

const release = (db: Db, accountId: string) =>
  db.kysely
    .updateTable('auto_recharge_rules')
    .set({ in_flight_since: null })
    .where('account_id', '=', accountId)
    .execute();

const record = (
  db: Db['kysely'],
  accountId: string,
  outcome: 'skipped' | 'pending',
  amountMicros: number,
  reason: string | null,
  orderId: string | null = null,
) =>
  db
    .insertInto('auto_recharges')
    .values({
      id: newId(),
      account_id: accountId,
      order_id: orderId,
      amount_micros: amountMicros,
      outcome,
      reason,
      created_at: Date.now(),
    })
    .execute();

/**
 * One automatic recharge of a wallet whose balance fell below its rule's threshold: within
 * the daily count and the monthly cap, an online top-up order charged to the saved card and
 * settled like a paid checkout (ledger entry, invoiceable order). Three failed charges in a
 * row turn the rule off and tell the account. The wallet's in-flight slot is freed at the end.
 * A retried job finds its pending attempt and charges the same order again: the order id is
 * the provider's idempotency key, so a card is never charged twice for one recharge.
 */
export async function runAutoRecharge(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  accountId: string,
) {
  try {
    const rule = await db.kysely
      .selectFrom('auto_recharge_rules')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!rule || rule.enabled !== 1 || !rule.payment_method_id || !rule.product_key) return;
    const pending = await db.kysely
      .selectFrom('auto_recharges')
      .select(['id', 'order_id', 'amount_micros'])
      .where('account_id', '=', accountId)
      .where('outcome', '=', 'pending')
      .executeTakeFirst();
    const attempt = pending ?? (await begin(db, config, rule));
    if (!attempt?.order_id) return;
    await charge(
      db,
      config,
      log,
      rule,
      attempt.id,
      attempt.order_id,
      Number(attempt.amount_micros),
    );
  } finally {
    await release(db, accountId);
  }
}

/** Checks the guardrails and opens the order and the pending attempt, or records a skip. */
async function begin(db: Db, config: Config, rule: Rule) {
  const accountId = rule.account_id;
  const wallet = await db.kysely
    .selectFrom('wallets')
    .select('balance_micros')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const balance = Number(wallet?.balance_micros ?? 0);
  // a top-up arrived meanwhile: nothing to do
  if (balance >= Number(rule.below_micros)) return null;
  const amount = amountOf(rule, balance);
  const now = Date.now();
  const used = await usage(db.kysely, accountId, now);
  if (used.usedToday >= rule.max_per_day) {
    await record(db.kysely, accountId, 'skipped', amount, 'daily limit');
    return null;
  }
  if (used.spentThisMonthMicros + amount > Number(rule.monthly_cap_micros)) {
    await record(db.kysely, accountId, 'skipped', amount, 'monthly cap');
    return null;
  }
  const account = await db.kysely
    .selectFrom('accounts')
    .select('main_id')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const provider = providerFor(config, db);
  return db.kysely.transaction().execute(async (trx) => {
    const order = await createOrder(trx, {
      mainId: account.main_id,
      accountId,
      productKey: rule.product_key ?? '',
      amountMicros: amount,
      status: 'unpaid',
      auditStatus: 'none',
      paymentMethod: 'online',
      financialType: 'top_up',
      channel: 'card',
      provider: provider.name,
      expiresAt: now + config.payTimeoutMs,
      now,
    });
    const id = newId(now);
    await trx
      .insertInto('auto_recharges')
      .values({
        id,
        account_id: accountId,
        order_id: order.id,
        amount_micros: amount,
        outcome: 'pending',
        reason: null,
        created_at: now,
      })
      .execute();
    return { id, order_id: order.id, amount_micros: amount };
  });
}

async function charge(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  rule: Rule,
  attemptId: string,
  orderId: string,
  amountMicros: number,
) {
  const method = await db.kysely
    .selectFrom('payment_methods')
    .select('provider_token')
    .where('id', '=', rule.payment_method_id ?? '')
    .where('account_id', '=', rule.account_id)
    .executeTakeFirst();
  const provider = providerFor(config, db);
  const result = method
    ? await provider.chargeSaved({
        orderId,
        accountId: rule.account_id,
        amountMicros,
        methodToken: method.provider_token,
      })
    : { outcome: 'failed' as const, providerRef: '', reason: 'The saved card was removed.' };
  const now = Date.now();
  const failures = result.outcome === 'paid' ? 0 : rule.consecutive_failures + 1;
  const turnsOff = failures >= AUTO_RECHARGE_FAILURE_LIMIT;
  await db.kysely.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'amount_micros', 'order_no'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const moved = await setOrderStatus(trx, order, {
      to: result.outcome,
      providerRef: result.providerRef || null,
      failureReason: result.reason,
      now,
    });
    if (moved && result.outcome === 'paid')
      await post(trx, {
        accountId: rule.account_id,
        type: 'top_up',
        amountMicros,
        orderId,
        note: `Automatic top-up ${order.order_no}`,
        now,
      });
    await trx
      .updateTable('auto_recharges')
      .set({ outcome: result.outcome, reason: result.reason })
      .where('id', '=', attemptId)
      .execute();
    await trx
      .updateTable('auto_recharge_rules')
      .set({
        consecutive_failures: failures,
        ...(turnsOff && { enabled: 0, disabled_reason: 'failures' }),
      })
      .where('account_id', '=', rule.account_id)
      .execute();
  });
  const tell = (purpose: string, template: string) =>
    emailAccount(createSender(config, db, log), db, rule.account_id, {
      purpose,
      template,
      variables: {
        amount: displayMoney(fromMicros(amountMicros)),
        url: `${config.publicUrl}${BASE_PATH}/home/topUp`,
      },
    });
  if (result.authenticationRequired)
    await tell('auto-recharge-authentication', 'autoRecharge.authenticationMail');
  if (turnsOff) await tell('auto-recharge-off', 'autoRecharge.offMail');
}

import {
  AUTO_RECHARGE_DEFAULT_PER_DAY,
  autoRechargeMode,
  fromMicros,
  toMicros,
  type AutoRechargeSettings,
} from '../../../contract';
import type { Db } from '../../db/connect';
import type { AutoRechargeRulesTable } from '../../db/schema';
import { badRequest } from '../../errors';
import { isoTime } from '../../lib/isoTime';
import { audit, type AuditActor } from '../auditLog/record';

const DAY_MS = 86_400_000;

const DEFAULTS: AutoRechargeSettings = {
  enabled: false,
  below: '50.00',
  mode: 'to',
  amount: '200.00',
  paymentMethodId: null,
  productKey: null,
  maxPerDay: AUTO_RECHARGE_DEFAULT_PER_DAY,
  monthlyCap: '1000.00',
};

const settingsOf = (row: AutoRechargeRulesTable | undefined): AutoRechargeSettings =>
  row
    ? {
        enabled: row.enabled === 1,
        below: fromMicros(Number(row.below_micros)),
        mode: autoRechargeMode.parse(row.mode),
        amount: fromMicros(Number(row.amount_micros)),
        paymentMethodId: row.payment_method_id,
        productKey: row.product_key,
        maxPerDay: row.max_per_day,
        monthlyCap: fromMicros(Number(row.monthly_cap_micros)),
      }
    : DEFAULTS;

/** The first moment of the current calendar month, UTC. */
export const monthStart = (now: number) => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/** Automatic charges tried in the last 24 hours, and paid this month (micro-dollars). */
export async function usage(db: Db['kysely'], accountId: string, now = Date.now()) {
  const [today, month] = await Promise.all([
    db
      .selectFrom('auto_recharges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('outcome', 'in', ['paid', 'failed', 'pending'])
      .where('created_at', '>', now - DAY_MS)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('auto_recharges')
      .select((eb) => eb.fn.sum<number>('amount_micros').as('total'))
      .where('account_id', '=', accountId)
      .where('outcome', '=', 'paid')
      .where('created_at', '>=', monthStart(now))
      .executeTakeFirstOrThrow(),
  ]);
  return { usedToday: Number(today.n), spentThisMonthMicros: Number(month.total ?? 0) };
}

/** The wallet's rule, its saved cards and what its guardrails have used. */
export async function readState(db: Db, accountId: string) {
  const [row, methods, used] = await Promise.all([
    db.kysely
      .selectFrom('auto_recharge_rules')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('payment_methods')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .execute(),
    usage(db.kysely, accountId),
  ]);
  return {
    ...settingsOf(row),
    paymentMethods: methods.map((method) => ({
      id: method.id,
      brand: method.brand,
      last4: method.last4,
      createdAt: isoTime(Number(method.created_at)),
    })),
    consecutiveFailures: row?.consecutive_failures ?? 0,
    disabledReason: row?.disabled_reason === 'failures' ? ('failures' as const) : null,
    usedToday: used.usedToday,
    spentThisMonth: fromMicros(used.spentThisMonthMicros),
  };
}

/**
 * Saves a wallet's rule: the card must be one saved for this wallet and the product one the
 * account has activated. Turning it on again starts the failure count afresh.
 */
export async function saveRule(
  db: Db,
  actor: AuditActor,
  accountId: string,
  settings: AutoRechargeSettings,
) {
  if (settings.paymentMethodId) {
    const method = await db.kysely
      .selectFrom('payment_methods')
      .select('id')
      .where('id', '=', settings.paymentMethodId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!method)
      throw badRequest('autoRecharge.noCard', { paymentMethodId: 'autoRecharge.noCard' });
  }
  if (settings.productKey) {
    const product = await db.kysely
      .selectFrom('account_products')
      .select('product_key')
      .where('account_id', '=', actor.mainId)
      .where('product_key', '=', settings.productKey)
      .executeTakeFirst();
    if (!product)
      throw badRequest('wallet.productNotActivated', {
        productKey: 'wallet.productNotActivated',
      });
  }
  const before = await readState(db, accountId);
  const values = {
    enabled: settings.enabled ? 1 : 0,
    below_micros: toMicros(settings.below),
    mode: settings.mode,
    amount_micros: toMicros(settings.amount),
    payment_method_id: settings.paymentMethodId,
    product_key: settings.productKey,
    max_per_day: settings.maxPerDay,
    monthly_cap_micros: toMicros(settings.monthlyCap),
    ...(settings.enabled && { consecutive_failures: 0, disabled_reason: null }),
    updated_at: Date.now(),
  };
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('auto_recharge_rules')
      .values({
        account_id: accountId,
        consecutive_failures: 0,
        disabled_reason: null,
        in_flight_since: null,
        ...values,
      })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    await audit(trx, actor, {
      action: 'update',
      resource: 'autoRecharge',
      resourceId: accountId,
      before: pick(before),
      after: pick(settings),
    });
  });
  return readState(db, accountId);
}

const pick = (state: AutoRechargeSettings) => ({
  enabled: state.enabled,
  below: state.below,
  mode: state.mode,
  amount: state.amount,
  paymentMethodId: state.paymentMethodId,
  productKey: state.productKey,
  maxPerDay: state.maxPerDay,
  monthlyCap: state.monthlyCap,
});

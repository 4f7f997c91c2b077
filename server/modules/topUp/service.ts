import {
  Codes,
  fromMicros,
  displayMoney,
  onlineChannel,
  toMicros,
  type Language,
  type TopUp,
  type TopUpCreate,
  type TopUpMethod,
} from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { OrdersTable } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import type { AuthContext } from '../../http/types';
import { localOrder } from '../orders/order';
import { createOrder } from '../orders/store';
import { expireIfDue } from '../payments/expire';
import type { CheckoutRequest } from '../payments/provider';
import { providerFor } from '../payments/providers';
import { payingAccountOf } from '../subAccounts/billing';
import { post } from '../wallet/ledger';
import { isoTime } from '../../lib/isoTime';
import { audit, type AuditActor } from '../auditLog/record';

const fieldError = (field: string, key: string) => badRequest(key, { [field]: key });

/** The wallet a top-up for `productKey` credits; the product must be the caller's to use. */
async function walletFor(db: Db, auth: AuthContext, productKey: string) {
  const activated = await db.kysely
    .selectFrom('account_products')
    .select('product_key')
    .where('account_id', '=', auth.mainId)
    .where('product_key', '=', productKey)
    .executeTakeFirst();
  if (!activated) throw fieldError('productKey', 'wallet.productNotActivated');
  const owner = await payingAccountOf(db, auth.accountId, auth.mainId, productKey);
  if (!owner) throw fieldError('productKey', 'wallet.productNotAuthorized');
  return owner;
}

/**
 * Starts a top-up. Online methods: an unpaid order and the provider's checkout link.
 * Offline: an order awaiting the operator's audit. Balance: a transfer paid at once from
 * the wallet, refused when the available limit is too low.
 */
export async function startTopUp(
  db: Db,
  config: Config,
  auth: AuthContext,
  actor: AuditActor,
  body: TopUpCreate,
  language: Language,
) {
  const owner = await walletFor(db, auth, body.productKey);
  const amountMicros = toMicros(body.amount);
  const base = { mainId: auth.mainId, accountId: owner, productKey: body.productKey, amountMicros };
  const online = onlineChannel.safeParse(body.method);
  if (online.success) {
    if (!config.onlinePayment) throw fieldError('method', 'wallet.onlineUnsupported');
    const provider = providerFor(config, db);
    if (!provider.channels.includes(online.data))
      throw fieldError('method', 'wallet.methodUnavailable');
    const order = await db.kysely.transaction().execute(async (trx) => {
      const row = await createOrder(trx, {
        ...base,
        status: 'unpaid',
        auditStatus: 'none',
        paymentMethod: 'online',
        financialType: 'top_up',
        channel: online.data,
        provider: provider.name,
        expiresAt: Date.now() + config.payTimeoutMs,
      });
      await auditTopUp(trx, actor, row, body.method);
      return row;
    });
    const checkout = await provider.checkout(checkoutOf(order, language));
    await db.kysely
      .updateTable('orders')
      .set({ provider_ref: checkout.providerRef })
      .where('id', '=', order.id)
      .execute();
    return describe(db, { ...order, provider_ref: checkout.providerRef }, language, checkout.url);
  }
  if (body.method === 'offline') {
    if (!config.offlineBank) throw fieldError('method', 'wallet.offlineUnavailable');
    const order = await db.kysely.transaction().execute(async (trx) => {
      const row = await createOrder(trx, {
        ...base,
        status: 'pending',
        auditStatus: 'pending',
        paymentMethod: 'offline',
        financialType: 'top_up',
      });
      await auditTopUp(trx, actor, row, body.method);
      return row;
    });
    return describe(db, order, language, null);
  }
  const order = await db.kysely.transaction().execute(async (trx) => {
    const row = await createOrder(trx, {
      ...base,
      status: 'paid',
      auditStatus: 'none',
      paymentMethod: 'balance',
      financialType: 'transfer',
    });
    try {
      await post(trx, {
        accountId: owner,
        type: 'transfer',
        amountMicros: -amountMicros,
        orderId: row.id,
        note: `Balance payment ${row.order_no} to ${body.productKey}`,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === Codes.insufficientFunds)
        throw await balanceTooLow(trx, owner, body.amount);
      throw error;
    }
    await auditTopUp(trx, actor, row, body.method);
    return row;
  });
  return describe(db, order, language, null);
}

/** A top-up started, as the audit log keeps it. */
const auditTopUp = (
  trx: Db['kysely'],
  actor: AuditActor,
  order: OrdersTable,
  method: TopUpMethod,
) =>
  audit(trx, actor, {
    action: 'create',
    resource: 'topUp',
    resourceId: order.id,
    after: {
      orderNo: order.order_no,
      amount: fromMicros(order.amount_micros),
      method,
      productKey: order.product_key,
      status: order.status,
    },
  });

async function balanceTooLow(db: Db['kysely'], owner: string, amount: string) {
  const wallet = await db
    .selectFrom('wallets')
    .select(['balance_micros', 'credit_limit_micros'])
    .where('account_id', '=', owner)
    .executeTakeFirst();
  const available = (wallet?.balance_micros ?? 0) + (wallet?.credit_limit_micros ?? 0);
  return new AppError(Codes.insufficientFunds, 402, 'wallet.balanceTooLow', {
    fields: { method: 'wallet.balanceTooLowShort' },
    values: { available: displayMoney(fromMicros(available)), amount: displayMoney(amount) },
  });
}

/** One top-up of the caller's account; an online one unpaid past its time is cancelled now. */
export async function findTopUp(
  db: Db,
  config: Config,
  auth: AuthContext,
  id: string,
  language: Language,
) {
  let order = await db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('main_id', '=', auth.mainId)
    .where('id', '=', id)
    .where('financial_type', 'in', ['top_up', 'transfer'])
    .executeTakeFirst();
  if (!order) throw notFound();
  if (await expireIfDue(db.kysely, order))
    order = await db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const url =
    order.status === 'unpaid' && order.provider_ref
      ? await providerFor(config, db).reopen(checkoutOf(order, language), order.provider_ref)
      : null;
  return describe(db, order, language, url);
}

/** What a provider needs to open (or reopen) the checkout of an online order. */
const checkoutOf = (order: OrdersTable, language: Language): CheckoutRequest => ({
  orderId: order.id,
  orderNo: order.order_no,
  accountId: order.account_id,
  amountMicros: order.amount_micros,
  channel: onlineChannel.parse(order.channel),
  language,
  expiresAt: order.expires_at,
});

const methodOf = (order: OrdersTable): TopUpMethod =>
  order.payment_method === 'online'
    ? onlineChannel.parse(order.channel)
    : order.payment_method === 'offline'
      ? 'offline'
      : 'balance';

/** The order with what the result screens show beside it. */
async function describe(
  db: Db,
  order: OrdersTable,
  language: Language,
  checkoutUrl: string | null,
): Promise<TopUp> {
  const [product, account] = await Promise.all([
    db.kysely
      .selectFrom('products')
      .select(['name_en', 'name_zh'])
      .where('key', '=', order.product_key)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('accounts')
      .select(['name'])
      .where('id', '=', order.account_id)
      .executeTakeFirst(),
  ]);
  return {
    order: localOrder(order, language),
    method: methodOf(order),
    productName: (language === 'zh_CN' ? product?.name_zh : product?.name_en) ?? order.product_key,
    accountName: account?.name ?? '',
    accountId: order.account_id,
    checkoutUrl,
    timedOut: order.status === 'cancel' && order.payment_method === 'online',
    expiresAt: order.expires_at === null ? null : isoTime(order.expires_at),
  };
}

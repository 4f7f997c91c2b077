import type { Kysely } from 'kysely';
import {
  Codes,
  displayMoney,
  fromMicros,
  SUSPENDED,
  toMicros,
  type Language,
  type ListParams,
} from '../../../contract';
import { DELIVERY_HEALTH_DAYS, STAFF_RECENT_ORDERS } from '../../../contract/staffAccounts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { isoTime, isoTimeOrNull } from '../../lib/isoTime';
import { audit, platformActor } from '../auditLog/record';
import { revokeSessions } from '../../http/session';
import { localOrder, ORDER_COLUMNS } from '../orders/order';
import { post } from '../wallet/ledger';
import { ledgerPage, toLedgerEntry } from '../wallet/repo';
import { staffAudit, type StaffActor } from '../auditLog/staffAudit';

const DAY_MS = 86_400_000;

/** The main account of an id; a sub-account's id or an unknown one: 404 (open its main). */
export async function mainAccountOf(db: Kysely<Database>, id: string) {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', id)
    .whereRef('main_id', '=', 'id')
    .executeTakeFirst();
  if (!account) throw notFound();
  return account;
}

async function walletOf(db: Kysely<Database>, accountId: string) {
  const wallet = await db
    .selectFrom('wallets')
    .select(['balance_micros', 'credit_limit_micros'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return {
    balance: Number(wallet?.balance_micros ?? 0),
    credit: Number(wallet?.credit_limit_micros ?? 0),
  };
}

const walletView = ({ balance, credit }: { balance: number; credit: number }) => ({
  balance: fromMicros(balance),
  creditLimit: fromMicros(credit),
  availableLimit: fromMicros(balance + credit),
});

async function callbackHealth(db: Db, mainId: string, now: number) {
  const [addresses, counts] = await Promise.all([
    db.kysely
      .selectFrom('callbacks')
      .select(['id', 'name', 'url', 'status', 'disabled_at', 'failing_since'])
      .where('main_id', '=', mainId)
      .orderBy('created_at')
      .execute(),
    db.kysely
      .selectFrom('callback_deliveries as d')
      .innerJoin('callbacks as c', 'c.id', 'd.callback_id')
      .select(['d.callback_id', 'd.outcome'])
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('c.main_id', '=', mainId)
      .where('d.created_at', '>=', now - DELIVERY_HEALTH_DAYS * DAY_MS)
      .groupBy(['d.callback_id', 'd.outcome'])
      .execute(),
  ]);
  return addresses.map((address) => {
    const mine = counts.filter((row) => row.callback_id === address.id);
    const total = mine.reduce((sum, row) => sum + Number(row.n), 0);
    const succeeded = Number(mine.find((row) => row.outcome === 'ok')?.n ?? 0);
    return {
      id: address.id,
      name: address.name,
      url: address.url,
      status: address.status === 'disabled' ? ('disabled' as const) : ('active' as const),
      disabledAt: isoTimeOrNull(address.disabled_at),
      succeeded,
      failed: total - succeeded,
      failingSince: isoTimeOrNull(address.failing_since),
    };
  });
}

/** An account's page: profile, products, wallet, sub-accounts, recent orders, callbacks. */
export async function accountPage(db: Db, id: string, language: Language) {
  const account = await mainAccountOf(db.kysely, id);
  const [products, wallet, subAccounts, orders, callbacks] = await Promise.all([
    db.kysely
      .selectFrom('account_products as ap')
      .innerJoin('products as p', 'p.key', 'ap.product_key')
      .select(['p.key', 'p.name_en', 'p.name_zh', 'ap.activated_at'])
      .where('ap.account_id', '=', id)
      .orderBy('p.sort')
      .execute(),
    walletOf(db.kysely, id),
    db.kysely
      .selectFrom('accounts')
      .select(['id', 'email', 'name', 'status', 'created_at'])
      .where('main_id', '=', id)
      .where('id', '!=', id)
      .orderBy('created_at')
      .execute(),
    db.kysely
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      .where('main_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(STAFF_RECENT_ORDERS)
      .execute(),
    callbackHealth(db, id, Date.now()),
  ]);
  return {
    account: {
      id: account.id,
      mainId: account.main_id,
      email: account.email,
      phone: account.phone,
      name: account.name,
      company: account.corporate_name,
      status: account.status,
      createdAt: isoTime(account.created_at),
      language: account.language,
      certificationState: account.certification_state,
      suspended: account.status === SUSPENDED,
    },
    products: products.map((product) => ({
      key: product.key,
      name: language === 'zh_CN' ? product.name_zh : product.name_en,
      activatedAt: isoTime(product.activated_at),
    })),
    wallet: walletView(wallet),
    subAccounts: subAccounts.map((sub) => ({
      id: sub.id,
      email: sub.email,
      name: sub.name,
      status: sub.status,
      createdAt: isoTime(sub.created_at),
    })),
    recentOrders: orders.map((row) => localOrder(row, language)),
    callbacks,
  };
}

/** The main account's ledger, newest first, paged. */
export async function accountLedger(
  db: Db,
  id: string,
  query: Pick<ListParams, 'page' | 'pageSize' | 'order'>,
) {
  await mainAccountOf(db.kysely, id);
  const { list, total } = await ledgerPage(db, id, { ...query, sort: 'createdAt' });
  return { list, total };
}

/**
 * Disables (suspends) a main account and its sub-accounts, keeping each one's status to give
 * back; every session of them ends at once. Already suspended: 409.
 */
export async function suspendAccount(db: Db, actor: StaffActor, id: string, reason: string) {
  const members = await db.kysely.transaction().execute(async (trx) => {
    const account = await mainAccountOf(trx, id);
    if (account.status === SUSPENDED) throw alreadyIs('staff.errors.alreadySuspended');
    await trx
      .updateTable('accounts')
      .set((eb) => ({
        status_before_suspension: eb.ref('status'),
        status: SUSPENDED,
        updated_at: Date.now(),
      }))
      .where('main_id', '=', id)
      .execute();
    await audit(trx, platformActor(id), {
      action: 'disable',
      resource: 'account',
      resourceId: id,
      before: { status: account.status },
      after: { status: SUSPENDED, reason },
    });
    await staffAudit(trx, actor, {
      action: 'account.disable',
      accountId: id,
      before: { status: account.status },
      after: { status: SUSPENDED, reason },
    });
    return trx.selectFrom('accounts').select('id').where('main_id', '=', id).execute();
  });
  for (const member of members) await revokeSessions(db, { accountId: member.id }, 'suspended');
  return { suspended: true };
}

/** Gives a suspended account and its sub-accounts back their statuses. Not suspended: 409. */
export async function resumeAccount(db: Db, actor: StaffActor, id: string, reason: string) {
  await db.kysely.transaction().execute(async (trx) => {
    const account = await mainAccountOf(trx, id);
    if (account.status !== SUSPENDED) throw alreadyIs('staff.errors.notSuspended');
    await trx
      .updateTable('accounts')
      .set((eb) => ({
        status: eb.fn.coalesce('status_before_suspension', eb.val('active')),
        status_before_suspension: null,
        updated_at: Date.now(),
      }))
      .where('main_id', '=', id)
      .where('status', '=', SUSPENDED)
      .execute();
    const restored = account.status_before_suspension ?? 'active';
    await audit(trx, platformActor(id), {
      action: 'enable',
      resource: 'account',
      resourceId: id,
      before: { status: SUSPENDED },
      after: { status: restored, reason },
    });
    await staffAudit(trx, actor, {
      action: 'account.enable',
      accountId: id,
      before: { status: SUSPENDED },
      after: { status: restored, reason },
    });
  });
  return { suspended: false };
}

const alreadyIs = (message: string) => new AppError(Codes.conflict, 409, message);

/**
 * A new credit limit for the main account's wallet. It may not be less than what the wallet
 * already owes (a negative balance): 409, nothing changed.
 */
export async function setCreditLimit(
  db: Db,
  actor: StaffActor,
  id: string,
  input: { creditLimit: string; reason: string },
) {
  const credit = toMicros(input.creditLimit);
  return db.kysely.transaction().execute(async (trx) => {
    await mainAccountOf(trx, id);
    const before = await walletOf(trx, id);
    if (before.balance + credit < 0)
      throw new AppError(Codes.conflict, 409, 'staff.errors.creditBelowDebt', {
        fields: { creditLimit: 'staff.errors.creditBelowDebt' },
      });
    const now = Date.now();
    await trx
      .insertInto('wallets')
      .values({ account_id: id, balance_micros: 0, credit_limit_micros: credit, updated_at: now })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({ credit_limit_micros: credit, updated_at: now }),
      )
      .execute();
    const change = {
      before: { creditLimit: fromMicros(before.credit) },
      after: { creditLimit: fromMicros(credit), reason: input.reason },
    };
    await audit(trx, platformActor(id), {
      action: 'update',
      resource: 'wallet',
      resourceId: id,
      ...change,
    });
    await staffAudit(trx, actor, { action: 'wallet.creditLimit', accountId: id, ...change });
    return walletView({ balance: before.balance, credit });
  });
}

/** The ledger's refusal in staff words: how far the account's limit reaches, and the way on. */
const debitBeyondLimit = (wallet: { balance: number; credit: number }, amount: string) =>
  new AppError(Codes.insufficientFunds, 402, 'staff.errors.debitBeyondLimit', {
    fields: { amount: 'staff.errors.debitBeyondLimit' },
    values: {
      amount: displayMoney(amount),
      available: displayMoney(fromMicros(wallet.balance + wallet.credit)),
    },
  });

/**
 * Credits or debits the main account's wallet through the ledger, as top-ups and charges do:
 * an `adjust` entry whose note is the reason. A debit beyond the available limit: 402.
 */
export async function adjustWallet(
  db: Db,
  actor: StaffActor,
  id: string,
  input: { direction: 'credit' | 'debit'; amount: string; reason: string },
) {
  const micros = toMicros(input.amount) * (input.direction === 'debit' ? -1 : 1);
  return db.kysely.transaction().execute(async (trx) => {
    await mainAccountOf(trx, id);
    const before = await walletOf(trx, id);
    const { entry, creditLimitMicros } = await post(trx, {
      accountId: id,
      type: 'adjust',
      amountMicros: micros,
      note: input.reason,
    }).catch((error: unknown) => {
      throw error instanceof AppError && error.code === Codes.insufficientFunds
        ? debitBeyondLimit(before, input.amount)
        : error;
    });
    const change = {
      before: { balance: fromMicros(before.balance) },
      after: {
        balance: fromMicros(entry.balance_after_micros),
        amount: fromMicros(micros),
        reason: input.reason,
      },
    };
    await audit(trx, platformActor(id), {
      action: 'adjust',
      resource: 'wallet',
      resourceId: entry.id,
      ...change,
    });
    await staffAudit(trx, actor, {
      action: `wallet.${input.direction}`,
      accountId: id,
      target: entry.id,
      ...change,
    });
    return {
      entry: toLedgerEntry({ ...entry, order_no: null }),
      wallet: walletView({ balance: entry.balance_after_micros, credit: creditLimitMicros }),
    };
  });
}

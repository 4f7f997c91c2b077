import {
  billingMethod,
  fromMicros,
  subAccountStatus,
  type SubAccount,
  type SUB_ACCOUNT_SORTABLE,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { listPage } from '../../http/listPage';
import { likeText } from '../../db/like';
import { isoTime } from '../../lib/isoTime';

const SORT_COLUMNS = {
  createdAt: 'accounts.created_at',
  email: 'accounts.email',
  name: 'accounts.name',
} as const satisfies Record<(typeof SUB_ACCOUNT_SORTABLE)[number], string>;

export interface SubAccountQuery {
  page: number;
  pageSize: number;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
  q?: string;
  status?: string;
  roleId?: string;
}

/** Sub-accounts of one main account (never the main account itself). */
function subAccountsOf(db: Db, mainId: string) {
  return db.kysely
    .selectFrom('accounts')
    .where('accounts.main_id', '=', mainId)
    .whereRef('accounts.id', '<>', 'accounts.main_id');
}

async function withDetails(db: Db, mainId: string, ids: string[]): Promise<SubAccount[]> {
  if (ids.length === 0) return [];
  const [rows, grants] = await Promise.all([
    subAccountsOf(db, mainId)
      .where('accounts.id', 'in', ids)
      .leftJoin('roles', 'roles.id', 'accounts.role_id')
      .leftJoin('wallets', 'wallets.account_id', 'accounts.id')
      .select([
        'accounts.id',
        'accounts.email',
        'accounts.name',
        'accounts.phone',
        'accounts.role_id',
        'accounts.remarks',
        'accounts.status',
        'accounts.created_at',
        'roles.name as role_name',
        'wallets.balance_micros',
      ])
      .execute(),
    db.kysely
      .selectFrom('sub_account_products')
      .select(['account_id', 'product_key', 'billing_method'])
      .where('account_id', 'in', ids)
      .orderBy('product_key')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const products = grants
      .filter((grant) => grant.account_id === id)
      .map((grant) => ({
        productKey: grant.product_key,
        billingMethod: billingMethod.parse(grant.billing_method),
      }));
    const independent = products.some((product) => product.billingMethod === 'independent');
    return [
      {
        id: row.id,
        email: row.email,
        name: row.name,
        phone: row.phone ?? '',
        roleId: row.role_id ?? '',
        roleName: row.role_name ?? '',
        remarks: row.remarks ?? '',
        status: subAccountStatus.parse(row.status),
        products,
        ownBalance: independent ? fromMicros(row.balance_micros ?? 0) : null,
        createdAt: isoTime(row.created_at),
      },
    ];
  });
}

/** One page of sub-accounts, filtered and sorted in SQL, with the total that matches. */
export async function findSubAccounts(db: Db, mainId: string, query: SubAccountQuery) {
  let base = subAccountsOf(db, mainId);
  if (query.q) {
    // any part of the email, name or phone; a phone matches with or without its "+"
    const q = query.q;
    const digits = q.replace(/[\s\-()+]/g, '');
    base = base.where((eb) =>
      eb.or([
        likeText('accounts.email', q, 'contains'),
        likeText('accounts.name', q, 'contains'),
        ...(digits ? [likeText('accounts.phone', digits, 'contains')] : []),
      ]),
    );
  }
  if (query.status) base = base.where('accounts.status', '=', query.status);
  if (query.roleId) base = base.where('accounts.role_id', '=', query.roleId);
  const { rows, total } = await listPage<{ id: string }>(
    db,
    base,
    query,
    SORT_COLUMNS[query.sort],
    {
      idColumn: 'accounts.id',
      select: (all) => all.select('accounts.id'),
    },
  );
  const list = await withDetails(
    db,
    mainId,
    rows.map((row) => row.id),
  );
  return { list, total };
}

export async function findSubAccount(db: Db, mainId: string, id: string) {
  const [found] = await withDetails(db, mainId, [id]);
  return found as SubAccount | undefined;
}

/** Which of an email and a phone already belong to another account (any main account). */
export async function takenContacts(db: Db, email: string, phone: string, exceptId?: string) {
  let query = db.kysely
    .selectFrom('accounts')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]));
  if (exceptId) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return {
    email: rows.some((row) => row.email === email),
    phone: rows.some((row) => row.phone === phone),
  };
}

/** Products the main account has activated: the only ones it can authorize. */
export async function activatedKeys(db: Db, mainId: string) {
  const rows = await db.kysely
    .selectFrom('account_products')
    .select('product_key')
    .where('account_id', '=', mainId)
    .execute();
  return new Set(rows.map((row) => row.product_key));
}

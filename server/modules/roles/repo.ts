import type { ROLE_SORTABLE } from '../../../contract';
import { permissionGroup, type PermissionGroup, type Role } from '../../../contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database, RolesTable } from '../../db/schema';
import { listPage } from '../../http/listPage';
import { likeText } from '../../db/like';
import { isoTime } from '../../lib/isoTime';

/** A role's groups from its JSON column; anything unreadable grants nothing. */
export function parseGroups(json: string | null): PermissionGroup[] {
  try {
    const parsed = permissionGroup.array().safeParse(json ? JSON.parse(json) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const SORT_COLUMNS = { createdAt: 'created_at', name: 'name' } as const satisfies Record<
  (typeof ROLE_SORTABLE)[number],
  keyof RolesTable
>;

type RoleRow = RolesTable & { account_count: number | string };

export const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  permissions: parseGroups(row.permissions),
  accountCount: Number(row.account_count),
  createdAt: isoTime(row.created_at),
});

/** Roles with how many sub-accounts hold each. */
const withAccountCount = (rows: SelectQueryBuilder<Database, 'roles', object>) =>
  rows
    .selectAll('roles')
    .select((eb) =>
      eb
        .selectFrom('accounts')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('accounts.role_id', '=', 'roles.id')
        .whereRef('accounts.main_id', '=', 'roles.main_id')
        .as('account_count'),
    );

/** Roles of one account with how many sub-accounts hold each. */
const rolesOf = (db: Db, mainId: string) =>
  withAccountCount(db.kysely.selectFrom('roles').where('roles.main_id', '=', mainId));

export interface RolePage {
  page: number;
  pageSize: number;
  sort: (typeof ROLE_SORTABLE)[number];
  order: 'asc' | 'desc';
  name?: string;
}

export async function findRoles(db: Db, mainId: string, page: RolePage) {
  let rows = db.kysely.selectFrom('roles').where('roles.main_id', '=', mainId);
  if (page.name) rows = rows.where(likeText('roles.name', page.name, 'contains'));
  const { rows: list, total } = await listPage<RoleRow>(
    db,
    rows,
    page,
    `roles.${SORT_COLUMNS[page.sort]}`,
    { idColumn: 'roles.id', select: withAccountCount },
  );
  return { list: list.map(toRole), total };
}

export async function findRole(db: Db, mainId: string, id: string): Promise<Role | undefined> {
  const row = await rolesOf(db, mainId).where('roles.id', '=', id).executeTakeFirst();
  return row && toRole(row as RoleRow);
}

/** True when another role of the account already has this name (ignoring case). */
export async function nameTaken(db: Db, mainId: string, name: string, exceptId?: string) {
  let query = db.kysely
    .selectFrom('roles')
    .select('id')
    .where('main_id', '=', mainId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

import type { FastifyInstance } from 'fastify';
import {
  accountBasic,
  accountType,
  authorityMenus,
  certificationState,
  fromMicros,
  googleClientId,
  menusFor,
} from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { payingAccountOf } from '../subAccounts/billing';
import { isoTime } from '../../lib/isoTime';

/** The account's basics, its menus, and the Google sign-in client id. */
export default async function accountRoutes(app: FastifyInstance) {
  route(app, googleClientId, async () => app.config.googleClientId);

  route(app, accountBasic, async ({ auth }) => {
    // A sub-account billed independently sees (and tops up) its own wallet.
    const walletOwner = await payingAccountOf(app.db, auth.accountId, auth.mainId);
    const row = await app.db.kysely
      .selectFrom('accounts')
      .innerJoin('accounts as main', 'main.id', 'accounts.main_id')
      .leftJoin('roles', 'roles.id', 'accounts.role_id')
      .leftJoin('wallets', (join) => join.on('wallets.account_id', '=', walletOwner))
      .select([
        'accounts.id',
        'accounts.email',
        'accounts.phone',
        'accounts.name',
        'main.corporate_name',
        'main.account_type',
        'main.certification_state',
        'accounts.main_id',
        'accounts.created_at',
        'roles.name as role_name',
        'wallets.balance_micros',
        'wallets.credit_limit_micros',
      ])
      .where('accounts.id', '=', auth.accountId)
      .executeTakeFirst();
    if (!row) throw notFound();
    const balance = row.balance_micros ?? 0;
    const credit = row.credit_limit_micros ?? 0;
    return {
      id: row.id,
      email: row.email,
      phone: row.phone,
      name: row.name,
      corporateName: row.corporate_name,
      accountType: accountType.parse(row.account_type),
      isMain: auth.isMain,
      mainAccountId: row.main_id,
      roleName: row.role_name,
      permissionGroups: auth.permissions,
      certificationState: certificationState.parse(row.certification_state),
      wallet: {
        balance: fromMicros(balance),
        creditLimit: fromMicros(credit),
        availableLimit: fromMicros(balance + credit),
      },
      createdAt: isoTime(row.created_at),
    };
  });

  route(app, authorityMenus, async ({ auth }) =>
    menusFor(auth.permissions, auth.isMain, app.resources),
  );
}

import type { FastifyInstance } from 'fastify';
import { getAutoRecharge, putAutoRecharge } from '../../../contract';
import { route } from '../../http/route';
import { actorOf } from '../auditLog/record';
import { payingAccountOf } from '../subAccounts/billing';
import { readState, saveRule } from './rules';

/** The auto-recharge rule of the wallet the caller spends from. */
export default async function autoRechargeRoutes(app: FastifyInstance) {
  const walletOf = async (accountId: string, mainId: string) =>
    (await payingAccountOf(app.db, accountId, mainId)) ?? mainId;

  route(
    app,
    getAutoRecharge,
    async ({ auth }) => readState(app.db, await walletOf(auth.accountId, auth.mainId)),
    { permission: 'bill' },
  );

  route(
    app,
    putAutoRecharge,
    async ({ auth, body, request }) =>
      saveRule(app.db, actorOf(request, auth), await walletOf(auth.accountId, auth.mainId), body),
    { permission: 'bill' },
  );
}

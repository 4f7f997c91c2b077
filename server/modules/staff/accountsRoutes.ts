import type { FastifyInstance } from 'fastify';
import {
  staffAccountAuditLog,
  staffAccountDisable,
  staffAccountEnable,
  staffAccountLedger,
  staffAccountPage,
  staffCreditLimitSet,
  staffWalletAdjust,
} from '../../../contract/staffAccounts';
import { listEntries } from '../auditLog/repo';
import {
  accountLedger,
  accountPage,
  adjustWallet,
  mainAccountOf,
  resumeAccount,
  setCreditLimit,
  suspendAccount,
} from './accounts';
import { staffActorOf } from '../auditLog/staffAudit';
import { staffRoute } from './staffRoute';

/** An account's page and what staff change on it: status, credit limit, wallet adjustments. */
export default async function staffAccountRoutes(app: FastifyInstance) {
  const { db } = app;

  staffRoute(app, staffAccountPage, ({ params, language }) => accountPage(db, params.id, language));

  staffRoute(app, staffAccountLedger, ({ params, query }) => accountLedger(db, params.id, query));

  staffRoute(app, staffAccountAuditLog, async ({ params, query }) => {
    await mainAccountOf(db.kysely, params.id);
    return listEntries(db, params.id, query);
  });

  staffRoute(app, staffAccountDisable, ({ params, body, staff, request }) =>
    suspendAccount(db, staffActorOf(request, staff.staffUserId), params.id, body.reason),
  );

  staffRoute(app, staffAccountEnable, ({ params, body, staff, request }) =>
    resumeAccount(db, staffActorOf(request, staff.staffUserId), params.id, body.reason),
  );

  staffRoute(app, staffCreditLimitSet, ({ params, body, staff, request }) =>
    setCreditLimit(db, staffActorOf(request, staff.staffUserId), params.id, body),
  );

  staffRoute(app, staffWalletAdjust, ({ params, body, staff, request }) =>
    adjustWallet(db, staffActorOf(request, staff.staffUserId), params.id, body),
  );
}

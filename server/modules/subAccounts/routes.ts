import { actorOf } from '../auditLog/record';
import { guardOf } from '../../http/resourceRoutes';
import { subAccountsResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import {
  createSubAccount,
  deleteSubAccount,
  getSubAccount,
  listSubAccounts,
  resetSubAccountPassword,
  setSubAccountStatus,
  updateSubAccount,
} from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { findSubAccount, findSubAccounts } from './repo';
import * as service from './service';

const guard = guardOf(subAccountsResource);

/** Sub-accounts of the caller's account (the account management group). */
export default async function subAccountRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(
    app,
    listSubAccounts,
    async ({ auth, query }) => findSubAccounts(db, auth.mainId, query),
    guard,
  );

  route(
    app,
    getSubAccount,
    async ({ auth, params }) => {
      const found = await findSubAccount(db, auth.mainId, params.id);
      if (!found) throw notFound();
      return found;
    },
    guard,
  );

  route(
    app,
    createSubAccount,
    async ({ auth, body, request }) =>
      service.createSubAccount(db, auth, actorOf(request, auth), body, config.credentialKey),
    guard,
  );

  route(
    app,
    updateSubAccount,
    async ({ auth, params, body, request }) =>
      service.updateSubAccount(db, auth, actorOf(request, auth), params.id, body),
    guard,
  );

  route(
    app,
    setSubAccountStatus,
    async ({ auth, params, body, request }) =>
      service.setStatus(db, auth, actorOf(request, auth), params.id, body.status),
    guard,
  );

  route(
    app,
    resetSubAccountPassword,
    async ({ auth, params, body, request }) =>
      service.resetPassword(
        db,
        auth,
        actorOf(request, auth),
        params.id,
        body,
        config.credentialKey,
      ),
    guard,
  );

  route(
    app,
    deleteSubAccount,
    async ({ auth, params, request }) =>
      service.deleteSubAccount(db, auth, actorOf(request, auth), params.id),
    guard,
  );
}

import type { FastifyInstance } from 'fastify';
import {
  resetSubAccountPassword,
  setSubAccountStatus,
  subAccountsResource,
} from '../../../contract';
import { notFound } from '../../errors';
import { guardOf, resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import { actorOf } from '../auditLog/record';
import { findSubAccount, findSubAccounts } from './repo';
import * as service from './service';

const guard = guardOf(subAccountsResource);

/** Sub-accounts of the caller's account (the account management group). */
export default async function subAccountRoutes(app: FastifyInstance) {
  const { db, config } = app;

  resourceRoutes(app, subAccountsResource, {
    list: async ({ auth, query }) => findSubAccounts(db, auth.mainId, query),
    one: async ({ auth, params }) => {
      const found = await findSubAccount(db, auth.mainId, params.id);
      if (!found) throw notFound();
      return found;
    },
    create: async ({ auth, body, request }) =>
      service.createSubAccount(db, auth, actorOf(request, auth), body, config.credentialKey),
    update: async ({ auth, params, body, request }) =>
      service.updateSubAccount(db, auth, actorOf(request, auth), params.id, body),
    remove: async ({ auth, params, request }) =>
      service.deleteSubAccount(db, auth, actorOf(request, auth), params.id),
  });

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
}

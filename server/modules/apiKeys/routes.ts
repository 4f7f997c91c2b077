import type { FastifyInstance } from 'fastify';
import {
  apiKeysResource,
  createApiKeyToken,
  revokeApiKeyToken,
  rollApiKey,
  setApiKeyStatus,
  setDefaultApiKey,
} from '../../../contract';
import { notFound } from '../../errors';
import { guardOf, resourceRoutes } from '../../http/resourceRoutes';
import { route } from '../../http/route';
import { actorOf } from '../auditLog/record';
import { findApiKeyRow, findApiKeys, toApiKey } from './repo';
import * as service from './service';

const guard = guardOf(apiKeysResource);

/** API keys of the caller's account, with their default, status, allowed IPs and token. */
export default async function apiKeyRoutes(app: FastifyInstance) {
  const { db } = app;
  resourceRoutes(app, apiKeysResource, {
    list: async ({ auth, query }) => findApiKeys(db, auth.mainId, query),
    one: async ({ auth, params }) => {
      const row = await findApiKeyRow(db, auth.mainId, params.id);
      if (!row) throw notFound();
      return toApiKey(row);
    },
    create: async ({ auth, body, request }) =>
      service.createApiKey(db, actorOf(request, auth), auth.mainId, body),
    update: async ({ auth, params, body, request }) =>
      service.updateApiKey(db, actorOf(request, auth), auth.mainId, params.id, body),
  });

  route(
    app,
    rollApiKey,
    async ({ auth, params, body, request }) =>
      service.rollApiKey(db, actorOf(request, auth), auth.mainId, params.id, body.overlap),
    guard,
  );

  route(
    app,
    setDefaultApiKey,
    async ({ auth, params, request }) =>
      service.setDefault(db, actorOf(request, auth), auth.mainId, params.id),
    guard,
  );

  route(
    app,
    setApiKeyStatus,
    async ({ auth, params, body, request }) =>
      service.setStatus(db, actorOf(request, auth), auth.mainId, params.id, body.status),
    guard,
  );

  route(
    app,
    createApiKeyToken,
    async ({ auth, params, body, request }) =>
      service.createToken(db, actorOf(request, auth), auth.mainId, params.id, body),
    guard,
  );

  route(
    app,
    revokeApiKeyToken,
    async ({ auth, params, request }) =>
      service.revokeToken(db, actorOf(request, auth), auth.mainId, params.id),
    guard,
  );
}

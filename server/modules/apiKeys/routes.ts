import { guardOf } from '../../http/resourceRoutes';
import { apiKeysResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import {
  createApiKey,
  createApiKeyToken,
  getApiKey,
  listApiKeys,
  revokeApiKeyToken,
  setApiKeyStatus,
  rollApiKey,
  setDefaultApiKey,
  updateApiKey,
} from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { actorOf } from '../auditLog/record';
import { findApiKeyRow, findApiKeys, toApiKey } from './repo';
import * as service from './service';

const guard = guardOf(apiKeysResource);

/** API keys of the caller's account, with their default, status, allowed IPs and token. */
export default async function apiKeyRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, listApiKeys, async ({ auth, query }) => findApiKeys(db, auth.mainId, query), guard);

  route(
    app,
    getApiKey,
    async ({ auth, params }) => {
      const row = await findApiKeyRow(db, auth.mainId, params.id);
      if (!row) throw notFound();
      return toApiKey(row);
    },
    guard,
  );

  route(
    app,
    createApiKey,
    async ({ auth, body, request }) =>
      service.createApiKey(db, actorOf(request, auth), auth.mainId, body),
    guard,
  );

  route(
    app,
    updateApiKey,
    async ({ auth, params, body, request }) =>
      service.updateApiKey(db, actorOf(request, auth), auth.mainId, params.id, body),
    guard,
  );

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

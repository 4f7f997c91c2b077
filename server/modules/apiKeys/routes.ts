import { guardOf } from '../../lib/resourceRoutes';
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
import { route } from '../../lib/route';
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
    async ({ auth, body }) => service.createApiKey(db, auth.mainId, body),
    guard,
  );

  route(
    app,
    updateApiKey,
    async ({ auth, params, body }) => service.updateApiKey(db, auth.mainId, params.id, body),
    guard,
  );

  route(
    app,
    rollApiKey,
    async ({ auth, params, body }) => service.rollApiKey(db, auth.mainId, params.id, body.overlap),
    guard,
  );

  route(
    app,
    setDefaultApiKey,
    async ({ auth, params }) => service.setDefault(db, auth.mainId, params.id),
    guard,
  );

  route(
    app,
    setApiKeyStatus,
    async ({ auth, params, body }) => service.setStatus(db, auth.mainId, params.id, body.status),
    guard,
  );

  route(
    app,
    createApiKeyToken,
    async ({ auth, params, body }) => service.createToken(db, auth.mainId, params.id, body),
    guard,
  );

  route(
    app,
    revokeApiKeyToken,
    async ({ auth, params }) => service.revokeToken(db, auth.mainId, params.id),
    guard,
  );
}

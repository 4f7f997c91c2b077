import { actorOf } from '../auditLog/record';
import { guardOf } from '../../http/resourceRoutes';
import { rolesResource } from '../../../contract';
import type { FastifyInstance } from 'fastify';
import { createRole, deleteRole, getRole, listRoles, updateRole } from '../../../contract';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { findRole, findRoles } from './repo';
import * as service from './service';

const guard = guardOf(rolesResource);

/** Roles of the caller's account (the account management group). */
export default async function roleRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, listRoles, async ({ auth, query }) => findRoles(db, auth.mainId, query), guard);

  route(
    app,
    getRole,
    async ({ auth, params }) => {
      const role = await findRole(db, auth.mainId, params.id);
      if (!role) throw notFound();
      return role;
    },
    guard,
  );

  route(
    app,
    createRole,
    async ({ auth, body, request }) => service.createRole(db, auth, actorOf(request, auth), body),
    guard,
  );

  route(
    app,
    updateRole,
    async ({ auth, params, body, request }) =>
      service.updateRole(db, auth, actorOf(request, auth), params.id, body),
    guard,
  );

  route(
    app,
    deleteRole,
    async ({ auth, params, query, request }) =>
      service.deleteRole(db, auth, actorOf(request, auth), params.id, query.reassignTo),
    guard,
  );
}

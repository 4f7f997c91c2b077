import type { FastifyInstance } from 'fastify';
import { rolesResource } from '../../../contract';
import { notFound } from '../../errors';
import { resourceRoutes } from '../../http/resourceRoutes';
import { actorOf } from '../auditLog/record';
import { findRole, findRoles } from './repo';
import * as service from './service';

/** Roles of the caller's account (the account management group). */
export default async function roleRoutes(app: FastifyInstance) {
  const { db } = app;
  resourceRoutes(app, rolesResource, {
    list: async ({ auth, query }) => findRoles(db, auth.mainId, query),
    one: async ({ auth, params }) => {
      const role = await findRole(db, auth.mainId, params.id);
      if (!role) throw notFound();
      return role;
    },
    create: async ({ auth, body, request }) =>
      service.createRole(db, auth, actorOf(request, auth), body),
    update: async ({ auth, params, body, request }) =>
      service.updateRole(db, auth, actorOf(request, auth), params.id, body),
    remove: async ({ auth, params, query, request }) =>
      service.deleteRole(db, auth, actorOf(request, auth), params.id, query.reassignTo),
  });
}

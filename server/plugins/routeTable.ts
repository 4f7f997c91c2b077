import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiCall, PermissionGroup } from '../../contract';
import type { StaffRole } from '../../contract/staff';

/** How a route is guarded, as http/route.ts declares it in the route's config. */
export interface RouteGuard {
  auth: boolean;
  /** Only the messaging platform, with OPERATOR_TOKEN. */
  operator?: boolean;
  permission?: PermissionGroup;
  mainOnly?: boolean;
  /** Takes an Idempotency-Key (http/idempotentRoute.ts). */
  idempotent?: boolean;
  /** A staff route (/om/staff): the roles that may call it besides admin; [] for any staff. */
  staffRoles?: readonly StaffRole[];
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Null for routes not made by http/route.ts (static files, redirects). */
  guard: RouteGuard | null;
  /** The contract call the route serves; null for routes not made from one. */
  call: ApiCall | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server registered, with its guard: the permission matrix in one list. */
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    guard?: RouteGuard;
    /** The contract call the route serves: its name and summary in the API reference. */
    call?: ApiCall;
  }
}

/**
 * Collects every route as it is registered, so the whole permission matrix can be listed and
 * checked (the enforcement tests walk it). Registered before the modules.
 */
async function routeTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: options.url,
        guard: options.config?.guard ?? null,
        call: options.config?.call ?? null,
      });
    }
  });
}

export default fp(routeTable, { name: 'route-table' });

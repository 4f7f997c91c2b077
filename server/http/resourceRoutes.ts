import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiCall, ResourceApiCalls, ResourceDeclaration } from '../../contract';
import { route, type CallContext } from './route';

type Handler<C> = C extends ApiCall
  ? (context: CallContext<C>) => Promise<z.input<C['response']>>
  : never;

/** A handler for each call the resource declares, typed by that call. */
export type ResourceHandlers<A extends ResourceApiCalls> = {
  [K in keyof A as A[K] extends ApiCall ? K : never]: Handler<A[K]>;
};

/**
 * Registers a declared resource's calls, each behind the declared permission group. A
 * declared call without a handler is a type error (and fails at start-up).
 */
export function resourceRoutes<D extends ResourceDeclaration>(
  app: FastifyInstance,
  resource: D,
  handlers: ResourceHandlers<D['api']>,
) {
  const guard = resource.permission ? { permission: resource.permission } : {};
  for (const [kind, call] of Object.entries(resource.api) as [keyof D['api'], ApiCall][]) {
    if (!call) continue;
    const handler = (handlers as unknown as Partial<Record<keyof D['api'], Handler<ApiCall>>>)[
      kind
    ];
    if (!handler) throw new Error(`${resource.name}: no handler for its ${String(kind)} call`);
    route(app, call, handler, guard);
  }
}

/** The guard a declared resource's routes take: its permission group, if it has one. */
export const guardOf = (resource: Pick<ResourceDeclaration, 'permission'>) =>
  resource.permission ? { permission: resource.permission } : {};

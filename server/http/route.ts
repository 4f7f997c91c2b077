import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { Codes, envelope, type ApiCall, type Language, type PermissionGroup } from '../../contract';
import { languageOf } from '../i18n';
import { authenticate, requirePermission } from './session';
import { onceAnswered, replayIfRepeated } from './idempotentRoute';
import { requireOperator } from '../lib/operator';
import type { AuthContext } from './types';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The envelope of a call that succeeded. */
export const succeeded = <T>(data: T) => ({ code: Codes.success, data, message: 'success' });

/** A whole answer, envelope included, already written as JSON (a kept page): sent as it is. */
export class WrittenAnswer {
  constructor(readonly json: Buffer) {}
}

export interface CallContext<C extends ApiCall> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  auth: C['auth'] extends false ? null : C['operator'] extends true ? null : AuthContext;
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Permission group the caller must hold (spec section 6). */
  permission?: PermissionGroup;
  /** Only a main account may call it. */
  mainOnly?: boolean;
  /** Per-route rate limit, e.g. for sign-in. */
  rateLimit?: { max: number; timeWindow: string | number };
  /** Largest body of this route when it must exceed the server's (an upload in JSON). */
  bodyLimit?: number;
}

/**
 * Registers one contract call: its schemas validate the request and filter the answer,
 * the guard runs before the body is read, and the handler's value is wrapped in the envelope.
 */
export function route<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<C>) => Promise<z.input<C['response']> | WrittenAnswer>,
  options: RouteOptions = {},
) {
  const operator = call.operator === true;
  const needsAuth = call.auth !== false && !operator;
  // every write of a known caller; the public calls (sign-up, sign-in) have no one to scope to
  const idempotent = call.method !== 'GET' && (needsAuth || operator);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: { 200: envelope(call.response) },
    },
    config: {
      call,
      guard: {
        auth: needsAuth,
        operator,
        permission: options.permission,
        mainOnly: options.mainOnly,
        idempotent,
      },
      ...(options.rateLimit && { rateLimit: options.rateLimit }),
    },
    onRequest: async (request) => {
      request.auth = null;
      if (operator) return requireOperator(request, app.config.operatorToken);
      if (!needsAuth) return;
      request.auth = await authenticate(app.db, request);
      requirePermission(request.auth, options.permission, options.mainOnly);
    },
    ...(idempotent && {
      preValidation: (request: FastifyRequest, reply: FastifyReply) =>
        replayIfRepeated(app.db, call, request, reply),
      onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
        onceAnswered(app.db, request, reply, payload),
    }),
    handler: async (request, reply) => {
      const data = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth,
        language: languageOf(request),
        request,
        reply,
      } as CallContext<C>);
      if (data instanceof WrittenAnswer)
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(data.json);
      return succeeded(data);
    },
  });
}

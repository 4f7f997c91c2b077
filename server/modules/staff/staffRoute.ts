import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, type Language } from '../../../contract';
import type { StaffCall } from '../../../contract/staff';
import { languageOf } from '../../i18n';
import { onceAnswered, replayIfRepeated } from '../../http/idempotentRoute';
import { sendFile, type FileAnswer } from '../../http/downloadRoute';
import { succeeded } from '../../http/route';
import { timeZoneOf } from '../../lib/timeZone';
import { authenticateStaff, requireStaffRole, type StaffContext } from './session';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface StaffCallContext<C extends StaffCall> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  staff: C['auth'] extends false ? null : StaffContext;
  language: Language;
  request: FastifyRequest;
}

export interface StaffRouteOptions {
  rateLimit?: { max: number; timeWindow: string | number };
}

/**
 * Registers one staff call as http/route.ts registers a customer's (schemas, envelope), with
 * the staff guard instead: an `X-Staff-Token` session whose role the call allows.
 */
export function staffRoute<C extends StaffCall>(
  app: FastifyInstance,
  call: C,
  handler: (context: StaffCallContext<C>) => Promise<z.input<C['response']>>,
  options: StaffRouteOptions = {},
) {
  const needsAuth = call.auth !== false;
  const roles = call.roles ?? [];
  const idempotent = call.method !== 'GET' && needsAuth;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: { 200: envelope(call.response) },
    },
    config: {
      call,
      guard: { auth: needsAuth, staffRoles: roles, idempotent },
      ...(options.rateLimit && { rateLimit: options.rateLimit }),
    },
    onRequest: async (request) => {
      request.staff = null;
      if (!needsAuth) return;
      request.staff = await authenticateStaff(app.db, request);
      requireStaffRole(request.staff, roles);
    },
    ...(idempotent && {
      preValidation: (request: FastifyRequest, reply: FastifyReply) =>
        replayIfRepeated(app.db, call, request, reply, `staff:${request.staff?.staffUserId}`),
      onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
        onceAnswered(app.db, request, reply, payload),
    }),
    handler: async (request: FastifyRequest) =>
      succeeded(
        await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          staff: request.staff,
          language: languageOf(request),
          request,
        } as StaffCallContext<C>),
      ),
  });
}

/**
 * Registers a staff download call as http/downloadRoute.ts does a customer's: the staff guard,
 * the call's query validated, errors before the file answered with the envelope.
 */
export function staffDownloadRoute<C extends StaffCall>(
  app: FastifyInstance,
  call: C,
  handler: (context: StaffCallContext<C> & { timeZone: string }) => Promise<FileAnswer>,
) {
  const roles = call.roles ?? [];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
    },
    config: { call, guard: { auth: true, staffRoles: roles, idempotent: false } },
    onRequest: async (request) => {
      request.staff = await authenticateStaff(app.db, request);
      requireStaffRole(request.staff, roles);
    },
    handler: async (request, reply) => {
      const file = await handler({
        params: request.params,
        query: request.query,
        body: undefined,
        staff: request.staff,
        language: languageOf(request),
        timeZone: timeZoneOf(request),
        request,
      } as StaffCallContext<C> & { timeZone: string });
      return sendFile(reply, file);
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
}

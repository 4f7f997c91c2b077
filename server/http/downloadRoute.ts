import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiCall, Language } from '../../contract';
import { languageOf } from '../i18n';
import { timeZoneOf } from '../lib/timeZone';
import { authenticate, requirePermission } from './session';
import type { AuthContext } from './types';
import type { CallContext, RouteOptions } from './route';

/** A file answer: its bytes (or a stream of them), type and the name the browser saves. */
export interface FileAnswer {
  filename: string;
  contentType: string;
  body: Buffer | Readable;
}

/** `attachment; filename*=UTF-8''…` with an ASCII fallback for old clients. */
export const contentDisposition = (filename: string) => {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/** Sends a file answer, saved under its name and never cached. */
export const sendFile = (reply: FastifyReply, file: FileAnswer) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'no-store')
    .send(file.body);

/**
 * Registers a download call (spec section 7: blob answers saved under their
 * Content-Disposition name). Same guard and validation as `route`; errors before the file
 * still answer with the envelope, so the console shows their message.
 */
export function downloadRoute<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: (
    context: Omit<CallContext<C>, 'auth'> & {
      auth: AuthContext;
      language: Language;
      /** The caller's time zone, which the file's times are written in. */
      timeZone: string;
    },
  ) => Promise<FileAnswer>,
  options: Pick<RouteOptions, 'permission' | 'mainOnly'> = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
    },
    config: {
      call,
      guard: { auth: true, permission: options.permission, mainOnly: options.mainOnly },
    },
    onRequest: async (request) => {
      request.auth = await authenticate(app.db, request);
      requirePermission(request.auth, options.permission, options.mainOnly);
    },
    handler: async (request, reply) => {
      const file = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth as AuthContext,
        language: languageOf(request),
        timeZone: timeZoneOf(request),
        request,
        reply,
      } as never);
      return sendFile(reply, file);
    },
  });
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Codes } from '../../contract';
import { issueMessage } from '../../contract/issueMessage';
import { AppError } from '../errors';
import { isMessageKey, languageOf, translate } from '../i18n';

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The message key for one issue, the same rule as the console's forms. */
function issueKey(issue: Issue): [string, Record<string, unknown>] {
  const { key, values } = issueMessage(
    {
      code: issue.keyword,
      message: issue.message,
      ...issue.params,
      missing: issue.message?.includes('received undefined'),
    },
    isMessageKey,
  );
  return [key, values];
}

const send = (
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  data: unknown = null,
) => {
  // Fastify closes the connection after a body it refused, and a client still sending that
  // body then meets a reset instead of this answer; kept open, the connection reads the rest
  // away (within the request timeout) and the client reads the answer
  if (status === 413) reply.removeHeader('connection');
  return reply.status(status).send({ code, data, message });
};

/**
 * One error handler for the whole API: every failure becomes the envelope, in the
 * request's language, with the HTTP status of its class. 5xx answers hide internals.
 * A path no route serves is the envelope's 404 too (the console's pages keep theirs).
 */
async function errors(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, Codes.notFound, translate(languageOf(request), 'errors.routeNotFound')),
  );
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      const fields = error.details.fields
        ? Object.fromEntries(
            Object.entries(error.details.fields).map(([field, key]) => [
              field,
              translate(language, key),
            ]),
          )
        : undefined;
      return send(
        reply,
        error.status,
        error.code,
        translate(language, error.messageKey, error.details.values),
        fields || error.details.data ? { ...error.details.data, ...(fields && { fields }) } : null,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation as Issue[]) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const [key, values] = issueKey(issue);
        fields[field] ??= translate(language, key, values);
      }
      return send(reply, 400, Codes.invalidRequest, translate(language, 'errors.invalidRequest'), {
        fields,
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, Codes.payloadTooLarge, translate(language, 'errors.payloadTooLarge'));
    }
    if (error.statusCode === 429) {
      return send(reply, 429, Codes.tooManyRequests, translate(language, 'errors.tooManyRequests'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's mistake, said plainly.
      return send(
        reply,
        error.statusCode,
        Codes.invalidRequest,
        translate(language, 'errors.invalidRequest'),
      );
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return send(reply, 500, Codes.internal, translate(language, 'errors.internal'), {
      requestId: request.id,
    });
  });
}

export default fp(errors, { name: 'errors' });

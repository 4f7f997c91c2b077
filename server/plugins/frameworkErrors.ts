import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Codes } from '../../contract';
import { languageOf, translate } from '../i18n';

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path segment past `maxParamLength`
 * never reaches a route or the error handler, so it is answered here, as the envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = languageOf(request);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const [status, code, key] = tooLong
    ? [414, Codes.uriTooLong, 'errors.addressTooLong']
    : [400, Codes.invalidRequest, 'errors.badAddress'];
  return reply.status(status).send({ code, data: null, message: translate(language, key) });
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a header it cannot
 * read, headers too large) has no request to answer through Fastify; the envelope is
 * written on the socket, in English since no header could be read.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const body = JSON.stringify({
      code: Codes.invalidRequest,
      data: null,
      message: translate('en_US', 'errors.invalidRequest'),
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

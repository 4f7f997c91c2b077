import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '../errors';

/**
 * Makes every request body of this (encapsulated) plugin a Buffer, whatever its content
 * type: uploads are judged by their bytes, never by what the client says they are. A body
 * of `maxBytes` or more is refused as soon as it gets there, with the caller's own error.
 */
export function acceptBinaryBodies(
  app: FastifyInstance,
  maxBytes: number,
  tooLarge: () => AppError,
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', async (request: FastifyRequest, payload: IncomingMessage) => {
    if (Number(request.headers['content-length']) >= maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size >= maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * Serves a built single-page app from `root` under `prefix` (no trailing slash): the
 * precompressed .br/.gz beside each file, hashed assets cached for a year, index.html (as
 * `fillIndex` completes it) never cached, and every other path under `prefix` answered
 * with index.html so the app routes it.
 */
export async function serveSpa(
  app: FastifyInstance,
  root: string,
  prefix: string,
  /** What the server writes into index.html as it sends it (read once, then kept). */
  fillIndex: (html: string) => string = (html) => html,
) {
  await app.register(fastifyStatic, {
    root,
    prefix: `${prefix}/`,
    preCompressed: true,
    cacheControl: false,
    index: false,
    wildcard: true,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  let index: string | undefined;
  const sendIndex = (reply: FastifyReply) => {
    index ??= fillIndex(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
  };
  app.get(prefix, (_request, reply) => sendIndex(reply));
  app.get(`${prefix}/`, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && request.url.startsWith(`${prefix}/`);
    // A missing asset is a real 404; any other path under the app is a client route.
    if (wantsPage && !request.url.startsWith(`${prefix}/assets/`)) return sendIndex(reply);
    return reply.status(404).type('text/plain').send('Not Found');
  });
}

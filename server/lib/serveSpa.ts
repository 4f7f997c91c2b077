import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendPage } from './sendPage';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * Serves a built single-page app from `root` under `prefix` (no trailing slash): the
 * precompressed .br/.gz beside each file, hashed assets cached for a year, index.html (as
 * `fillIndex` completes it, with a nonce of its own for its styles) never cached, and every other path under `prefix` answered
 * with index.html so the app routes it. Paths outside `prefix` keep the server's own 404.
 */
export async function serveSpa(
  app: FastifyInstance,
  root: string,
  prefix: string,
  /** What the server writes into index.html as it sends it (read once, then kept). */
  fillIndex: (html: string) => string = (html) => html,
  /** Pages under `prefix` whose index.html gets more written into it (after `fillIndex`). */
  pages: Record<string, (html: string) => string> = {},
) {
  let index: string | undefined;
  const readIndex = () =>
    (index ??= fillIndex(fs.readFileSync(path.join(root, 'index.html'), 'utf8')));
  const sendIndex = (reply: FastifyReply) => sendPage(app, reply, readIndex());
  await app.register(
    async (spa) => {
      await spa.register(fastifyStatic, {
        root,
        prefix: '/',
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
      spa.get('/', (_request, reply) => sendIndex(reply));
      for (const [page, fillPage] of Object.entries(pages)) {
        let html: string | undefined;
        spa.get(page, (_request, reply) => sendPage(app, reply, (html ??= fillPage(readIndex()))));
      }
      spa.setNotFoundHandler((request, reply) => {
        // A missing asset is a real 404; any other page under the app is a client route.
        if (request.method === 'GET' && !request.url.startsWith(`${prefix}/assets/`))
          return sendIndex(reply);
        return reply.status(404).type('text/plain').send('Not Found');
      });
    },
    { prefix },
  );
}

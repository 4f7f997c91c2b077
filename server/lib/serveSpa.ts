import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from './sendPage';

/** A page under the app whose index.html gets more written into it. */
export interface SpaPage {
  /** What is written for everyone (after `fillIndex`; worked out once). */
  fill?: (html: string) => string;
  /**
   * What is written for this request alone (before `</body>`), or null for the page as it is
   * for everyone. A page with it varies by cookie, and is never stored when it has some.
   */
  personal?: (request: FastifyRequest) => Promise<string | null>;
}

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
  pages: Record<string, SpaPage> = {},
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
      for (const [page, { fill = (html: string) => html, personal }] of Object.entries(pages)) {
        let kept: string | undefined;
        spa.get(page, async (request, reply) => {
          const html = (kept ??= fill(readIndex()));
          if (!personal) return sendPage(app, reply, html);
          reply.header('vary', 'Cookie');
          const own = await personal(request);
          return sendPage(app, reply, html, own === null ? {} : { personal: own });
        });
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

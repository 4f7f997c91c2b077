import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '../../contract';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * Serves the built console under /control/: hashed assets cached for a year, index.html
 * never cached, and every deep link answered with index.html so the SPA routes it.
 */
async function consolePlugin(app: FastifyInstance) {
  const root = path.resolve(app.config.distDir);
  const indexFile = path.join(root, 'index.html');

  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));

  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built console in ${root}: run "npm run build" (npm start does it for you)`);
    return;
  }

  await app.register(fastifyStatic, {
    root,
    prefix: `${BASE_PATH}/`,
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

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  app.get(BASE_PATH, (_request, reply) => sendIndex(reply));
  app.get(`${BASE_PATH}/`, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && request.url.startsWith(`${BASE_PATH}/`);
    // A missing asset is a real 404; any other path under the console is a client route.
    if (wantsPage && !request.url.startsWith(`${BASE_PATH}/assets/`)) return sendIndex(reply);
    return reply.status(404).type('text/plain').send('Not Found');
  });
}

export default fp(consolePlugin, { name: 'console' });

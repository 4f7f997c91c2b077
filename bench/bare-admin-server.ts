import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';

/**
 * Serves the built bare react-admin app (bench/bareAdmin.ts) under /bare/ as
 * server/plugins/console.ts serves ours, so the two compare fairly: precompressed .br/.gz,
 * hashed assets cached for a year, index.html never cached, other paths answered with it.
 */
const PREFIX = '/bare';
const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;
const root = path.resolve(process.env.BARE_DIST ?? '');

const app = Fastify();
await app.register(fastifyStatic, {
  root,
  prefix: `${PREFIX}/`,
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
app.get(PREFIX, (_request, reply) => sendIndex(reply));
app.get(`${PREFIX}/`, (_request, reply) => sendIndex(reply));
app.setNotFoundHandler((request, reply) => {
  const wantsPage = request.method === 'GET' && request.url.startsWith(`${PREFIX}/`);
  if (wantsPage && !request.url.startsWith(`${PREFIX}/assets/`)) return sendIndex(reply);
  return reply.status(404).type('text/plain').send('Not Found');
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');

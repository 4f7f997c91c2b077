import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '../../contract';
import { serveSpa } from '../lib/serveSpa';

/** Serves the built console under /control/ (see serveSpa), and sends / there. */
async function consolePlugin(app: FastifyInstance) {
  const root = path.resolve(app.config.distDir);

  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));

  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built console in ${root}: run "npm run build" (npm start does it for you)`);
    return;
  }
  await serveSpa(app, root, BASE_PATH);
}

export default fp(consolePlugin, { name: 'console' });

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH, CREDENTIAL_KEY_PLACEHOLDER } from '../../contract';
import { STAFF_PATH } from '../../contract/staff';
import { serveSpa } from '../lib/serveSpa';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Serves the built console under /control/ (see serveSpa), and sends / there. */
async function consolePlugin(app: FastifyInstance) {
  const root = path.resolve(app.config.distDir);

  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));

  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built console in ${root}: run "npm run build" (npm start does it for you)`);
    return;
  }
  const key = escapeAttribute(app.config.credentialKey);
  const fill = (html: string) => html.replace(CREDENTIAL_KEY_PLACEHOLDER, () => key);
  await serveSpa(app, root, BASE_PATH, fill);
  // the staff console is the same build: main.tsx starts it for paths under /staff
  await serveSpa(app, root, STAFF_PATH, fill);
}

export default fp(consolePlugin, { name: 'console' });

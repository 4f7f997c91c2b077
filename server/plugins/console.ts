import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH, CREDENTIAL_KEY_PLACEHOLDER, HOME_PATH, startOnHomeCalls } from '../../contract';
import { CSP_NONCE_PLACEHOLDER } from '../../contract/credentialKey';
import { START_ON_HOME_FILE } from '../../contract/buildOutput';
import { STAFF_PATH } from '../../contract/staff';
import { serveSpa } from '../lib/serveSpa';
import { pageAnswers } from './pageAnswers';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Home's page announces the files a start on home runs as module preloads, so they load
 * beside the entry instead of once it has run (a signed-out visitor is sent to sign in,
 * after which they are needed). A build without the list gets none.
 */
function startOnHome(root: string): (html: string) => string {
  const listed = path.join(root, START_ON_HOME_FILE);
  if (!fs.existsSync(listed)) return (html) => html;
  const links = (JSON.parse(fs.readFileSync(listed, 'utf8')) as string[])
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="${BASE_PATH}/${escapeAttribute(file)}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
    )
    .join('');
  return (html) => html.replace('</head>', () => `${links}</head>`);
}

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
  const homeCalls = startOnHomeCalls();
  await serveSpa(app, root, BASE_PATH, fill, {
    // a signed-in start's first answers come with the page (docs/performance.md)
    [HOME_PATH]: {
      fill: startOnHome(root),
      personal: (request) => pageAnswers(app, request, homeCalls),
    },
  });
  // the staff console is the same build: main.tsx starts it for paths under /staff
  await serveSpa(app, root, STAFF_PATH, fill);
}

export default fp(consolePlugin, { name: 'console' });

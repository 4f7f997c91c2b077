import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '../../../contract';
import { sendPage } from '../../lib/sendPage';

export const INLINE_CHAT_URL = `${BASE_PATH}/whatsapp/inline-chat`;

/**
 * The WhatsApp chat widget page is embedded by customers in their own websites, so unlike
 * every other console page it may be framed by any origin: same index.html, with the
 * framing headers of helmet relaxed for this one path.
 */
async function inlineChatPage(app: FastifyInstance) {
  const root = path.resolve(app.config.distDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  let page: string | undefined;
  app.get(INLINE_CHAT_URL, (_request, reply) => {
    page ??= fs.readFileSync(indexFile, 'utf8');
    return sendPage(app, reply, page, { framedByAnyone: true });
  });
}

export default fp(inlineChatPage, { name: 'inline-chat-page', dependencies: ['console'] });

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '../../../contract';

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
  let page: Buffer | undefined;
  app.get(INLINE_CHAT_URL, (_request, reply) => {
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.removeHeader('x-frame-options');
    reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
    );
    page ??= fs.readFileSync(indexFile);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}

export default fp(inlineChatPage, { name: 'inline-chat-page', dependencies: ['console'] });

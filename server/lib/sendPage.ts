import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '../../contract';

export interface PageOptions {
  status?: number;
  /** Any site may show it in a frame (a widget customers embed); by default only ours. */
  framedByAnyone?: boolean;
}

/**
 * Sends an HTML page of our own, never cached, with a nonce of its own in place of the
 * placeholder on its style tags: its content security policy lets in those styles and no
 * other inline style.
 */
export function sendPage(
  app: FastifyInstance,
  reply: FastifyReply,
  html: string,
  { status = 200, framedByAnyone = false }: PageOptions = {},
): FastifyReply {
  const nonce = app.allowPageStyles(reply);
  if (framedByAnyone) {
    const policy = String(reply.getHeader('content-security-policy'));
    reply.removeHeader('x-frame-options');
    reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
    );
  }
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
}

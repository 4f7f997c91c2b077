import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '../../contract';

export interface PageOptions {
  status?: number;
  /** Any site may show it in a frame (a widget customers embed); by default only ours. */
  framedByAnyone?: boolean;
  /**
   * What this page holds for one person, written before `</body>` as it is (after the nonce,
   * so no data can take the nonce's place); no cache may keep such a page.
   */
  personal?: string;
}

function withPersonal(html: string, personal: string | undefined) {
  if (personal === undefined) return html;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + personal : html.slice(0, at) + personal + html.slice(at);
}

/**
 * Sends an HTML page of our own, never cached (never stored when personal), with a nonce of its own in place of the
 * placeholder on its style tags: its content security policy lets in those styles and no
 * other inline style.
 */
export function sendPage(
  app: FastifyInstance,
  reply: FastifyReply,
  html: string,
  { status = 200, framedByAnyone = false, personal }: PageOptions = {},
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
    .header('cache-control', personal === undefined ? 'no-cache' : 'no-store')
    .type('text/html; charset=utf-8')
    .send(withPersonal(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), personal));
}

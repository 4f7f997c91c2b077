import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. They depend on the options alone, so they are
 * worked out once: @fastify/helmet runs `helmet(options)` on every request, re-reading each
 * option and CSP directive, which cost more than the rest of a typical API call.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives this answer (a page) a fresh nonce: its content security policy allows the
     * styles that carry it, besides the policy's own sources. Returns the nonce to write
     * into the page.
     */
    allowPageStyles(reply: FastifyReply): string;
  }
}

const NONCE_SLOT = 'nonce-slot';

export interface SecurityHeadersOptions {
  helmet: Readonly<HelmetOptions>;
  /** The page policy's style sources, to which each page's nonce is added. */
  styleSrc: readonly string[];
}

/**
 * Sets helmet's headers on every answer, as reply headers a route may still change.
 * Strict-Transport-Security only on answers to https requests (as the trusted proxy says,
 * with TRUST_PROXY): RFC 6797 has browsers ignore it over http, and a server reached over
 * http is not one to pin a host to https.
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const { 'strict-transport-security': hsts, ...headers } = securityHeadersOf(options.helmet);
  const csp = options.helmet.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? csp.directives : undefined;
  const pagePolicy = securityHeadersOf({
    ...options.helmet,
    contentSecurityPolicy: {
      directives: { ...directives, styleSrc: [...options.styleSrc, `'${NONCE_SLOT}'`] },
    },
  })['content-security-policy'];
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
  app.decorate('allowPageStyles', (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', pagePolicy.replace(NONCE_SLOT, `nonce-${nonce}`));
    return nonce;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });

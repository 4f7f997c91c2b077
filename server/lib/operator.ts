import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Guards /om/internal, the API the messaging platform itself calls: `Authorization: Bearer
 * <OPERATOR_TOKEN>`, compared in constant time. With no token configured everyone is refused.
 */
export function requireOperator(request: FastifyRequest, token: string) {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!token || !timingSafeEqual(digest(given), digest(token))) throw forbidden();
}

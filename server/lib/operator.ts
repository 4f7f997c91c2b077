import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { bearerToken } from './bearer';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Guards /om/internal, the API the messaging platform itself calls: `Authorization: Bearer
 * <OPERATOR_TOKEN>`, compared in constant time. With no token configured everyone is refused.
 */
export function requireOperator(request: FastifyRequest, token: string) {
  const given = bearerToken(request.headers.authorization);
  if (!token || !timingSafeEqual(digest(given), digest(token))) throw forbidden();
}

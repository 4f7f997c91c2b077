import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../contract';
import type { Db } from '../db/connect';
import { presentKey, releaseKey, storeAnswer, type Claim } from './idempotency';

/** The keys requests hold while they run, until their answer is sent. */
const claims = new WeakMap<FastifyRequest, Claim>();

const headerName = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Before a write's body is validated: a request with an Idempotency-Key seen before gets
 * the first answer again (marked Idempotent-Replayed) and runs nothing; a new key is
 * claimed for this request. Without the header the write runs as it always did. Keys are
 * the caller's own: an account's, the operator's, or a staff user's (`caller` given).
 */
export async function replayIfRepeated(
  db: Db,
  call: { method: string; path: string },
  request: FastifyRequest,
  reply: FastifyReply,
  caller = request.auth ? `account:${request.auth.accountId}` : 'operator',
) {
  const key = request.headers[headerName];
  if (key === undefined) return;
  const presented = await presentKey(
    db,
    Array.isArray(key) ? key.join(',') : key,
    { caller, route: `${call.method} ${call.path}` },
    { params: request.params, query: request.query, body: request.body },
  );
  if (presented.first) {
    claims.set(request, presented.claim);
    return;
  }
  return reply
    .code(presented.status)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(presented.answer);
}

/**
 * As the answer of a claimed request goes out: kept for the key's repeats, unless the
 * server failed (5xx) or the answer is a stream, which frees the key for a retry.
 */
export async function onceAnswered(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const claim = claims.get(request);
  if (!claim) return payload;
  claims.delete(request);
  const bytes =
    typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  if (bytes && reply.statusCode < 500) await storeAnswer(db, claim, reply.statusCode, bytes);
  else await releaseKey(db, claim);
  return payload;
}

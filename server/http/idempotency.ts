import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS } from '../../contract';
import type { Db } from '../db/connect';
import { badRequest, referenceReused, requestInProgress } from '../errors';
import { canonicalJson } from '../lib/canonicalJson';

/** A first request still "running" after this long died with its process: it may run again. */
const ABANDONED_AFTER_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What a request is, for comparing a repeat with the first: its path values, query and body. */
export interface RequestContent {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** A key this request holds while it runs; its answer is stored under it when it is sent. */
export interface Claim {
  id: string;
  sealKey: Buffer;
}

export type Presented =
  { first: true; claim: Claim } | { first: false; status: number; answer: Buffer };

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest();

/** A body of bytes (an upload) compared by its bytes; anything else by its canonical JSON. */
const contentText = ({ params, query, body }: RequestContent) =>
  canonicalJson({
    params,
    query,
    body: Buffer.isBuffer(body) ? body.toString('base64') : body,
  });

function seal(sealKey: Buffer, answer: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
  const sealed = Buffer.concat([cipher.update(answer), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function unseal(sealKey: Buffer, stored: string): Buffer {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

/**
 * Presents a caller's Idempotency-Key for one route: the first time it is claimed (the
 * request runs), later it gives the first answer back. The same key with other content is
 * refused (409 referenceReused), as is a repeat while the first still runs (409
 * requestInProgress). Keys older than IDEMPOTENCY_TTL_MS count as never seen.
 */
export async function presentKey(
  db: Db,
  key: string,
  scope: { caller: string; route: string },
  content: RequestContent,
  now = Date.now(),
): Promise<Presented> {
  if (!KEY_PATTERN.test(key)) throw badRequest('errors.idempotencyKey');
  const id = sha256(scope.caller, scope.route, key).toString('hex');
  const claim = { id, sealKey: sha256('answer', scope.caller, key) };
  const fingerprint = createHmac('sha256', key).update(contentText(content)).digest('hex');
  // twice: a row found expired or abandoned is removed and the key claimed again
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db.kysely
      .insertInto('idempotency_keys')
      .values({ id, fingerprint, status: null, answer: null, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { first: true, claim };

    const row = await db.kysely
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) continue;
    const expired = row.created_at <= now - IDEMPOTENCY_TTL_MS;
    const abandoned = row.status === null && row.created_at <= now - ABANDONED_AFTER_MS;
    if (expired || abandoned) {
      await db.kysely
        .deleteFrom('idempotency_keys')
        .where('id', '=', id)
        .where('created_at', '=', row.created_at)
        .execute();
      continue;
    }
    if (row.fingerprint !== fingerprint) throw referenceReused();
    if (row.status === null || row.answer === null) throw requestInProgress();
    return { first: false, status: row.status, answer: unseal(claim.sealKey, row.answer) };
  }
  throw requestInProgress();
}

/** Keeps the answer of a claimed key for its repeats. */
export async function storeAnswer(db: Db, claim: Claim, status: number, answer: Buffer) {
  await db.kysely
    .updateTable('idempotency_keys')
    .set({ status, answer: seal(claim.sealKey, answer) })
    .where('id', '=', claim.id)
    .execute();
}

/** Frees a claimed key whose request failed on our side: a retry may run it again. */
export async function releaseKey(db: Db, claim: Claim) {
  await db.kysely
    .deleteFrom('idempotency_keys')
    .where('id', '=', claim.id)
    .where('status', 'is', null)
    .execute();
}

/** Forgets keys past their time (the prune job). */
export async function pruneIdempotencyKeys(db: Db, now: number) {
  await db.kysely
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', now - IDEMPOTENCY_TTL_MS)
    .execute();
}

import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { apiKeyAccess, apiKeyType, type VerifyRequest, type VerifyResult } from '../../../contract';
import type { Db } from '../../db/connect';
import { hashToken } from '../../lib/tokens';
import { unmapIpv4 } from '../../lib/addressClass';
import { ipAllowed } from './allowedIps';

/** A key's last use is written at most this often: checks come far more often than that. */
const LAST_USED_EVERY_MS = 60_000;

const recordUse = (db: Db, id: string, ip: string, now: number) =>
  db.kysely
    .updateTable('api_keys')
    .set({ last_used_at: now, last_used_ip: ip })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', now - LAST_USED_EVERY_MS)]),
    )
    .execute();

/** The products a key may use: those it is limited to, else every product of its type. */
async function productsOf(db: Db, type: string, limited: string) {
  if (limited) return limited.split(',');
  const products = await db.kysely
    .selectFrom('products')
    .select('key')
    .where('category', '=', type)
    .orderBy('sort')
    .execute();
  return products.map((product) => product.key);
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether a caller of the messaging platform may use a key: by key and password or by token,
 * from its source address. The key must be open, its account active, the token unexpired
 * and the address inside the key's allowed list (when it has one), and what the caller asks
 * for (a product, writing) inside the key's scopes. A successful check is recorded as the
 * key's last use (once a minute at most).
 */
export async function verifyCredentials(db: Db, request: VerifyRequest): Promise<VerifyResult> {
  const source = unmapIpv4(request.sourceIp.trim());
  if (!isIP(source)) return { valid: false, reason: 'bad_source_ip' };
  const now = Date.now();
  const keys = db.kysely
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.main_id')
    .selectAll('api_keys')
    .select('accounts.status as account_status');

  let row;
  if ('token' in request) {
    row = await keys.where('api_keys.token_hash', '=', hashToken(request.token)).executeTakeFirst();
    if (!row) return { valid: false, reason: 'token_invalid' };
    if (row.token_expires_at !== null && row.token_expires_at <= now)
      return { valid: false, reason: 'token_expired' };
  } else {
    row = await keys.where('api_keys.api_key', '=', request.apiKey).executeTakeFirst();
    if (!row) return { valid: false, reason: 'unknown_key' };
    const given = hashToken(request.password);
    // a rolled key's previous password works until its overlap ends
    const previous =
      row.previous_password_hash !== null &&
      row.previous_expires_at !== null &&
      row.previous_expires_at > now &&
      sameHash(given, row.previous_password_hash);
    if (!sameHash(given, row.password_hash) && !previous)
      return { valid: false, reason: 'wrong_password' };
  }
  if (row.account_status !== 'active') return { valid: false, reason: 'account_disabled' };
  if (row.status !== 'open') return { valid: false, reason: 'key_closed' };
  if (!ipAllowed(row.allowed_ips, source)) return { valid: false, reason: 'ip_not_allowed' };
  const products = await productsOf(db, row.type, row.scope_products);
  const access = apiKeyAccess.parse(row.access);
  if (request.product !== undefined && !products.includes(request.product))
    return { valid: false, reason: 'scope_denied' };
  if (request.access === 'write' && access === 'read')
    return { valid: false, reason: 'scope_denied' };
  await recordUse(db, row.id, source, now);
  return {
    valid: true,
    keyId: row.id,
    accountId: row.main_id,
    type: apiKeyType.parse(row.type),
    isDefault: row.is_default === 1,
    scopes: { products, access },
  };
}

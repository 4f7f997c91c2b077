import { randomBytes } from 'node:crypto';
import {
  splitIpList,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyInput,
  ROLL_OVERLAPS,
  type RollOverlap,
  type TokenExpiry,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { badRequest, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import { hashToken } from '../../lib/tokens';
import { SECRET_CHANGED } from '../../../contract/auditLog';
import type { ApiKeysTable } from '../../db/schema';
import { audit, type AuditActor } from '../auditLog/record';
import { findApiKeyRow, toApiKey } from './repo';

/** Public key id, password and token: random, the last two stored only as SHA-256 hashes. */
const newApiKeyId = () => `ak_${randomBytes(12).toString('hex')}`;
const newPassword = () => randomBytes(24).toString('base64url');
const newTokenValue = () => `omt_${randomBytes(32).toString('base64url')}`;

const normalizeIps = (text: string | undefined) => splitIpList(text ?? '').join(',');

/**
 * The product keys a key is limited to, as stored: each one a product of the key's type,
 * each once; anything else is refused under `products`.
 */
async function scopeProducts(db: Db, type: string, products: readonly string[] | undefined) {
  const chosen = [...new Set(products ?? [])];
  if (chosen.length === 0) return '';
  const known = await db.kysely
    .selectFrom('products')
    .select('key')
    .where('category', '=', type)
    .where('key', 'in', chosen)
    .execute();
  if (known.length !== chosen.length)
    throw badRequest('devtools.keys.scopeProducts', { products: 'devtools.keys.scopeProducts' });
  return chosen.join(',');
}

async function ownRow(db: Db, mainId: string, id: string) {
  const row = await findApiKeyRow(db, mainId, id);
  if (!row) throw notFound();
  return row;
}

/** A key as the audit log keeps it: what a person sets, never a secret. */
function audited(row: ApiKeysTable) {
  const key = toApiKey(row);
  return {
    name: key.name,
    type: key.type,
    allowedIps: key.allowedIps,
    products: key.products,
    access: key.access,
    status: key.status,
    isDefault: key.isDefault,
    token: key.token ? (key.token.expiresAt ?? 'never') : null,
  };
}

const reload = async (db: Db, mainId: string, id: string): Promise<ApiKey> =>
  toApiKey(await ownRow(db, mainId, id));

/** A new key of a product type; the first of its type becomes its default. */
export async function createApiKey(db: Db, actor: AuditActor, mainId: string, input: ApiKeyCreate) {
  const now = Date.now();
  const id = newId(now);
  const password = newPassword();
  const products = await scopeProducts(db, input.type, input.products);
  await db.kysely.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('api_keys')
      .select('id')
      .where('main_id', '=', mainId)
      .where('type', '=', input.type)
      .where('is_default', '=', 1)
      .executeTakeFirst();
    const row: ApiKeysTable = {
      id,
      main_id: mainId,
      type: input.type,
      name: input.name,
      api_key: newApiKeyId(),
      password_hash: hashToken(password),
      is_default: existing ? 0 : 1,
      status: 'open',
      allowed_ips: normalizeIps(input.allowedIps),
      token_hash: null,
      token_created_at: null,
      token_expires_at: null,
      created_at: now,
      updated_at: now,
      last_used_at: null,
      last_used_ip: null,
      previous_password_hash: null,
      previous_expires_at: null,
      scope_products: products,
      access: input.access ?? 'full',
      owner_id: actor.actorId === mainId ? null : actor.actorId,
    };
    await trx.insertInto('api_keys').values(row).execute();
    await audit(trx, actor, {
      action: 'create',
      resource: 'apiKey',
      resourceId: id,
      after: audited(row),
    });
  });
  return { ...(await reload(db, mainId, id)), password };
}

export async function updateApiKey(
  db: Db,
  actor: AuditActor,
  mainId: string,
  id: string,
  input: ApiKeyInput,
) {
  const row = await ownRow(db, mainId, id);
  const changes = {
    name: input.name,
    allowed_ips: normalizeIps(input.allowedIps),
    scope_products: await scopeProducts(db, row.type, input.products),
    access: input.access ?? 'full',
    updated_at: Date.now(),
  };
  await changeKey(db, actor, row, changes, 'update');
  return reload(db, mainId, id);
}

/** Writes changes to a key and their audit entry, in one transaction. */
async function changeKey(
  db: Db,
  actor: AuditActor,
  row: ApiKeysTable,
  changes: Partial<ApiKeysTable>,
  action: 'update' | 'open' | 'close' | 'createToken' | 'revokeToken' | 'roll',
  secret?: 'password' | 'token',
) {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('api_keys').set(changes).where('id', '=', row.id).execute();
    await audit(trx, actor, {
      action,
      resource: 'apiKey',
      resourceId: row.id,
      before: audited(row),
      after: { ...audited({ ...row, ...changes }), ...(secret && { [secret]: SECRET_CHANGED }) },
    });
  });
}

/**
 * Makes a key the default of its type in one transaction: the old default is cleared first.
 * On PostgreSQL the type's keys are locked first, in id order, so racing requests take turns
 * (and cannot deadlock); SQLite runs one writer at a time anyway. The partial unique index
 * still refuses a second default, and a request that hits it runs again.
 */
export async function setDefault(db: Db, actor: AuditActor, mainId: string, id: string) {
  const row = await ownRow(db, mainId, id);
  const attempt = () =>
    db.kysely.transaction().execute(async (trx) => {
      if (db.dialect === 'postgres')
        await trx
          .selectFrom('api_keys')
          .select('id')
          .where('main_id', '=', mainId)
          .where('type', '=', row.type)
          .orderBy('id')
          .forUpdate()
          .execute();
      const now = Date.now();
      await trx
        .updateTable('api_keys')
        .set({ is_default: 0, updated_at: now })
        .where('main_id', '=', mainId)
        .where('type', '=', row.type)
        .where('is_default', '=', 1)
        .where('id', '<>', id)
        .execute();
      await trx
        .updateTable('api_keys')
        .set({ is_default: 1, updated_at: now })
        .where('id', '=', id)
        .where('main_id', '=', mainId)
        .execute();
      await audit(trx, actor, {
        action: 'setDefault',
        resource: 'apiKey',
        resourceId: id,
        before: audited(row),
        after: audited({ ...row, is_default: 1 }),
      });
    });
  for (let tries = 1; ; tries += 1) {
    try {
      await attempt();
      break;
    } catch (error) {
      if (tries >= 5 || uniqueViolation(error) === null) throw error;
    }
  }
  return reload(db, mainId, id);
}

export async function setStatus(
  db: Db,
  actor: AuditActor,
  mainId: string,
  id: string,
  status: 'open' | 'close',
) {
  const row = await ownRow(db, mainId, id);
  await changeKey(db, actor, row, { status, updated_at: Date.now() }, status);
  return reload(db, mainId, id);
}

/** A new token for the key, replacing the old one; its value is answered this once. */
export async function createToken(
  db: Db,
  actor: AuditActor,
  mainId: string,
  id: string,
  expiry: TokenExpiry,
) {
  const row = await ownRow(db, mainId, id);
  const now = Date.now();
  const expiresAt = expiry.expiry === 'never' ? null : Date.parse(expiry.expiresAt);
  if (expiresAt !== null && expiresAt <= now)
    throw badRequest('devtools.expiryPast', { expiresAt: 'devtools.expiryPast' });
  const tokenValue = newTokenValue();
  const changes = {
    token_hash: hashToken(tokenValue),
    token_created_at: now,
    token_expires_at: expiresAt,
    updated_at: now,
  };
  await changeKey(db, actor, row, changes, 'createToken', 'token');
  return { ...(await reload(db, mainId, id)), tokenValue };
}

export async function revokeToken(db: Db, actor: AuditActor, mainId: string, id: string) {
  const row = await ownRow(db, mainId, id);
  const changes = {
    token_hash: null,
    token_created_at: null,
    token_expires_at: null,
    updated_at: Date.now(),
  };
  await changeKey(db, actor, row, changes, 'revokeToken');
  return reload(db, mainId, id);
}

/**
 * A new password for a key; the old one keeps working for the overlap (none: at once), so
 * the platform's callers can switch without an outage. A second roll ends the first overlap.
 */
export async function rollApiKey(
  db: Db,
  actor: AuditActor,
  mainId: string,
  id: string,
  overlap: RollOverlap,
) {
  const row = await ownRow(db, mainId, id);
  const now = Date.now();
  const password = newPassword();
  const keepsOld = ROLL_OVERLAPS[overlap] > 0;
  const changes = {
    password_hash: hashToken(password),
    previous_password_hash: keepsOld ? row.password_hash : null,
    previous_expires_at: keepsOld ? now + ROLL_OVERLAPS[overlap] : null,
    updated_at: now,
  };
  await changeKey(db, actor, row, changes, 'roll', 'password');
  return { ...(await reload(db, mainId, id)), password };
}

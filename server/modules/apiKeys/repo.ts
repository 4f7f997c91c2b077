import type { API_KEY_SORTABLE, ApiKey, ApiKeyType } from '../../../contract';
import { apiKeyStatus, apiKeyAccess, apiKeyType } from '../../../contract';
import type { Db } from '../../db/connect';
import type { ApiKeysTable } from '../../db/schema';
import { isoTime } from '../../lib/isoTime';
import { listPage } from '../../http/listPage';

export function toApiKey(row: ApiKeysTable, now = Date.now()): ApiKey {
  return {
    id: row.id,
    type: apiKeyType.parse(row.type),
    name: row.name,
    apiKey: row.api_key,
    isDefault: row.is_default === 1,
    status: apiKeyStatus.parse(row.status),
    allowedIps: row.allowed_ips.split(',').filter(Boolean).join(', '),
    products: row.scope_products.split(',').filter(Boolean),
    access: apiKeyAccess.parse(row.access),
    token:
      row.token_hash && row.token_created_at !== null
        ? {
            createdAt: isoTime(row.token_created_at),
            expiresAt: row.token_expires_at === null ? null : isoTime(row.token_expires_at),
            expired: row.token_expires_at !== null && row.token_expires_at <= now,
          }
        : null,
    createdAt: isoTime(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : isoTime(row.last_used_at),
    lastUsedIp: row.last_used_ip,
    previousPasswordExpiresAt:
      row.previous_expires_at !== null && row.previous_expires_at > now
        ? isoTime(row.previous_expires_at)
        : null,
  };
}

export interface ApiKeyPage {
  page: number;
  pageSize: number;
  sort: (typeof API_KEY_SORTABLE)[number];
  order: 'asc' | 'desc';
  type?: ApiKeyType;
  status?: 'open' | 'close';
}

const SORT_COLUMNS = { createdAt: 'created_at', name: 'name' } as const;

export async function findApiKeys(db: Db, mainId: string, page: ApiKeyPage) {
  let rows = db.kysely.selectFrom('api_keys').where('main_id', '=', mainId);
  if (page.type) rows = rows.where('type', '=', page.type);
  if (page.status) rows = rows.where('status', '=', page.status);
  const { rows: list, total } = await listPage<ApiKeysTable>(
    db,
    rows,
    page,
    SORT_COLUMNS[page.sort],
  );
  return { list: list.map((row) => toApiKey(row)), total };
}

export const findApiKeyRow = (db: Db, mainId: string, id: string) =>
  db.kysely
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();

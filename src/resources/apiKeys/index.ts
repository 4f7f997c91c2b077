import {
  apiKeyType,
  createApiKey,
  getApiKey,
  listApiKeys,
  updateApiKey,
} from '../../../contract/apiKeys';
import { apiKeyStatus } from '../../../contract/enums';
import { defineResource } from '../define';

/**
 * API keys (spec section 3) at /api-key: the list adds per-row actions (default, open/close,
 * token, edit) to the declared columns; /api-key/{type} creates or edits one.
 */
export const apiKeys = defineResource({
  name: 'api-key',
  permission: 'apiKey',
  api: { list: listApiKeys, one: getApiKey, create: createApiKey, update: updateApiKey },
  recordRepresentation: 'name',
  views: { list: () => import('./ApiKeyList'), create: false },
  fields: [
    { source: 'name', kind: 'text', list: true },
    {
      source: 'type',
      kind: 'enum',
      enum: 'apiKeyType',
      values: apiKeyType.options,
      list: true,
      filter: true,
    },
    { source: 'apiKey', kind: 'text', list: true },
    { source: 'isDefault', kind: 'boolean', list: true },
    {
      source: 'status',
      kind: 'enum',
      enum: 'apiKeyStatus',
      values: apiKeyStatus.options,
      colors: { open: 'success', close: 'default' },
      list: true,
      filter: true,
    },
    { source: 'allowedIps', kind: 'text', list: true },
    { source: 'createdAt', kind: 'datetime', list: true },
    { source: 'lastUsedAt', kind: 'datetime', list: true },
    { source: 'lastUsedIp', kind: 'text' },
  ],
});

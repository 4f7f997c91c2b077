import { declareResource } from './resource';
import { z } from 'zod';
import { defineCall } from './call';
import { apiKeyStatus } from './enums';
import { productCategory } from './global';
import { ipListProblem } from './ipList';
import { isoDateTime, listOf, listQuery, idParams } from './list';
import { plainName } from './rules';
import { onFirstUse } from './onFirstUse';

export const API_KEY_NAME_MAX = 64;
/** Longest allowed-IP text accepted (50 IPv6 CIDR entries fit). */
export const ALLOWED_IPS_MAX = 2500;

/** Keys belong to a product type: the product categories (the `{type}` of /api-key/{type}). */
export const apiKeyType = productCategory;
export type ApiKeyType = z.infer<typeof apiKeyType>;

/** What a key may do: every call, or read-only calls. */
export const apiKeyAccess = onFirstUse(() => z.enum(['full', 'read']));
export type ApiKeyAccess = z.infer<typeof apiKeyAccess>;
/** The access a new key's form starts with: the narrower one. */
export const NEW_KEY_ACCESS: ApiKeyAccess = 'read';

/** The key's current token: when it was made and when it expires (null: never). */
export const apiKeyToken = onFirstUse(() =>
  z.object({
    createdAt: isoDateTime,
    expiresAt: isoDateTime.nullable(),
    expired: z.boolean(),
  }),
);

/** An API key (spec section 3). The password and token are never sent back after creation. */
export const apiKey = onFirstUse(() =>
  z.object({
    id: z.string(),
    type: apiKeyType,
    name: z.string(),
    apiKey: z.string(),
    isDefault: z.boolean(),
    status: apiKeyStatus,
    /** Comma separated, as the spec writes them; empty: any address. */
    allowedIps: z.string(),
    /** Product keys the key is limited to, of its type's products; empty: all of them. */
    products: z.array(z.string()),
    access: apiKeyAccess,
    token: apiKeyToken.nullable(),
    createdAt: isoDateTime,
    /** The last successful credential check with this key, and the address it came from. */
    lastUsedAt: isoDateTime.nullable(),
    lastUsedIp: z.string().nullable(),
    /** After a roll with an overlap: until when the previous password still works. */
    previousPasswordExpiresAt: isoDateTime.nullable(),
  }),
);
export type ApiKey = z.infer<typeof apiKey>;

/** How long a rolled key's previous password keeps working, like Stripe's roll. */
export const ROLL_OVERLAPS = { now: 0, '1h': 3_600_000, '24h': 86_400_000, '7d': 604_800_000 };
export const rollOverlap = onFirstUse(() => z.enum(['now', '1h', '24h', '7d']));
export type RollOverlap = z.infer<typeof rollOverlap>;

/** A new password for the key, shown once; the old one works for the chosen overlap. */
export const rollApiKey = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/api-keys/:id/roll',
    params: idParams,
    body: z.object({ overlap: rollOverlap }),
    response: apiKey.extend({ password: z.string() }),
  }),
);

/** Allowed IPs: comma separated addresses or CIDR ranges; the message names the bad entry. */
export const allowedIps = onFirstUse(() =>
  z
    .string()
    .max(ALLOWED_IPS_MAX)
    .superRefine((text, ctx) => {
      const problem = ipListProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem });
    }),
);

export const apiKeyInput = onFirstUse(() =>
  z.object({
    name: plainName(API_KEY_NAME_MAX),
    allowedIps: allowedIps.default(''),
    /** Scopes: some products of the key's type (none chosen: all of them), and the access. */
    products: z.array(z.string().min(1).max(64)).max(20).default([]),
    /** Always chosen: a key saved without it must not become a full-access key. */
    access: apiKeyAccess,
  }),
);
export type ApiKeyInput = z.input<typeof apiKeyInput>;

export const apiKeyCreate = onFirstUse(() => apiKeyInput.extend({ type: apiKeyType }));
export type ApiKeyCreate = z.input<typeof apiKeyCreate>;

export const API_KEY_SORTABLE = ['createdAt', 'name'] as const;

export const listApiKeys = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/api-keys',
    query: listQuery(API_KEY_SORTABLE, 'createdAt').extend({
      type: apiKeyType.optional(),
      status: apiKeyStatus.optional(),
    }),
    response: listOf(apiKey),
  }),
);

export const getApiKey = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/api-keys/:id',
    params: idParams,
    response: apiKey,
  }),
);

/** Creates a key; its password is in this answer only (the server keeps a hash). */
export const createApiKey = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/api-keys',
    body: apiKeyCreate.meta({
      examples: [{ type: 'sms', name: 'Order notifications', products: [], access: 'full' }],
    }),
    response: apiKey.extend({ password: z.string() }),
  }),
);

/** Renames a key or changes its allowed IPs. */
export const updateApiKey = onFirstUse(() =>
  defineCall({
    method: 'PUT',
    path: '/v1/api-keys/:id',
    params: idParams,
    body: apiKeyInput,
    response: apiKey,
  }),
);

/** Makes the key the default of its type; the previous default stops being one. */
export const setDefaultApiKey = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/api-keys/:id/default',
    params: idParams,
    response: apiKey,
  }),
);

export const setApiKeyStatus = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/api-keys/:id/status',
    params: idParams,
    body: z.object({ status: apiKeyStatus }),
    response: apiKey,
  }),
);

/** Token expiry (spec section 5): never, or a specific future time; one must be chosen. */
export const tokenExpiry = onFirstUse(() =>
  z.discriminatedUnion(
    'expiry',
    [
      z.object({ expiry: z.literal('never') }),
      z.object({ expiry: z.literal('date'), expiresAt: isoDateTime }),
    ],
    { message: 'devtools.expiryRequired' },
  ),
);
export type TokenExpiry = z.infer<typeof tokenExpiry>;

/** Generates the key's token (replacing any earlier one); the token is in this answer only. */
export const createApiKeyToken = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/api-keys/:id/token',
    params: idParams,
    body: tokenExpiry,
    response: apiKey.extend({ tokenValue: z.string() }),
  }),
);

export const revokeApiKeyToken = onFirstUse(() =>
  defineCall({
    method: 'DELETE',
    path: '/v1/api-keys/:id/token',
    params: idParams,
    response: apiKey,
  }),
);

/**
 * API keys (spec section 3) at /api-key: the list adds per-row actions (default, open/close,
 * token, edit) to the declared columns; /api-key/{type} creates or edits one.
 */
export const apiKeysResource = declareResource({
  name: 'api-key',
  permission: 'apiKey',
  menu: { group: 'developer', key: 'apiKey', order: 10 },
  api: { list: listApiKeys, one: getApiKey, create: createApiKey, update: updateApiKey },
  recordRepresentation: 'name',
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
    // shown as chips beside the name: "Default", "Closed"
    { source: 'isDefault', kind: 'boolean' },
    {
      source: 'status',
      kind: 'enum',
      enum: 'apiKeyStatus',
      values: apiKeyStatus.options,
      colors: { open: 'success', close: 'default' },
      filter: true,
    },
    { source: 'allowedIps', kind: 'text', list: true },
    { source: 'createdAt', kind: 'datetime', list: true },
    { source: 'lastUsedAt', kind: 'datetime', list: true },
    { source: 'lastUsedIp', kind: 'text' },
  ],
});

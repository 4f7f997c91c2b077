import { z } from 'zod';
import { apiKeyAccess, apiKeyType } from './apiKeys';
import { defineCall } from './call';
import { onFirstUse } from './onFirstUse';

/**
 * The messaging platform's check of a caller's credentials, at
 * POST /om/internal/v1/credentials/verify (operator-authenticated, outside /om/api): an API
 * key with its password, or a token, and the address the caller came from.
 */
export const INTERNAL_VERIFY_PATH = '/om/internal/v1/credentials/verify';

/**
 * What the caller wants to do, when the platform says: use a product (by key), and read or
 * write. A key whose scopes do not cover it is refused with `scope_denied`.
 */
const scopeAsked = {
  product: z.string().min(1).max(64).optional(),
  access: z.enum(['read', 'write']).optional(),
};

export const verifyRequest = onFirstUse(() =>
  z.union([
    z.object({
      apiKey: z.string().min(1).max(128),
      password: z.string().min(1).max(256),
      sourceIp: z.string().min(1).max(64),
      ...scopeAsked,
    }),
    z.object({
      token: z.string().min(1).max(256),
      sourceIp: z.string().min(1).max(64),
      ...scopeAsked,
    }),
  ]),
);
export type VerifyRequest = z.infer<typeof verifyRequest>;

/** Why credentials were refused, in words a platform log can keep. */
export const verifyReason = onFirstUse(() =>
  z.enum([
    'unknown_key',
    'wrong_password',
    'token_invalid',
    'token_expired',
    'key_closed',
    'account_disabled',
    'ip_not_allowed',
    'bad_source_ip',
    'scope_denied',
  ]),
);

export const verifyResult = onFirstUse(() =>
  z.union([
    z.object({
      valid: z.literal(true),
      keyId: z.string(),
      accountId: z.string(),
      type: apiKeyType,
      isDefault: z.boolean(),
      /** The products the key may use (all of its type's unless limited) and its access. */
      scopes: z.object({ products: z.array(z.string()), access: apiKeyAccess }),
    }),
    z.object({ valid: z.literal(false), reason: verifyReason }),
  ]),
);
export type VerifyResult = z.infer<typeof verifyResult>;

/** The credential check as a call, registered under /om/internal. */
export const verifyCredentials = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/credentials/verify',
    operator: true,
    body: verifyRequest.meta({
      examples: [
        {
          apiKey: 'ak_5f1c9e2a7b3d4e6f8a0b1c2d',
          password: 'q8Zt3JxV0mN5rK2pW7yLsA4dF6hG1bE9',
          sourceIp: '203.0.113.7',
          product: 'sms',
          access: 'write',
        },
      ],
    }),
    response: verifyResult,
  }),
);

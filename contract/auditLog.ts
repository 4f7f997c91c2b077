import { z } from 'zod';
import { defineCall } from './call';
import { isoDateTime } from './list';
import { exportFormat } from './orderExport';
import { declareCrudResource } from './resource';
import { onFirstUse } from './onFirstUse';

/** What an entry is about. */
export const auditResource = onFirstUse(() =>
  z.enum([
    'session',
    'profile',
    'apiKey',
    'callback',
    'role',
    'subAccount',
    'walletAlerts',
    'autoRecharge',
    'secondFactor',
    'company',
    'topUp',
    'invoice',
    'account',
    'wallet',
    'senderId',
    'messageTemplate',
    'certification',
    'messagePrivacy',
  ]),
);
export type AuditResource = z.infer<typeof auditResource>;

/** What was done to it. */
export const auditAction = onFirstUse(() =>
  z.enum([
    'signIn',
    'signInFailed',
    'signOut',
    'create',
    'update',
    'delete',
    'setDefault',
    'open',
    'close',
    'createToken',
    'revokeToken',
    'roll',
    'rotateSecret',
    'enable',
    'disable',
    'adjust',
  ]),
);
export type AuditAction = z.infer<typeof auditAction>;

/** Entries are kept this long, then pruned by a job. */
export const AUDIT_RETENTION_MONTHS = 13;

/** Who the customer's audit log names for the platform's staff: never a staff user's identity. */
export const PLATFORM_ACTOR_ID = 'platform';

/** A record's fields as an entry keeps them; a secret only ever appears as "changed". */
export const auditValues = onFirstUse(() => z.record(z.string(), z.unknown()).nullable());
export type AuditValues = z.infer<typeof auditValues>;
export const SECRET_CHANGED = 'changed';

export const auditEntry = onFirstUse(() =>
  z.object({
    id: z.string(),
    /** Who did it: the account's or sub-account's email at the time. */
    actor: z.string(),
    actorId: z.string(),
    action: auditAction,
    resource: auditResource,
    resourceId: z.string().nullable(),
    ip: z.string(),
    userAgent: z.string(),
    createdAt: isoDateTime,
    before: auditValues,
    after: auditValues,
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * The audit log (`/account/audit-log`): every change made in the account, read-only, for the
 * main account and holders of the account group; filtered by actor, action, resource, days.
 */
export const auditLog = declareCrudResource({
  name: 'account/audit-log',
  path: '/v1/audit-log',
  permission: 'account',
  menu: { group: 'account', key: 'auditLog', order: 30 },
  record: auditEntry,
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordRepresentation: 'action',
  fields: [
    {
      source: 'createdAt',
      kind: 'datetime',
      list: true,
      sort: true,
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    { source: 'actor', kind: 'text', list: true, filter: true },
    {
      source: 'action',
      kind: 'enum',
      enum: 'auditAction',
      values: auditAction.options,
      list: true,
      filter: true,
    },
    {
      source: 'resource',
      kind: 'enum',
      enum: 'auditResource',
      values: auditResource.options,
      list: true,
      filter: true,
    },
    { source: 'resourceId', kind: 'text', list: true },
    { source: 'ip', kind: 'text', list: true },
    { source: 'userAgent', kind: 'text' },
  ],
});

/** The filtered audit log as a file, newest first, as the list shows it. */
export const exportAuditLog = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/audit-log/export',
    query: auditLog.api.list.query
      .omit({ page: true, pageSize: true, sort: true, order: true })
      .extend({ format: exportFormat }),
    response: z.unknown(),
  }),
);

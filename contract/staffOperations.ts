import { z } from 'zod';
import { callback } from './callbacks';
import { dateOrDateTime, idParams, isoDateTime, listOf, listQuery } from './list';
import { onFirstUse } from './onFirstUse';
import { exportFormat } from './orderExport';
import { defineStaffCall } from './staff';

/** A background job still in the queue: waiting, running, or failed for good. */
export const jobState = onFirstUse(() => z.enum(['pending', 'running', 'failed']));

export const staffJob = onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.string(),
    state: jobState,
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    runAt: isoDateTime,
    lastError: z.string().nullable(),
    /** The job's input as JSON text. */
    payload: z.string(),
  }),
);
export type StaffJob = z.infer<typeof staffJob>;

/** The queue, oldest first to run; filtered by state and kind. */
export const staffJobList = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/jobs',
    roles: ['admin'],
    query: listQuery(['runAt'], 'runAt').extend({
      order: z.enum(['asc', 'desc']).default('asc'),
      state: jobState.optional(),
      kind: z.string().trim().max(64).optional(),
    }),
    response: listOf(staffJob),
  }),
);

/** Gives a failed job its attempts back and runs it now; no failed job of that id: 404. */
export const staffJobRetry = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/jobs/:id/retry',
    roles: ['admin'],
    params: idParams,
    response: staffJob,
  }),
);

/** Removes a waiting or failed job from the queue; a running one: 409; none: 404. */
export const staffJobCancel = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/jobs/:id/cancel',
    roles: ['admin'],
    params: idParams,
    response: z.object({ cancelled: z.literal(true) }),
  }),
);

export const staffDisabledCallback = onFirstUse(() =>
  callback
    .pick({ id: true, name: true, url: true, status: true, disabledAt: true })
    .extend({ accountId: z.string(), accountEmail: z.string() }),
);

/** Callback addresses the platform stopped sending to after days of failures, latest first. */
export const staffDisabledCallbacks = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/callbacks/disabled',
    roles: ['admin'],
    query: listQuery(['disabledAt'], 'disabledAt'),
    response: listOf(staffDisabledCallback),
  }),
);

/** Sends to the address again; says how many events failed since its failures began. */
export const staffCallbackEnable = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/callbacks/:id/enable',
    roles: ['admin'],
    params: idParams,
    response: z.object({
      id: z.string(),
      status: callback.shape.status,
      failed: z.number().int().min(0),
      failedSince: isoDateTime,
    }),
  }),
);

/** Every kind of staff write, and of look at customers' messages, the staff audit log records; the screen names each. */
export const STAFF_AUDIT_ACTIONS = [
  'account.disable',
  'account.enable',
  'wallet.credit',
  'wallet.debit',
  'wallet.creditLimit',
  'review.approve',
  'review.reject',
  'price.set',
  'month.close',
  'notice.publish',
  'notice.withdraw',
  'job.retry',
  'job.cancel',
  'callback.enable',
  'message.search',
  'message.view',
  'staffUser.create',
  'staffUser.enroll',
  'staffUser.disable',
  'staffUser.enable',
  'staffUser.role',
  'staffUser.reset',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];
export const staffAuditAction = onFirstUse(() => z.enum(STAFF_AUDIT_ACTIONS));

export const staffAuditEntry = onFirstUse(() =>
  z.object({
    id: z.string(),
    /** Null for an operator command. */
    staffUserId: z.string().nullable(),
    staffEmail: z.string().nullable(),
    action: z.string(),
    accountId: z.string().nullable(),
    target: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    createdAt: isoDateTime,
  }),
);
export type StaffAuditEntry = z.infer<typeof staffAuditEntry>;

export const staffAuditFilters = onFirstUse(() =>
  z.object({
    staffUserId: z.string().trim().max(64).optional(),
    action: z.string().trim().max(64).optional(),
    accountId: z.string().trim().max(64).optional(),
    createdFrom: dateOrDateTime.optional(),
    createdTo: dateOrDateTime.optional(),
  }),
);

/** Every staff write (who, what, which account, before/after, from where), newest first. */
export const staffAuditLog = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/audit-log',
    roles: ['admin'],
    query: listQuery(['createdAt'], 'createdAt').extend(staffAuditFilters.shape),
    response: listOf(staffAuditEntry),
  }),
);

/** The filtered staff audit log as a file (the format is required). */
export const staffAuditExport = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/audit-log/export',
    roles: ['admin'],
    query: staffAuditFilters.extend({ format: exportFormat }),
    response: z.unknown(),
  }),
);

/** A notice as staff write it: English required, Chinese optional (both title and body). */
export const staffNoticeDraft = onFirstUse(() =>
  z.object({
    title: z.string().max(200),
    content: z.string().max(100_000),
    titleZh: z.string().max(200).optional(),
    contentZh: z.string().max(100_000).optional(),
  }),
);

const shownNotice = onFirstUse(() => z.object({ title: z.string(), content: z.string() }));

/** What English and Chinese readers would see once published (sanitised); nothing stored. */
export const staffNoticePreview = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/notices/preview',
    roles: ['admin'],
    body: staffNoticeDraft,
    response: z.object({ en_US: shownNotice, zh_CN: shownNotice }),
  }),
);

export const staffNoticePublish = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/notices',
    roles: ['admin'],
    body: staffNoticeDraft,
    response: z.object({ id: z.string(), title: z.string(), publishedAt: isoDateTime }),
  }),
);

export const staffNotice = onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    titleZh: z.string().nullable(),
    content: z.string(),
    contentZh: z.string().nullable(),
    publishedAt: isoDateTime,
  }),
);

/** Published notices, newest first, in both languages. */
export const staffNoticeList = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/notices',
    roles: ['admin'],
    query: listQuery(['publishedAt'], 'publishedAt'),
    response: listOf(staffNotice),
  }),
);

/** Takes a notice back from every account. */
export const staffNoticeWithdraw = onFirstUse(() =>
  defineStaffCall({
    method: 'DELETE',
    path: '/v1/notices/:id',
    roles: ['admin'],
    params: idParams,
    response: z.object({ withdrawn: z.literal(true) }),
  }),
);

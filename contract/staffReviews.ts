import { z } from 'zod';
import { isoDateTime, idParams } from './list';
import { money } from './money';
import { messageTemplate } from './messageTemplates';
import { onFirstUse } from './onFirstUse';
import { declareCrudResource, type FieldDef } from './resource';
import { type ReviewReason } from './review';
import { plainText } from './rules';
import { senderId } from './senderIds';
import { defineStaffCall, type StaffRole } from './staff';

/**
 * The staff console's review queues: what customers submitted and wait on, oldest first.
 * Reviewers decide sender IDs, message templates and certifications; finance decides offline
 * payments and invoice applications; admins everything.
 */
export const REVIEW_QUEUES = [
  'sender-ids',
  'message-templates',
  'certifications',
  'offline-payments',
  'invoice-applications',
] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

export const QUEUE_ROLES: Record<ReviewQueue, readonly StaffRole[]> = {
  'sender-ids': ['reviewer'],
  'message-templates': ['reviewer'],
  certifications: ['reviewer'],
  'offline-payments': ['finance'],
  'invoice-applications': ['finance'],
};

/** The reasons each queue offers (in this order on the reject form). */
export const QUEUE_REASONS: Record<ReviewQueue, readonly ReviewReason[]> = {
  'sender-ids': ['brandNotOwned', 'misleading', 'documentsMissing', 'other'],
  'message-templates': [
    'contentNotAllowed',
    'categoryMismatch',
    'placeholdersUnclear',
    'misleading',
    'other',
  ],
  certifications: ['documentUnreadable', 'documentsMissing', 'detailsMismatch', 'other'],
  'offline-payments': ['paymentNotReceived', 'amountMismatch', 'other'],
  'invoice-applications': ['detailsMismatch', 'taxNumberInvalid', 'other'],
};

export const REVIEW_NOTE_MAX = 500;

/** A rejection: one of the queue's reasons, and a note (required with `other`). */
const rejection = (queue: ReviewQueue) =>
  z
    .object({
      decision: z.literal('reject'),
      reason: z.enum(QUEUE_REASONS[queue] as [ReviewReason, ...ReviewReason[]]),
      note: plainText(REVIEW_NOTE_MAX).optional(),
    })
    .refine((body) => body.reason !== 'other' || Boolean(body.note), {
      message: 'validation.required',
      path: ['note'],
    });

const approval = onFirstUse(() => z.object({ decision: z.literal('approve') }));

/** Finance confirms the amount received: it must be the order's amount to the cent. */
const paymentApproval = onFirstUse(() =>
  z.object({ decision: z.literal('approve'), amountReceived: money }),
);

/** Finance issues the invoice under the number its invoicing system gave it. */
const invoiceApproval = onFirstUse(() =>
  z.object({
    decision: z.literal('approve'),
    invoiceNo: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(40)
      .regex(/^[A-Za-z0-9-/]+$/, { message: 'staffReviews.invoiceNo' }),
  }),
);

/** What a decision answers: the item's id and where it went. */
export const reviewDecided = onFirstUse(() =>
  z.object({ id: z.string(), status: z.enum(['approved', 'rejected']) }),
);

/** Who submitted: the main account, and its email to find it by. */
const submitter = {
  mainId: z.string(),
  accountEmail: z.string(),
};

const SUBMITTER_FIELDS = [
  { source: 'accountEmail', kind: 'text', list: true },
  { source: 'mainId', kind: 'text' },
] as const satisfies readonly FieldDef[];

const SUBMITTED_FIELD = {
  source: 'createdAt',
  kind: 'datetime',
  list: true,
  sort: true,
} as const satisfies FieldDef;

export const senderIdReview = onFirstUse(() => senderId.extend(submitter));
export const templateReview = onFirstUse(() => messageTemplate.extend(submitter));

export const certificationReview = onFirstUse(() =>
  z.object({
    id: z.string(),
    ...submitter,
    companyName: z.string(),
    registrationNo: z.string(),
    companyAddress: z.string(),
    contactName: z.string(),
    documentType: z.string(),
    createdAt: isoDateTime,
  }),
);

export const offlinePaymentReview = onFirstUse(() =>
  z.object({
    id: z.string(),
    ...submitter,
    orderNo: z.string(),
    amount: money,
    createdAt: isoDateTime,
  }),
);

export const invoiceReview = onFirstUse(() =>
  z.object({
    id: z.string(),
    ...submitter,
    applicationNo: z.string(),
    companyName: z.string(),
    taxNumber: z.string(),
    amount: money,
    orderCount: z.number().int(),
    createdAt: isoDateTime,
  }),
);

const ASC = { field: 'createdAt', order: 'asc' } as const;
const staffQueue = (queue: ReviewQueue) =>
  ({
    audience: 'staff',
    roles: QUEUE_ROLES[queue],
    name: `reviews/${queue}`,
    path: `/v1/reviews/${queue}`,
    permission: null,
    defaultSort: ASC,
  }) as const;
const menu = (key: string, order: number) => ({ group: 'reviews', key, order });

/** The queues as staff resources: list (pending only, oldest first) and one, each by role. */
export const senderIdQueue = declareCrudResource({
  ...staffQueue('sender-ids'),
  menu: menu('senderIds', 10),
  record: senderIdReview,
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', list: true },
    { source: 'countries', kind: 'reference', lookup: 'country', many: true, list: true },
    {
      source: 'useCase',
      kind: 'enum',
      enum: 'senderIdUseCase',
      values: ['otp', 'transactional', 'marketing'],
      list: true,
    },
    ...SUBMITTER_FIELDS,
    SUBMITTED_FIELD,
  ],
});

export const templateQueue = declareCrudResource({
  ...staffQueue('message-templates'),
  menu: menu('messageTemplates', 20),
  record: templateReview,
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', list: true },
    { source: 'language', kind: 'text', list: true },
    {
      source: 'category',
      kind: 'enum',
      enum: 'templateCategory',
      values: ['marketing', 'utility', 'authentication'],
      list: true,
    },
    { source: 'body', kind: 'text', list: true },
    ...SUBMITTER_FIELDS,
    SUBMITTED_FIELD,
  ],
});

export const certificationQueue = declareCrudResource({
  ...staffQueue('certifications'),
  menu: menu('certifications', 30),
  record: certificationReview,
  recordRepresentation: 'companyName',
  fields: [
    { source: 'companyName', kind: 'text', list: true },
    { source: 'registrationNo', kind: 'text', list: true },
    { source: 'companyAddress', kind: 'text' },
    { source: 'contactName', kind: 'text' },
    { source: 'documentType', kind: 'text' },
    ...SUBMITTER_FIELDS,
    SUBMITTED_FIELD,
  ],
});

export const offlinePaymentQueue = declareCrudResource({
  ...staffQueue('offline-payments'),
  menu: menu('offlinePayments', 40),
  record: offlinePaymentReview,
  recordRepresentation: 'orderNo',
  fields: [
    { source: 'orderNo', kind: 'text', number: true, list: true },
    { source: 'amount', kind: 'money', list: true },
    ...SUBMITTER_FIELDS,
    SUBMITTED_FIELD,
  ],
});

export const invoiceQueue = declareCrudResource({
  ...staffQueue('invoice-applications'),
  menu: menu('invoiceApplications', 50),
  record: invoiceReview,
  recordRepresentation: 'applicationNo',
  fields: [
    { source: 'applicationNo', kind: 'text', number: true, list: true },
    { source: 'companyName', kind: 'text', list: true },
    { source: 'taxNumber', kind: 'text' },
    { source: 'amount', kind: 'money', list: true },
    { source: 'orderCount', kind: 'text', align: 'right' },
    ...SUBMITTER_FIELDS,
    SUBMITTED_FIELD,
  ],
});

export const REVIEW_QUEUE_RESOURCES = {
  'sender-ids': senderIdQueue,
  'message-templates': templateQueue,
  certifications: certificationQueue,
  'offline-payments': offlinePaymentQueue,
  'invoice-applications': invoiceQueue,
} as const;

/** Approves or rejects one item; a decided one is refused (409), an unknown one 404. */
const decideCall = <Q extends ReviewQueue, A extends z.ZodObject>(queue: Q, approve: A) =>
  defineStaffCall({
    method: 'POST',
    path: `/v1/reviews/${queue}/:id/decision`,
    roles: QUEUE_ROLES[queue],
    params: idParams,
    body: z.union([approve, rejection(queue)]),
    response: reviewDecided,
  });

export const decideSenderId = onFirstUse(() => decideCall('sender-ids', approval));
export const decideTemplate = onFirstUse(() => decideCall('message-templates', approval));
export const decideCertification = onFirstUse(() => decideCall('certifications', approval));
export const decideOfflinePayment = onFirstUse(() =>
  decideCall('offline-payments', paymentApproval),
);
export const decideInvoice = onFirstUse(() => decideCall('invoice-applications', invoiceApproval));

/** The queues whose approval needs nothing typed, which may be approved in a selection. */
export const BULK_QUEUES = ['sender-ids', 'message-templates', 'certifications'] as const;
export type BulkQueue = (typeof BULK_QUEUES)[number];
export const BULK_MAX = 100;

/**
 * Approves a selection: each item still pending is approved, each decided meanwhile (or
 * unknown) is left as it is and listed in `skipped`.
 */
const bulkApproveCall = (queue: BulkQueue) =>
  defineStaffCall({
    method: 'POST',
    path: `/v1/reviews/${queue}/approve`,
    roles: QUEUE_ROLES[queue],
    body: z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(BULK_MAX) }),
    response: z.object({ approved: z.array(z.string()), skipped: z.array(z.string()) }),
  });

export const bulkApproveSenderIds = onFirstUse(() => bulkApproveCall('sender-ids'));
export const bulkApproveTemplates = onFirstUse(() => bulkApproveCall('message-templates'));
export const bulkApproveCertifications = onFirstUse(() => bulkApproveCall('certifications'));

/** The certification's uploaded document, as a data URL to show or download. */
export const certificationDocument = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/reviews/certifications/:id/document',
    roles: QUEUE_ROLES.certifications,
    params: idParams,
    response: z.object({ type: z.string(), dataUrl: z.string() }),
  }),
);

/** Pending items per queue, for the menu: only the queues the signed-in role may open. */
export const reviewCounts = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/reviews/counts',
    response: z.partialRecord(z.enum(REVIEW_QUEUES), z.number().int().min(0)),
  }),
);

import type { FastifyInstance } from 'fastify';
import { toMicros, type ReviewReason } from '../../../contract';
import {
  QUEUE_ROLES,
  REVIEW_QUEUES,
  bulkApproveCertifications,
  bulkApproveSenderIds,
  bulkApproveTemplates,
  certificationDocument,
  certificationQueue,
  decideCertification as decideCertificationCall,
  decideInvoice,
  decideOfflinePayment,
  decideSenderId,
  decideTemplate,
  invoiceQueue,
  offlinePaymentQueue,
  reviewCounts,
  senderIdQueue,
  templateQueue,
  type ReviewQueue,
} from '../../../contract/staffReviews';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { AppError, conflict } from '../../errors';
import { audit, platformActor } from '../auditLog/record';
import { moveInvoice } from '../invoices/service';
import { messageTemplateRecords } from '../messageTemplates/repo';
import { decideCertification } from '../profile/certification';
import { senderIdRecords } from '../senderIds/repo';
import { AuditRefused, auditOfflineOrder } from '../topUp/offline';
import { staffActorOf, staffAudit, type StaffActor } from '../auditLog/staffAudit';
import { countPending, queueReads } from './reviewsQueues';
import { staffRoute } from './staffRoute';

/** A decision as the calls take it: approve (with what the queue asks) or reject with a reason. */
type Decision =
  { decision: 'approve' } | { decision: 'reject'; reason: ReviewReason; note?: string | undefined };

const alreadyDecided = () => conflict('staffReviews.errors.alreadyDecided');
const statusOf = (decision: Decision) =>
  decision.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
const reasonOf = (decision: Decision) =>
  decision.decision === 'reject' ? { reason: decision.reason, note: decision.note ?? null } : {};

/** The staff audit entry of a decision. */
const recordDecision = (
  db: Db['kysely'],
  actor: StaffActor,
  queue: ReviewQueue,
  item: { id: string; mainId: string },
  decision: Decision,
  extra: Record<string, unknown> = {},
) =>
  staffAudit(db, actor, {
    action: `review.${decision.decision}`,
    accountId: item.mainId,
    target: `${queue}:${item.id}`,
    before: { status: 'pending' },
    after: { status: statusOf(decision), ...reasonOf(decision), ...extra },
  });

/**
 * The review queues under /om/staff/v1/reviews: pending items oldest first, their counts, and
 * the decisions. Each decision goes through the service the operator commands and routes use,
 * and is written to the staff audit log and to the customer's, as made by the platform.
 */
export default async function reviewRoutes(app: FastifyInstance) {
  const { db } = app;
  const reads = queueReads(db);
  const senderIds = senderIdRecords(db);
  const templates = messageTemplateRecords(db);

  staffRoute(app, reviewCounts, async ({ staff }) =>
    countPending(
      db,
      REVIEW_QUEUES.filter(
        (queue) => staff.role === 'admin' || QUEUE_ROLES[queue].includes(staff.role),
      ),
    ),
  );

  const listed = async <T>(queue: ReviewQueue, list: T[]) => ({
    list,
    total: (await countPending(db, [queue]))[queue] ?? 0,
    totalCapped: false,
  });

  // sender IDs and templates: the repos' review, once per item (a decided one is a 409)
  const reviewed = (
    queue: 'sender-ids' | 'message-templates',
    records: Pick<typeof senderIds, 'review'> | Pick<typeof templates, 'review'>,
    resource: 'senderId' | 'messageTemplate',
    one: (id: string) => Promise<{ id: string; mainId: string }>,
  ) => {
    return async (id: string, decision: Decision, actor: StaffActor) => {
      const item = await one(id);
      const rejected = decision.decision === 'reject';
      const record = await records.review(
        id,
        rejected
          ? { status: 'rejected', reason: decision.reason, note: decision.note ?? null }
          : { status: 'approved' },
        { pendingOnly: true },
      );
      await db.kysely.transaction().execute(async (trx) => {
        await recordDecision(trx, actor, queue, item, decision);
        await audit(trx, platformActor(item.mainId), {
          action: 'update',
          resource,
          resourceId: id,
          before: { status: 'pending' },
          after: { status: record.status, ...reasonOf(decision) },
        });
      });
      return { id, status: statusOf(decision) };
    };
  };
  const decideSender = reviewed('sender-ids', senderIds, 'senderId', reads.senderIds.one);
  const decideTemplateItem = reviewed(
    'message-templates',
    templates,
    'messageTemplate',
    reads.templates.one,
  );

  async function decideCertificationItem(id: string, decision: Decision, actor: StaffActor) {
    const { item, row } = await reads.certifications.one(id);
    if (row.state !== 'under_certification') throw alreadyDecided();
    const approve = decision.decision === 'approve';
    const decided = await decideCertification(
      db,
      item.mainId,
      approve
        ? { approve }
        : { approve, reason: decision.note ?? undefined, reasonCode: decision.reason },
      async (trx) => {
        await recordDecision(trx, actor, 'certifications', item, decision);
        await audit(trx, platformActor(item.mainId), {
          action: 'update',
          resource: 'certification',
          resourceId: id,
          before: { state: 'under_certification' },
          after: {
            state: approve ? 'certified' : 'certification_failed',
            ...reasonOf(decision),
          },
        });
      },
    );
    if (!decided) throw alreadyDecided();
    return { id, status: statusOf(decision) };
  }

  const bulk = (decide: typeof decideSender) =>
    async function approveAll(ids: string[], actor: StaffActor) {
      const approved: string[] = [];
      const skipped: string[] = [];
      for (const id of new Set(ids))
        try {
          await decide(id, { decision: 'approve' }, actor);
          approved.push(id);
        } catch (error) {
          if (!(error instanceof AppError) || ![404, 409].includes(error.status)) throw error;
          skipped.push(id);
        }
      return { approved, skipped };
    };

  staffRoute(app, senderIdQueue.api.list, async ({ query }) =>
    listed('sender-ids', await reads.senderIds.list(query)),
  );
  staffRoute(app, senderIdQueue.api.one, async ({ params }) => reads.senderIds.one(params.id));
  staffRoute(app, decideSenderId, async ({ params, body, staff, request }) =>
    decideSender(params.id, body, staffActorOf(request, staff.staffUserId)),
  );
  staffRoute(app, bulkApproveSenderIds, async ({ body, staff, request }) =>
    bulk(decideSender)(body.ids, staffActorOf(request, staff.staffUserId)),
  );

  staffRoute(app, templateQueue.api.list, async ({ query }) =>
    listed('message-templates', await reads.templates.list(query)),
  );
  staffRoute(app, templateQueue.api.one, async ({ params }) => reads.templates.one(params.id));
  staffRoute(app, decideTemplate, async ({ params, body, staff, request }) =>
    decideTemplateItem(params.id, body, staffActorOf(request, staff.staffUserId)),
  );
  staffRoute(app, bulkApproveTemplates, async ({ body, staff, request }) =>
    bulk(decideTemplateItem)(body.ids, staffActorOf(request, staff.staffUserId)),
  );

  staffRoute(app, certificationQueue.api.list, async ({ query }) =>
    listed('certifications', await reads.certifications.list(query)),
  );
  staffRoute(
    app,
    certificationQueue.api.one,
    async ({ params }) => (await reads.certifications.one(params.id)).item,
  );
  staffRoute(app, certificationDocument, async ({ params }) => {
    const { row } = await reads.certifications.one(params.id);
    return {
      type: row.document_mime,
      dataUrl: `data:${row.document_mime};base64,${Buffer.from(row.document).toString('base64')}`,
    };
  });
  staffRoute(app, decideCertificationCall, async ({ params, body, staff, request }) =>
    decideCertificationItem(params.id, body, staffActorOf(request, staff.staffUserId)),
  );
  staffRoute(app, bulkApproveCertifications, async ({ body, staff, request }) =>
    bulk(decideCertificationItem)(body.ids, staffActorOf(request, staff.staffUserId)),
  );

  staffRoute(app, offlinePaymentQueue.api.list, async ({ query }) =>
    listed('offline-payments', await reads.payments.list(query)),
  );
  staffRoute(
    app,
    offlinePaymentQueue.api.one,
    async ({ params }) => (await reads.payments.one(params.id)).item,
  );
  staffRoute(app, decideOfflinePayment, async ({ params, body, staff, request }) => {
    const { item, row } = await reads.payments.one(params.id);
    if (row.audit_status !== 'pending') throw alreadyDecided();
    const approve = body.decision === 'approve';
    if (approve && toMicros(body.amountReceived) !== row.amount_micros)
      throw new AppError('400001', 400, 'staffReviews.errors.amountMismatch', {
        fields: { amountReceived: 'staffReviews.errors.amountMismatch' },
        values: { amount: item.amount },
      });
    const actor = staffActorOf(request, staff.staffUserId);
    try {
      await auditOfflineOrder(
        db,
        row.order_no,
        approve ? 'pass' : 'refuse',
        approve ? null : (body.note ?? null),
        {
          ...(!approve && { reasonCode: body.reason }),
          recorded: async (trx, outcome) => {
            await recordDecision(trx, actor, 'offline-payments', item, body, {
              amount: outcome.amount,
              balance: outcome.balance,
            });
            await audit(trx, platformActor(item.mainId), {
              action: 'update',
              resource: 'topUp',
              resourceId: row.order_no,
              before: { status: 'pending' },
              after: { status: outcome.status, amount: outcome.amount, ...reasonOf(body) },
            });
          },
        },
      );
    } catch (error) {
      if (error instanceof AuditRefused) throw alreadyDecided();
      throw error;
    }
    return { id: item.id, status: statusOf(body) };
  });

  staffRoute(app, invoiceQueue.api.list, async ({ query }) =>
    listed('invoice-applications', await reads.invoices.list(query)),
  );
  staffRoute(
    app,
    invoiceQueue.api.one,
    async ({ params }) => (await reads.invoices.one(params.id)).item,
  );
  staffRoute(app, decideInvoice, async ({ params, body, staff, request }) => {
    const { item, row } = await reads.invoices.one(params.id);
    if (row.status !== 'processing' && row.status !== 'invoicing') throw alreadyDecided();
    const actor = platformActor(item.mainId);
    const move = { mainId: null, id: item.id, actor };
    const taken = () =>
      conflict('staffReviews.errors.invoiceNoTaken', {
        invoiceNo: 'staffReviews.errors.invoiceNoTaken',
      });
    // checked before the first move, so a taken number leaves the application where it was
    if (
      body.decision === 'approve' &&
      (await db.kysely
        .selectFrom('invoices')
        .select('id')
        .where('invoice_no', '=', body.invoiceNo)
        .executeTakeFirst())
    )
      throw taken();
    try {
      if (body.decision === 'approve') {
        if (row.status === 'processing') await moveInvoice(db, { ...move, to: 'invoicing' });
        await moveInvoice(db, { ...move, to: 'invoiced', invoiceNo: body.invoiceNo });
      } else
        await moveInvoice(db, {
          ...move,
          to: 'rejected',
          reason: body.note ?? null,
          reasonCode: body.reason,
        });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw taken();
      throw error;
    }
    await recordDecision(
      db.kysely,
      staffActorOf(request, staff.staffUserId),
      'invoice-applications',
      item,
      body,
      body.decision === 'approve' ? { invoiceNo: body.invoiceNo } : {},
    );
    return { id: item.id, status: statusOf(body) };
  });
}

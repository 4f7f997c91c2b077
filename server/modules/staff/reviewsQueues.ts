import { fromMicros } from '../../../contract';
import type { ReviewQueue } from '../../../contract/staffReviews';
import type { Db } from '../../db/connect';
import { notFound } from '../../errors';
import { isoTime } from '../../lib/isoTime';
import { messageTemplateRecords } from '../messageTemplates/repo';
import { senderIdRecords } from '../senderIds/repo';

/** A queue page: pending items only, by the time they were submitted (oldest first unless asked). */
export interface QueuePage {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

const window = (query: QueuePage) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** Items still waiting, what each queue lists and counts. */
export function pendingOf(db: Db) {
  const k = db.kysely;
  return {
    'sender-ids': () =>
      k
        .selectFrom('sender_ids as r')
        .innerJoin('accounts as a', 'a.id', 'r.main_id')
        .where('r.status', '=', 'pending'),
    'message-templates': () =>
      k
        .selectFrom('message_templates as r')
        .innerJoin('accounts as a', 'a.id', 'r.main_id')
        .where('r.status', '=', 'pending'),
    certifications: () =>
      k
        .selectFrom('certifications as r')
        .innerJoin('accounts as a', 'a.id', 'r.main_id')
        .where('r.state', '=', 'under_certification'),
    'offline-payments': () =>
      k
        .selectFrom('orders as r')
        .innerJoin('accounts as a', 'a.id', 'r.main_id')
        .where('r.payment_method', '=', 'offline')
        .where('r.audit_status', '=', 'pending'),
    'invoice-applications': () =>
      k
        .selectFrom('invoices as r')
        .innerJoin('accounts as a', 'a.id', 'r.main_id')
        .where('r.status', 'in', ['processing', 'invoicing']),
  } satisfies Record<ReviewQueue, unknown>;
}

/** Pending items per queue. */
export async function countPending(db: Db, queues: readonly ReviewQueue[]) {
  const pending = pendingOf(db);
  const counts = await Promise.all(
    queues.map((queue) =>
      pending[queue]()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
        .then(({ total }) => [queue, Number(total)] as const),
    ),
  );
  return Object.fromEntries(counts) as Partial<Record<ReviewQueue, number>>;
}

const submitter = (row: { main_id: string; email: string }) => ({
  mainId: row.main_id,
  accountEmail: row.email,
});

/** The queues' items as the staff screens show them. */
export function queueReads(db: Db) {
  const pending = pendingOf(db);
  const senderIds = senderIdRecords(db);
  const templates = messageTemplateRecords(db);
  const email = (mainId: string) =>
    db.kysely
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', mainId)
      .executeTakeFirstOrThrow()
      .then((row) => row.email);
  const mainOf = async (table: 'sender_ids' | 'message_templates', id: string) => {
    const row = await db.kysely
      .selectFrom(table)
      .select('main_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row.main_id;
  };
  const certificationItem = (row: {
    id: string;
    main_id: string;
    email: string;
    company_name: string;
    registration_no: string;
    company_address: string;
    contact_name: string;
    document_mime: string;
    submitted_at: number;
  }) => ({
    id: row.id,
    ...submitter(row),
    companyName: row.company_name,
    registrationNo: row.registration_no,
    companyAddress: row.company_address,
    contactName: row.contact_name,
    documentType: row.document_mime,
    createdAt: isoTime(row.submitted_at),
  });
  const paymentItem = (row: {
    id: string;
    main_id: string;
    email: string;
    order_no: string;
    amount_micros: number;
    created_at: number;
  }) => ({
    id: row.id,
    ...submitter(row),
    orderNo: row.order_no,
    amount: fromMicros(row.amount_micros),
    createdAt: isoTime(row.created_at),
  });
  const invoiceItem = (row: {
    id: string;
    main_id: string;
    email: string;
    application_no: string;
    company_name: string;
    tax_number: string;
    amount_micros: number;
    order_count: number;
    created_at: number;
  }) => ({
    id: row.id,
    ...submitter(row),
    applicationNo: row.application_no,
    companyName: row.company_name,
    taxNumber: row.tax_number,
    amount: fromMicros(row.amount_micros),
    orderCount: Number(row.order_count),
    createdAt: isoTime(row.created_at),
  });

  /** The queue of a reviewed resource the account owns, read through its repo. */
  const owned = <R>(
    queue: 'sender-ids' | 'message-templates',
    table: 'sender_ids' | 'message_templates',
    records: { one: (mainId: string, id: string) => Promise<R> },
  ) => ({
    async list(query: QueuePage) {
      const rows = await pending[queue]()
        .select(['r.id', 'r.main_id', 'a.email'])
        .orderBy('r.created_at', query.order)
        .orderBy('r.id', query.order)
        .limit(window(query).limit)
        .offset(window(query).offset)
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          ...(await records.one(row.main_id, row.id)),
          ...submitter(row),
        })),
      );
    },
    async one(id: string) {
      const mainId = await mainOf(table, id);
      return { ...(await records.one(mainId, id)), mainId, accountEmail: await email(mainId) };
    },
  });

  return {
    senderIds: owned('sender-ids', 'sender_ids', senderIds),
    templates: owned('message-templates', 'message_templates', templates),
    certifications: {
      list: async (query: QueuePage) =>
        (
          await pending
            .certifications()
            .select([
              'r.id',
              'r.main_id',
              'a.email',
              'r.company_name',
              'r.registration_no',
              'r.company_address',
              'r.contact_name',
              'r.document_mime',
              'r.submitted_at',
            ])
            .orderBy('r.submitted_at', query.order)
            .orderBy('r.id', query.order)
            .limit(window(query).limit)
            .offset(window(query).offset)
            .execute()
        ).map(certificationItem),
      async one(id: string) {
        const row = await db.kysely
          .selectFrom('certifications as r')
          .innerJoin('accounts as a', 'a.id', 'r.main_id')
          .selectAll('r')
          .select('a.email')
          .where('r.id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        return { item: certificationItem(row), row };
      },
    },
    payments: {
      list: async (query: QueuePage) =>
        (
          await pending['offline-payments']()
            .select([
              'r.id',
              'r.main_id',
              'a.email',
              'r.order_no',
              'r.amount_micros',
              'r.created_at',
            ])
            .orderBy('r.created_at', query.order)
            .orderBy('r.id', query.order)
            .limit(window(query).limit)
            .offset(window(query).offset)
            .execute()
        ).map(paymentItem),
      async one(id: string) {
        const row = await db.kysely
          .selectFrom('orders as r')
          .innerJoin('accounts as a', 'a.id', 'r.main_id')
          .selectAll('r')
          .select('a.email')
          .where('r.id', '=', id)
          .where('r.payment_method', '=', 'offline')
          .executeTakeFirst();
        if (!row) throw notFound();
        return { item: paymentItem(row), row };
      },
    },
    invoices: {
      list: async (query: QueuePage) =>
        (
          await pending['invoice-applications']()
            .select([
              'r.id',
              'r.main_id',
              'a.email',
              'r.application_no',
              'r.company_name',
              'r.tax_number',
              'r.amount_micros',
              'r.order_count',
              'r.created_at',
            ])
            .orderBy('r.created_at', query.order)
            .orderBy('r.id', query.order)
            .limit(window(query).limit)
            .offset(window(query).offset)
            .execute()
        ).map(invoiceItem),
      async one(id: string) {
        const row = await db.kysely
          .selectFrom('invoices as r')
          .innerJoin('accounts as a', 'a.id', 'r.main_id')
          .selectAll('r')
          .select('a.email')
          .where('r.id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        return { item: invoiceItem(row), row };
      },
    },
  };
}

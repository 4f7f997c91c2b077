import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes, IDEMPOTENCY_KEY_HEADER } from '../../contract';
import { STAFF_BASE, STAFF_TOKEN_HEADER, type StaffRole } from '../../contract/staff';
import { applyForInvoice } from '../../server/modules/invoices/service';
import { createMessageTemplate } from '../../server/modules/messageTemplates/repo';
import { createOrder } from '../../server/modules/orders/store';
import { createSenderId } from '../../server/modules/senderIds/repo';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { openStaffSession } from '../../server/modules/staff/session';
import { createStaffUser } from '../../server/modules/staff/users';
import { newId } from '../../server/lib/ids';
import { demoMainId, insertOrder, USD } from './billing.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { walletOf } from './wallet.fixtures';

interface Answer<T = unknown> {
  status: number;
  code: string;
  data: T;
  message?: string;
}

/** The review queues of the staff console, per queue: list, decide, refuse what is wrong. */
describe.each(backends())('staff review queues on %s', (backend) => {
  let ctx: TestContext;
  let mainId: string;
  let customer: string;
  const tokens = new Map<StaffRole, string>();
  let serial = 0;

  beforeAll(async () => {
    ctx = await startApp(backend);
    mainId = await demoMainId(ctx.db);
    customer = await signIn(ctx.app);
    for (const role of ['reviewer', 'finance', 'support', 'admin'] as const) {
      const { user } = await createStaffUser(ctx.db, OPS_ACTOR, {
        email: `${role}@reviews.example`,
        name: '',
        role,
      });
      tokens.set(role, (await openStaffSession(ctx.db, user.id, 3_600_000)).token);
    }
  });
  afterAll(() => ctx.close());

  const staff = async <T = unknown>(
    role: StaffRole,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    language?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const response = await ctx.app.inject({
      method,
      url: `${STAFF_BASE}/v1/reviews${url}`,
      headers: {
        [STAFF_TOKEN_HEADER]: tokens.get(role) as string,
        ...(language && { 'accept-language': language }),
        ...headers,
      },
      ...(body !== undefined && { payload: body as object }),
    });
    const envelope = response.json() as { code: string; data: T; message?: string };
    return { status: response.statusCode, ...envelope };
  };

  const newSenderId = () => {
    serial += 1;
    return createSenderId(ctx.db, mainId, {
      name: `Brand${serial}`,
      countries: ['GB'],
      useCase: 'otp',
    });
  };
  const customerSenderId = async (id: string) =>
    (
      await call<{ status: string; reviewReason: string | null; reviewNote: string | null }>(
        ctx.app,
        'GET',
        `/v1/sender-ids/${id}`,
        { token: customer },
      )
    ).body.data;

  describe('sender IDs', () => {
    it('lists pending ones oldest first with their count', async () => {
      const first = await newSenderId();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await newSenderId();
      const page = await staff<{ list: { id: string; accountEmail: string }[]; total: number }>(
        'reviewer',
        'GET',
        '/sender-ids',
      );
      expect(page.status).toBe(200);
      const ids = page.data.list.map((item) => item.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(page.data.list[0].accountEmail).toBe('demo@example.com');
      const counts = await staff<Record<string, number>>('reviewer', 'GET', '/counts');
      expect(counts.data['sender-ids']).toBe(page.data.total);
      expect(counts.data['offline-payments']).toBeUndefined();
    });

    it('approves one: the customer reads Approved and its audit log names the platform', async () => {
      const item = await newSenderId();
      const decided = await staff('reviewer', 'POST', `/sender-ids/${item.id}/decision`, {
        decision: 'approve',
      });
      expect([decided.status, decided.data]).toEqual([200, { id: item.id, status: 'approved' }]);
      expect((await customerSenderId(item.id)).status).toBe('approved');
      const entry = await ctx.db.kysely
        .selectFrom('audit_log')
        .selectAll()
        .where('resource_id', '=', item.id)
        .executeTakeFirstOrThrow();
      expect([entry.actor, entry.resource, entry.main_id]).toEqual([
        'platform',
        'senderId',
        mainId,
      ]);
      const staffEntry = await ctx.db.kysely
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('target', '=', `sender-ids:${item.id}`)
        .executeTakeFirstOrThrow();
      expect([staffEntry.action, staffEntry.account_id]).toEqual(['review.approve', mainId]);
    });

    it('rejects with a reason code the customer reads, plus the note', async () => {
      const item = await newSenderId();
      const decided = await staff('reviewer', 'POST', `/sender-ids/${item.id}/decision`, {
        decision: 'reject',
        reason: 'brandNotOwned',
        note: 'Send the trademark licence.',
      });
      expect(decided.status).toBe(200);
      expect(await customerSenderId(item.id)).toMatchObject({
        status: 'rejected',
        reviewReason: 'brandNotOwned',
        reviewNote: 'Send the trademark licence.',
      });
    });

    it('refuses a rejection without a reason, with a reason of another queue, and other without a note', async () => {
      const item = await newSenderId();
      for (const body of [
        { decision: 'reject' },
        { decision: 'reject', reason: 'paymentNotReceived' },
        { decision: 'reject', reason: 'other' },
        { decision: 'maybe' },
      ]) {
        const refused = await staff('reviewer', 'POST', `/sender-ids/${item.id}/decision`, body);
        expect([refused.status, refused.code], JSON.stringify(body)).toEqual([
          400,
          Codes.invalidRequest,
        ]);
      }
      expect((await customerSenderId(item.id)).status).toBe('pending');
    });

    it('decides once: a second decision is a 409; an unknown id a 404', async () => {
      const item = await newSenderId();
      const approve = { decision: 'approve' };
      await staff('reviewer', 'POST', `/sender-ids/${item.id}/decision`, approve);
      const again = await staff('reviewer', 'POST', `/sender-ids/${item.id}/decision`, {
        decision: 'reject',
        reason: 'misleading',
      });
      expect([again.status, again.code]).toEqual([409, Codes.conflict]);
      expect((await customerSenderId(item.id)).status).toBe('approved');
      const unknown = await staff('reviewer', 'POST', '/sender-ids/nothere/decision', approve);
      expect(unknown.status).toBe(404);
      expect((await staff('reviewer', 'GET', '/sender-ids/nothere')).status).toBe(404);
    });

    it('approves a selection, skipping what was decided meanwhile', async () => {
      const [a, b, c] = [await newSenderId(), await newSenderId(), await newSenderId()];
      await staff('reviewer', 'POST', `/sender-ids/${c.id}/decision`, {
        decision: 'reject',
        reason: 'misleading',
      });
      const bulk = await staff<{ approved: string[]; skipped: string[] }>(
        'reviewer',
        'POST',
        '/sender-ids/approve',
        { ids: [a.id, b.id, c.id, 'nothere'] },
      );
      expect(bulk.status).toBe(200);
      expect(bulk.data.approved.sort()).toEqual([a.id, b.id].sort());
      expect(bulk.data.skipped.sort()).toEqual([c.id, 'nothere'].sort());
      expect((await customerSenderId(c.id)).status).toBe('rejected');
      expect((await staff('reviewer', 'POST', '/sender-ids/approve', { ids: [] })).status).toBe(
        400,
      );
    });

    it('is refused to finance and support', async () => {
      const item = await newSenderId();
      for (const role of ['finance', 'support'] as const) {
        const refused = await staff(role, 'POST', `/sender-ids/${item.id}/decision`, {
          decision: 'approve',
        });
        expect([refused.status, refused.code]).toEqual([403, Codes.forbidden]);
        expect((await staff(role, 'GET', '/sender-ids')).status).toBe(403);
      }
      expect((await customerSenderId(item.id)).status).toBe('pending');
    });
  });

  describe('message templates', () => {
    const newTemplate = () => {
      serial += 1;
      return createMessageTemplate(ctx.db, mainId, {
        name: `welcome_${serial}`,
        language: 'en_US',
        category: 'utility',
        body: 'Hello {{1}}',
      });
    };

    it('approves, rejects with a reason, decides once, approves a selection', async () => {
      const [a, b, c, d] = [
        await newTemplate(),
        await newTemplate(),
        await newTemplate(),
        await newTemplate(),
      ];
      const page = await staff<{ list: { id: string }[] }>('reviewer', 'GET', '/message-templates');
      expect(page.data.list.map((item) => item.id)).toEqual(
        expect.arrayContaining([a.id, b.id, c.id, d.id]),
      );
      expect(
        (
          await staff('reviewer', 'POST', `/message-templates/${a.id}/decision`, {
            decision: 'approve',
          })
        ).status,
      ).toBe(200);
      const rejected = await staff('reviewer', 'POST', `/message-templates/${b.id}/decision`, {
        decision: 'reject',
        reason: 'contentNotAllowed',
      });
      expect(rejected.data).toEqual({ id: b.id, status: 'rejected' });
      const again = await staff('reviewer', 'POST', `/message-templates/${b.id}/decision`, {
        decision: 'approve',
      });
      expect(again.status).toBe(409);
      const bulk = await staff<{ approved: string[] }>(
        'admin',
        'POST',
        '/message-templates/approve',
        {
          ids: [c.id, d.id],
        },
      );
      expect(bulk.data.approved.sort()).toEqual([c.id, d.id].sort());
      expect((await staff('finance', 'GET', '/message-templates')).status).toBe(403);
    });
  });

  describe('certifications', () => {
    const underReview = async () => {
      const now = Date.now();
      const id = newId(now);
      await ctx.db.kysely
        .updateTable('accounts')
        .set({ certification_state: 'under_certification' })
        .where('id', '=', mainId)
        .execute();
      await ctx.db.kysely
        .insertInto('certifications')
        .values({
          id,
          main_id: mainId,
          state: 'under_certification',
          company_name: 'Acme Ltd',
          registration_no: 'REG-1',
          company_address: '1 Street',
          contact_name: 'Ann',
          document_mime: 'image/png',
          document: Buffer.from('89504e470d0a1a0a', 'hex'),
          reason: null,
          submitted_at: now,
          decided_at: null,
        })
        .execute();
      return id;
    };

    it('shows the document, rejects with a reason the customer reads, then approves a new one', async () => {
      const id = await underReview();
      const page = await staff<{ list: { id: string }[] }>('reviewer', 'GET', '/certifications');
      expect(page.data.list.map((item) => item.id)).toContain(id);
      const document = await staff<{ dataUrl: string }>(
        'reviewer',
        'GET',
        `/certifications/${id}/document`,
      );
      expect(document.data.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      const rejected = await staff('reviewer', 'POST', `/certifications/${id}/decision`, {
        decision: 'reject',
        reason: 'documentUnreadable',
      });
      expect(rejected.status).toBe(200);
      const row = await ctx.db.kysely
        .selectFrom('certifications')
        .select(['state', 'review_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ state: 'certification_failed', review_reason: 'documentUnreadable' });
      const seen = await call<{ latest: { reason: string } }>(
        ctx.app,
        'GET',
        '/v1/account/certification',
        { token: customer, language: 'zh-CN' },
      );
      expect(seen.body.data.latest.reason).toBe('文件无法辨认，请上传清晰的扫描件或照片。');
      const again = await staff('reviewer', 'POST', `/certifications/${id}/decision`, {
        decision: 'approve',
      });
      expect(again.status).toBe(409);

      const next = await underReview();
      const bulk = await staff<{ approved: string[] }>(
        'reviewer',
        'POST',
        '/certifications/approve',
        {
          ids: [next],
        },
      );
      expect(bulk.data.approved).toEqual([next]);
      const account = await ctx.db.kysely
        .selectFrom('accounts')
        .select('certification_state')
        .where('id', '=', mainId)
        .executeTakeFirstOrThrow();
      expect(account.certification_state).toBe('certified');
      expect((await staff('finance', 'GET', `/certifications/${next}`)).status).toBe(403);
    });
  });

  describe('offline payments', () => {
    const offlineOrder = async (dollars: number) =>
      createOrder(ctx.db.kysely, {
        mainId,
        accountId: mainId,
        status: 'pending',
        auditStatus: 'pending',
        paymentMethod: 'offline',
        financialType: 'top_up',
        productKey: 'whatsapp',
        amountMicros: dollars * USD,
      });

    it('confirms the amount received: the wallet grows by exactly the order amount, once', async () => {
      const order = await offlineOrder(120);
      const page = await staff<{ list: { id: string; amount: string }[]; total: number }>(
        'finance',
        'GET',
        '/offline-payments',
      );
      expect(page.data.list.find((item) => item.id === order.id)?.amount).toBe('120.00');
      const before = await walletOf(ctx.db, mainId);

      const wrong = await staff(
        'finance',
        'POST',
        `/offline-payments/${order.id}/decision`,
        { decision: 'approve', amountReceived: '12.00' },
        'zh-CN',
      );
      expect([wrong.status, wrong.message]).toEqual([
        400,
        '收到的金额必须等于订单金额 120.00 USD。',
      ]);
      expect((await walletOf(ctx.db, mainId)).balance).toBe(before.balance);

      // the console sends one Idempotency-Key per intent: the same confirmation sent twice
      // (a retry after a lost answer) is answered twice and credits once
      const confirm = () =>
        staff(
          'finance',
          'POST',
          `/offline-payments/${order.id}/decision`,
          { decision: 'approve', amountReceived: '120.00' },
          undefined,
          { [IDEMPOTENCY_KEY_HEADER]: `confirm-${order.id}` },
        );
      const confirmed = await confirm();
      expect(confirmed.data).toEqual({ id: order.id, status: 'approved' });
      expect((await confirm()).data).toEqual(confirmed.data);
      expect((await walletOf(ctx.db, mainId)).balance).toBe(before.balance + 120 * USD);

      const again = await staff('finance', 'POST', `/offline-payments/${order.id}/decision`, {
        decision: 'approve',
        amountReceived: '120.00',
      });
      expect(again.status).toBe(409);
      expect((await walletOf(ctx.db, mainId)).balance).toBe(before.balance + 120 * USD);
      const entry = await ctx.db.kysely
        .selectFrom('audit_log')
        .select(['actor', 'resource'])
        .where('resource_id', '=', order.order_no)
        .executeTakeFirstOrThrow();
      expect(entry).toEqual({ actor: 'platform', resource: 'topUp' });
    });

    it('rejects with a reason and credits nothing; refused to reviewers; 404 for an unknown one', async () => {
      const order = await offlineOrder(80);
      const before = await walletOf(ctx.db, mainId);
      expect(
        (
          await staff('reviewer', 'POST', `/offline-payments/${order.id}/decision`, {
            decision: 'reject',
            reason: 'paymentNotReceived',
          })
        ).status,
      ).toBe(403);
      const rejected = await staff('finance', 'POST', `/offline-payments/${order.id}/decision`, {
        decision: 'reject',
        reason: 'paymentNotReceived',
        note: 'Ref 42',
      });
      expect(rejected.status).toBe(200);
      const seen = await call<{ failureReason: string }>(ctx.app, 'GET', `/v1/orders/${order.id}`, {
        token: customer,
      });
      expect(seen.body.data.failureReason).toBe('No transfer for this order has arrived. Ref 42');
      const row = await ctx.db.kysely
        .selectFrom('orders')
        .select(['status', 'review_reason'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'failed', review_reason: 'paymentNotReceived' });
      expect((await walletOf(ctx.db, mainId)).balance).toBe(before.balance);
      const unknown = await staff('finance', 'POST', '/offline-payments/nothere/decision', {
        decision: 'approve',
        amountReceived: '1.00',
      });
      expect(unknown.status).toBe(404);
      const bad = await staff('finance', 'POST', `/offline-payments/${order.id}/decision`, {
        decision: 'approve',
        amountReceived: 'lots',
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('invoice applications', () => {
    const application = async () => {
      const order = await insertOrder(ctx.db, mainId);
      return applyForInvoice(ctx.db, {
        mainId,
        accountId: mainId,
        orderIds: [order.id],
        details: {
          companyName: 'Acme Ltd',
          companyAddress: '1 Street',
          taxNumber: 'TAX1',
          streetAddress: '1 Street',
          apartment: '',
          country: 'GB',
          city: 'London',
        },
        feeBasisPoints: 0,
      });
    };

    it('issues with the invoice number typed, rejects with a reason, decides once', async () => {
      const [a, b] = [await application(), await application()];
      const page = await staff<{ list: { id: string }[] }>(
        'finance',
        'GET',
        '/invoice-applications',
      );
      expect(page.data.list.map((item) => item.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(
        (
          await staff('finance', 'POST', `/invoice-applications/${a.id}/decision`, {
            decision: 'approve',
            invoiceNo: '',
          })
        ).status,
      ).toBe(400);
      const issued = await staff('finance', 'POST', `/invoice-applications/${a.id}/decision`, {
        decision: 'approve',
        invoiceNo: 'INV-2026-0001',
      });
      expect(issued.status).toBe(200);
      const seen = await call<{ status: string; invoiceNo: string }>(
        ctx.app,
        'GET',
        `/v1/invoices/${a.id}`,
        { token: customer },
      );
      expect(seen.body.data).toMatchObject({ status: 'invoiced', invoiceNo: 'INV-2026-0001' });
      const taken = await staff('finance', 'POST', `/invoice-applications/${b.id}/decision`, {
        decision: 'approve',
        invoiceNo: 'INV-2026-0001',
      });
      expect(taken.status).toBe(409);
      const rejected = await staff('finance', 'POST', `/invoice-applications/${b.id}/decision`, {
        decision: 'reject',
        reason: 'taxNumberInvalid',
      });
      expect(rejected.status).toBe(200);
      const rejectedSeen = await call<{ status: string; statusReason: string }>(
        ctx.app,
        'GET',
        `/v1/invoices/${b.id}`,
        { token: customer, language: 'zh-CN' },
      );
      expect(rejectedSeen.body.data).toMatchObject({
        status: 'rejected',
        statusReason: '税号无效。',
      });
      const again = await staff('finance', 'POST', `/invoice-applications/${a.id}/decision`, {
        decision: 'reject',
        reason: 'detailsMismatch',
      });
      expect(again.status).toBe(409);
      expect((await staff('reviewer', 'GET', '/invoice-applications')).status).toBe(403);
    });
  });
});

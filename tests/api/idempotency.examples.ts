import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { sql } from 'kysely';
import { encodeCredential, type Envelope } from '../../contract';
import type { ApiCall } from '../../contract/call';
import { API_BASE } from '../../contract/constants';
import type { ResourceDeclaration } from '../../contract/resource';
import type { Db } from '../../server/db/connect';
import { enqueue } from '../../server/jobs/enqueue';
import { newId } from '../../server/lib/ids';
import { queuedJobs } from '../../server/jobs/inspect';
import { expireOrders } from '../../server/modules/payments/jobs';
import { DECLARED_RESOURCES } from '../../server/modules/registry';
import { totpOf } from '../../server/modules/profile/secondFactor/totp';
import { insertOrder } from './billing.fixtures';
import { examplesOf } from './harness';
import { otherMainAccount } from './devtools.fixtures';
import { lastCode } from './outbox.fixtures';
import { messageEvent } from './messageLogs.fixtures';
import { staffCall } from './staff.fixtures';
import { CUSTOM_PASSWORD, contacts, makeRole, makeSub } from './users.fixtures';
import { OPERATOR_TOKEN, usageLine } from './wallet.fixtures';

/** What an example may use to prepare the records its call acts on. */
export interface ExampleContext {
  app: FastifyInstance;
  db: Db;
  backend: 'sqlite' | 'postgres';
  mainId: string;
  /** A session of the demo main account, for preparing only. */
  token: string;
  /** A staff admin's session, for preparing only. */
  staffToken: string;
  /** An address that answers 200 to every callback delivery. */
  receiver: string;
  /** A Google ID token for a new Google account. */
  googleCredential: () => Promise<string>;
}

/** A valid request of one call: who makes it, its path values and its body. */
export interface Example {
  /** The account calling (default: the demo main account); staff and operator calls ignore it. */
  caller?: string;
  params?: Record<string, string>;
  body?: unknown;
  /** A body sent as it is, with its content type (an upload), instead of JSON. */
  raw?: { contentType: string; payload: Buffer };
}

/** Builds the example, given the body example the contract declares for the call, if any. */
export type ExampleOf = (ctx: ExampleContext, declared: unknown) => Promise<Example> | Example;

const DETAILS = {
  companyName: 'Demo Trading Ltd.',
  companyAddress: '1 Harbour Road, Wan Chai',
  taxNumber: 'HK-12345678',
  streetAddress: '1 Harbour Road',
  apartment: '',
  country: 'Hong Kong',
  city: 'Hong Kong',
};
const short = () => randomUUID().slice(0, 8);

async function prepare<T>(
  ctx: ExampleContext,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  token = ctx.token,
): Promise<T> {
  const response = await ctx.app.inject({
    method,
    url: `/om/api${path}`,
    headers: { token },
    payload: body as never,
  });
  const answer = response.json<Envelope<T>>();
  if (answer.code !== '000000') throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.data;
}

async function prepareAsStaff<T>(ctx: ExampleContext, method: 'POST', path: string, body: unknown) {
  const answer = await staffCall<T>(ctx.app, method, path, { staffToken: ctx.staffToken, body });
  if (answer.body.code !== '000000') throw new Error(`${path}: ${answer.body.message}`);
  return answer.body.data;
}

/** A staff user other than the admin calling, for the calls refused on oneself. */
async function anotherStaffUser(ctx: ExampleContext) {
  const made = await prepareAsStaff<{ user: { id: string } }>(ctx, 'POST', '/v1/staff-users', {
    email: `other-${short()}@staff.example`,
    role: 'support',
  });
  return made.user.id;
}

/** A sub-account of the demo of its own, with a session: for calls on one's own account. */
async function person(ctx: ExampleContext) {
  const role = await makeRole(ctx.app, ctx.token, ['order'], `Own ${short()}`);
  const sub = await makeSub(ctx.app, ctx.token, role.id);
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/om/api/v1/user/login',
    payload: { account: sub.email, password: encodeCredential(CUSTOM_PASSWORD) },
  });
  return { ...sub, token: session.json<Envelope<{ token: string }>>().data.token };
}

/** A person whose second factor is codes by email. */
async function withCodeFactor(ctx: ExampleContext) {
  const me = await person(ctx);
  await prepare(ctx, 'POST', '/v1/account/second-factor/code', { method: 'email' }, me.token);
  const code = encodeCredential(await lastCode(ctx.db, me.email));
  await prepare(
    ctx,
    'POST',
    '/v1/account/second-factor/code/enable',
    { method: 'email', code },
    me.token,
  );
  return me;
}

/** A person whose second factor is an authenticator app. */
async function withTotp(ctx: ExampleContext) {
  const me = await person(ctx);
  const setup = await prepare<{ secret: string }>(
    ctx,
    'POST',
    '/v1/account/second-factor/totp',
    undefined,
    me.token,
  );
  const code = encodeCredential(totpOf(setup.secret).generate());
  await prepare(ctx, 'POST', '/v1/account/second-factor/totp/enable', { code }, me.token);
  return me;
}

const makeCallback = (ctx: ExampleContext) =>
  prepare<{ id: string }>(ctx, 'POST', '/v1/callbacks', {
    channel: 'whatsapp',
    events: ['message.delivered'],
    name: `Receipts ${short()}`,
    url: ctx.receiver,
    method: 'POST',
  });

/** A callback address with one event whose attempt failed (written as the job would). */
async function failedCallback(ctx: ExampleContext) {
  const callback = await makeCallback(ctx);
  await ctx.app.inject({
    method: 'POST',
    url: '/om/internal/v1/events',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload: {
      id: `evt-${short()}`,
      accountId: ctx.mainId,
      channel: 'whatsapp',
      type: 'message.delivered',
      data: { messageId: 'm1' },
    },
  });
  const message = await ctx.db.kysely
    .selectFrom('callback_messages')
    .select(['id', 'event_id', 'body'])
    .where('callback_id', '=', callback.id)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await ctx.db.kysely
    .updateTable('callback_messages')
    .set({ state: 'failed', updated_at: now })
    .where('id', '=', message.id)
    .execute();
  const delivery = {
    id: newId(now),
    callback_id: callback.id,
    event: 'message.delivered',
    outcome: 'status',
    http_status: 500,
    latency_ms: 90,
    detail: null,
    response_excerpt: '',
    created_at: now,
    message_id: message.id,
    event_id: message.event_id,
    attempt: 1,
    request_headers: '{}',
    request_body: message.body,
  };
  await ctx.db.kysely.insertInto('callback_deliveries').values(delivery).execute();
  return { callback, delivery };
}

const disableCallback = (ctx: ExampleContext, id: string) =>
  ctx.db.kysely
    .updateTable('callbacks')
    .set({ status: 'disabled', disabled_at: Date.now() })
    .where('id', '=', id)
    .execute();

const senderId = (ctx: ExampleContext) =>
  prepare<{ id: string }>(ctx, 'POST', '/v1/sender-ids', {
    name: `ACME${short().slice(0, 4)}`,
    countries: ['US'],
    useCase: 'otp',
  });

const template = (ctx: ExampleContext) =>
  prepare<{ id: string }>(ctx, 'POST', '/v1/message-templates', {
    name: `once_${short()}`,
    language: 'en_US',
    category: 'utility',
    body: 'Hello {{1}}',
  });

const invoice = async (ctx: ExampleContext) =>
  prepare<{ id: string }>(ctx, 'POST', '/v1/invoices', {
    orderIds: [(await insertOrder(ctx.db, ctx.mainId)).id],
    details: DETAILS,
  });

/** The certification of a main account other than the demo, waiting for its review. */
async function certifying(ctx: ExampleContext) {
  const other = await otherMainAccount(ctx.db);
  await ctx.db.kysely
    .updateTable('accounts')
    .set({ certification_state: 'not_certified' })
    .where('id', '=', other.id)
    .execute();
  await prepare(ctx, 'POST', '/v1/account/certification', await certification(), other.token);
  return ctx.db.kysely
    .selectFrom('certifications')
    .select('id')
    .where('main_id', '=', other.id)
    .executeTakeFirstOrThrow();
}

const certification = async () => ({
  companyName: 'Other Trading Ltd.',
  registrationNo: 'HK-87654321',
  companyAddress: '2 Harbour Road, Hong Kong',
  contactName: 'Other Admin',
  document: (await QRCode.toBuffer('licence', { width: 120 })).toString('base64'),
});

/** A job that failed for good, or one that waits. */
async function job(ctx: ExampleContext, failed: boolean) {
  const periodStart = Date.now() + Math.floor(Math.random() * 1_000_000);
  await enqueue(ctx.db.kysely, expireOrders, { periodStart }, { key: `once-${short()}` });
  const queued = (await queuedJobs(ctx.db)).find((row) =>
    row.payload.includes(`"periodStart":${periodStart}`),
  );
  if (!queued) throw new Error('job not queued');
  if (failed && ctx.backend === 'postgres')
    await sql`SELECT graphile_worker.permanently_fail_jobs(ARRAY[${queued.id}]::bigint[], 'boom')`.execute(
      ctx.db.kysely,
    );
  else if (failed)
    await ctx.db.kysely
      .updateTable('jobs')
      .set({ state: 'failed', attempts: 3, last_error: 'boom' })
      .where('id', '=', queued.id)
      .execute();
  return String(queued.id);
}

/** The n-th body example a call's contract declares, else its first, if any. */
const declaredExample = (call: ApiCall, n = 0): unknown => {
  const examples = call.body ? examplesOf(call.body) : [];
  return examples[n] ?? examples[0];
};

/**
 * The writes of the declared customer resources, from the body examples their contracts
 * declare (as the resource generator writes them): the create sends its first example, the
 * update and the delete act on a record created with the second and the third (a resource
 * with a unique field declares three that differ in it), or the first.
 */
function declaredExamples(resources: readonly ResourceDeclaration[]): Record<string, ExampleOf> {
  return Object.fromEntries(
    resources.flatMap(({ audience, api: { create, update, remove } }) => {
      if (audience === 'staff' || !create) return [];
      const createBody = (n = 0) => {
        const example = declaredExample(create, n);
        if (example === undefined) {
          throw new Error(`POST ${create.path}: declare its body's examples, or write its example`);
        }
        return example;
      };
      const made = async (ctx: ExampleContext, n: number) => ({
        id: (await prepare<{ id: string }>(ctx, 'POST', create.path, createBody(n))).id,
      });
      const name = (call: ApiCall) => `${call.method} ${API_BASE}${call.path}`;
      const examples: [string, ExampleOf][] = [[name(create), () => ({ body: createBody() })]];
      if (update) {
        examples.push([
          name(update),
          async (ctx, declared) => ({
            params: await made(ctx, 1),
            body: declared ?? createBody(1),
          }),
        ]);
      }
      if (remove) examples.push([name(remove), async (ctx) => ({ params: await made(ctx, 2) })]);
      return examples;
    }),
  );
}

/**
 * A valid request of every write of a known caller, by method and route: the walk in
 * idempotency.test.ts sends each twice with one key. A write no declared resource's examples
 * cover fails that test until it has its example here.
 */
const WRITTEN: Record<string, ExampleOf> = {
  'POST /om/api/v1/user/logout': () => ({}),
  'PUT /om/api/v1/account/profile': () => ({ body: { name: 'Demo Admin', language: 'en_US' } }),
  'PUT /om/api/v1/account/company': () => ({
    body: { corporateName: 'Demo Trading Ltd.', industry: 'ecommerce', website: 'https://x.test' },
  }),
  'POST /om/api/v1/account/password': async (ctx) => ({
    caller: (await person(ctx)).id,
    body: {
      oldPassword: encodeCredential(CUSTOM_PASSWORD),
      newPassword: encodeCredential('Once#Pass22'),
      confirmPassword: encodeCredential('Once#Pass22'),
    },
  }),
  'PUT /om/api/v1/account/avatar': async () => ({
    raw: { contentType: 'image/png', payload: await QRCode.toBuffer('avatar', { width: 64 }) },
  }),
  'POST /om/api/v1/account/second-factor/code': async (ctx) => ({
    caller: (await person(ctx)).id,
    body: { method: 'email' },
  }),
  'POST /om/api/v1/account/second-factor/code/enable': async (ctx) => {
    const me = await person(ctx);
    await prepare(ctx, 'POST', '/v1/account/second-factor/code', { method: 'email' }, me.token);
    const code = encodeCredential(await lastCode(ctx.db, me.email));
    return { caller: me.id, body: { method: 'email', code } };
  },
  'POST /om/api/v1/account/second-factor/totp': async (ctx) => ({
    caller: (await person(ctx)).id,
  }),
  'POST /om/api/v1/account/second-factor/totp/enable': async (ctx) => {
    const me = await person(ctx);
    const setup = await prepare<{ secret: string }>(
      ctx,
      'POST',
      '/v1/account/second-factor/totp',
      undefined,
      me.token,
    );
    return { caller: me.id, body: { code: encodeCredential(totpOf(setup.secret).generate()) } };
  },
  'POST /om/api/v1/account/second-factor/disable': async (ctx) => ({
    caller: (await withCodeFactor(ctx)).id,
    body: { password: encodeCredential(CUSTOM_PASSWORD) },
  }),
  'POST /om/api/v1/account/second-factor/recovery-codes': async (ctx) => ({
    caller: (await withTotp(ctx)).id,
    body: { password: encodeCredential(CUSTOM_PASSWORD) },
  }),
  'POST /om/api/v1/account/contact/code': async (ctx) => ({
    caller: (await person(ctx)).id,
    body: { kind: 'email', value: contacts().email },
  }),
  'POST /om/api/v1/account/contact': async (ctx) => {
    const me = await person(ctx);
    const value = contacts().email;
    await prepare(ctx, 'POST', '/v1/account/contact/code', { kind: 'email', value }, me.token);
    const code = encodeCredential(await lastCode(ctx.db, value));
    return { caller: me.id, body: { kind: 'email', value, code } };
  },
  'POST /om/api/v1/account/google': async (ctx) => ({
    caller: (await person(ctx)).id,
    body: { credential: await ctx.googleCredential() },
  }),
  'DELETE /om/api/v1/account/google': async (ctx) => {
    const me = await person(ctx);
    const credential = await ctx.googleCredential();
    await prepare(ctx, 'POST', '/v1/account/google', { credential }, me.token);
    return { caller: me.id };
  },
  'POST /om/api/v1/account/certification': async (ctx) => {
    const other = await otherMainAccount(ctx.db);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ certification_state: 'not_certified' })
      .where('id', '=', other.id)
      .execute();
    return { caller: other.id, body: await certification() };
  },
  'POST /om/api/v1/products/:key/activate': async (ctx) => ({
    caller: (await otherMainAccount(ctx.db)).id,
    params: { key: 'whatsapp' },
  }),
  'POST /om/api/v1/sub-accounts': async (ctx) => ({
    body: {
      ...contacts(),
      name: 'Once',
      roleId: (await makeRole(ctx.app, ctx.token, ['order'], `Once ${short()}`)).id,
      passwordMode: 'custom',
      password: encodeCredential('Sub#Pass99'),
    },
  }),
  'PUT /om/api/v1/sub-accounts/:id': async (ctx) => {
    const me = await person(ctx);
    return {
      params: { id: me.id },
      body: { email: me.email, phone: me.phone, name: 'Renamed', roleId: me.roleId },
    };
  },
  'POST /om/api/v1/sub-accounts/:id/status': async (ctx) => ({
    params: { id: (await person(ctx)).id },
    body: { status: 'disabled' },
  }),
  'POST /om/api/v1/sub-accounts/:id/password': async (ctx) => ({
    params: { id: (await person(ctx)).id },
    body: { passwordMode: 'custom', password: encodeCredential('Reset#Pass33') },
  }),
  'DELETE /om/api/v1/sub-accounts/:id': async (ctx) => ({
    params: { id: (await person(ctx)).id },
  }),
  'POST /om/api/v1/roles': () => ({ body: { name: `Intent ${short()}`, permissions: ['order'] } }),
  'PUT /om/api/v1/roles/:id': async (ctx) => ({
    params: { id: (await makeRole(ctx.app, ctx.token, ['order'], `Edit ${short()}`)).id },
    body: { name: `Edited ${short()}`, permissions: ['bill'] },
  }),
  'DELETE /om/api/v1/roles/:id': async (ctx) => ({
    params: { id: (await makeRole(ctx.app, ctx.token, ['order'], `Gone ${short()}`)).id },
  }),
  'POST /om/api/v1/notices/read-all': () => ({}),
  'POST /om/api/v1/messages/exports': () => ({ body: { format: 'csv' } }),
  'POST /om/api/v1/top-ups': () => ({
    body: { productKey: 'whatsapp', method: 'offline', amount: '25.00' },
  }),
  'PUT /om/api/v1/messages/privacy': (_ctx, declared) => ({ body: declared }),
  'POST /om/api/v1/messages/forget': (_ctx, declared) => ({ body: declared }),
  'PUT /om/api/v1/wallet/alerts': () => ({
    body: { thresholds: ['100'], emails: ['alerts@example.com'], notifyAccount: true },
  }),
  'PUT /om/api/v1/wallet/auto-recharge': () => ({
    body: {
      enabled: false,
      below: '50',
      mode: 'by',
      amount: '100.00',
      paymentMethodId: null,
      productKey: null,
      maxPerDay: 1,
      monthlyCap: '500.00',
    },
  }),
  'POST /om/api/v1/invoices': async (ctx) => ({
    body: { orderIds: [(await insertOrder(ctx.db, ctx.mainId)).id], details: DETAILS },
  }),
  'POST /om/api/v1/invoices/:id/revoke': async (ctx) => ({
    params: { id: (await invoice(ctx)).id },
  }),
  'POST /om/api/v1/api-keys': (_ctx, declared) => ({ body: declared }),
  'PUT /om/api/v1/api-keys/:id': async (ctx) => ({
    params: { id: (await apiKey(ctx)).id },
    body: { name: 'Renamed key', allowedIps: '203.0.113.7', access: 'full' },
  }),
  'POST /om/api/v1/api-keys/:id/roll': async (ctx) => ({
    params: { id: (await apiKey(ctx)).id },
    body: { overlap: '1h' },
  }),
  'POST /om/api/v1/api-keys/:id/default': async (ctx) => ({
    params: { id: (await apiKey(ctx)).id },
  }),
  'POST /om/api/v1/api-keys/:id/status': async (ctx) => ({
    params: { id: (await apiKey(ctx)).id },
    body: { status: 'close' },
  }),
  'POST /om/api/v1/api-keys/:id/token': async (ctx) => ({
    params: { id: (await apiKey(ctx)).id },
    body: { expiry: 'never' },
  }),
  'DELETE /om/api/v1/api-keys/:id/token': async (ctx) => {
    const key = await apiKey(ctx);
    await prepare(ctx, 'POST', `/v1/api-keys/${key.id}/token`, { expiry: 'never' });
    return { params: { id: key.id } };
  },
  'POST /om/api/v1/callbacks': (ctx) => ({
    body: {
      channel: 'whatsapp',
      events: ['message.delivered'],
      name: 'Receipts',
      url: ctx.receiver,
      method: 'POST',
    },
  }),
  'DELETE /om/api/v1/callbacks/:id': async (ctx) => ({
    params: { id: (await makeCallback(ctx)).id },
  }),
  'POST /om/api/v1/callbacks/:id/test': async (ctx) => ({
    params: { id: (await makeCallback(ctx)).id },
  }),
  'POST /om/api/v1/callbacks/:id/deliveries/:deliveryId/replay': async (ctx) => {
    const { callback, delivery } = await failedCallback(ctx);
    return { params: { id: callback.id, deliveryId: delivery.id } };
  },
  'POST /om/api/v1/callbacks/:id/replay': async (ctx) => ({
    params: { id: (await failedCallback(ctx)).callback.id },
    body: { since: new Date(Date.now() - 3_600_000).toISOString() },
  }),
  'POST /om/api/v1/callbacks/:id/retries/send-now': async (ctx) => ({
    params: { id: (await failedCallback(ctx)).callback.id },
  }),
  'POST /om/api/v1/callbacks/:id/secret': async (ctx) => ({
    params: { id: (await makeCallback(ctx)).id },
  }),
  'POST /om/api/v1/callbacks/:id/enable': async (ctx) => {
    const callback = await makeCallback(ctx);
    await disableCallback(ctx, callback.id);
    return { params: { id: callback.id } };
  },
  'POST /om/api/v1/sender-ids': () => ({
    body: { name: `ACME${short().slice(0, 4)}`, countries: ['US'], useCase: 'otp' },
  }),
  'DELETE /om/api/v1/sender-ids/:id': async (ctx) => ({ params: { id: (await senderId(ctx)).id } }),
  'POST /om/api/v1/message-templates': () => ({
    body: { name: `once_${short()}`, language: 'en_US', category: 'utility', body: 'Hi {{1}}' },
  }),
  'DELETE /om/api/v1/message-templates/:id': async (ctx) => ({
    params: { id: (await template(ctx)).id },
  }),

  'POST /om/internal/v1/usage': (ctx, declared) => ({
    body: {
      ...(declared as object),
      accountId: ctx.mainId,
      reference: `usage-${short()}`,
      lines: [usageLine()],
    },
  }),
  'POST /om/internal/v1/credentials/verify': async (ctx, declared) => {
    const key = await apiKey(ctx);
    return {
      body: {
        ...(declared as object),
        apiKey: key.apiKey,
        password: key.password,
        product: 'whatsapp',
      },
    };
  },
  'POST /om/internal/v1/events': (ctx, declared) => ({
    body: { ...(declared as object), id: `evt-${short()}`, accountId: ctx.mainId },
  }),
  'POST /om/internal/v1/message-events': (ctx) => ({
    body: { events: [{ ...messageEvent(ctx.mainId), id: `evt-${short()}` }] },
  }),
  'POST /om/internal/v1/sender-ids/:id/review': async (ctx) => ({
    params: { id: (await senderId(ctx)).id },
    body: { status: 'approved' },
  }),
  'POST /om/internal/v1/message-templates/:id/review': async (ctx) => ({
    params: { id: (await template(ctx)).id },
    body: { status: 'approved' },
  }),

  'DELETE /om/staff/v1/session': () => ({}),
  'POST /om/staff/v1/staff-users': () => ({
    body: { email: `once-${short()}@staff.example`, name: 'Once', role: 'support' },
  }),
  'POST /om/staff/v1/staff-users/:id/disable': async (ctx) => ({
    params: { id: await anotherStaffUser(ctx) },
  }),
  'POST /om/staff/v1/staff-users/:id/enable': async (ctx) => {
    const id = await anotherStaffUser(ctx);
    await prepareAsStaff(ctx, 'POST', `/v1/staff-users/${id}/disable`, {});
    return { params: { id } };
  },
  'PUT /om/staff/v1/staff-users/:id/role': async (ctx) => ({
    params: { id: await anotherStaffUser(ctx) },
    body: { role: 'finance' },
  }),
  'POST /om/staff/v1/staff-users/:id/reset': async (ctx) => ({
    params: { id: await anotherStaffUser(ctx) },
  }),
  'POST /om/staff/v1/accounts/:id/disable': async (ctx) => ({
    params: { id: (await otherMainAccount(ctx.db)).id },
    body: { reason: 'Asked by the customer.' },
  }),
  'POST /om/staff/v1/accounts/:id/enable': async (ctx) => {
    const other = await otherMainAccount(ctx.db);
    await prepareAsStaff(ctx, 'POST', `/v1/accounts/${other.id}/disable`, {
      reason: 'Asked by the customer.',
    });
    return { params: { id: other.id }, body: { reason: 'Back in business.' } };
  },
  'PUT /om/staff/v1/accounts/:id/credit-limit': async (ctx) => ({
    params: { id: (await otherMainAccount(ctx.db)).id },
    body: { creditLimit: '500.00', reason: 'Trusted customer.' },
  }),
  'POST /om/staff/v1/accounts/:id/adjustments': async (ctx) => ({
    params: { id: (await otherMainAccount(ctx.db)).id },
    body: { direction: 'credit', amount: '10.00', reason: 'Goodwill.' },
  }),
  'POST /om/staff/v1/jobs/:id/retry': async (ctx) => ({ params: { id: await job(ctx, true) } }),
  'POST /om/staff/v1/jobs/:id/cancel': async (ctx) => ({ params: { id: await job(ctx, false) } }),
  'POST /om/staff/v1/callbacks/:id/enable': async (ctx) => {
    const callback = await makeCallback(ctx);
    await disableCallback(ctx, callback.id);
    return { params: { id: callback.id } };
  },
  'POST /om/staff/v1/month-closings': async (ctx) => ({
    body: { month: '2026-01', accountId: (await otherMainAccount(ctx.db)).id },
  }),
  'POST /om/staff/v1/prices': () => ({
    body: { productKey: 'whatsapp', countryCode: 'US', messageType: 'marketing', price: '0.05' },
  }),
  'POST /om/staff/v1/notices/preview': () => ({
    body: { title: 'Maintenance', content: '<p>Tonight.</p>' },
  }),
  'POST /om/staff/v1/notices': () => ({
    body: { title: `Maintenance ${short()}`, content: '<p>Tonight.</p>' },
  }),
  'DELETE /om/staff/v1/notices/:id': async (ctx) => ({
    params: {
      id: (
        await prepareAsStaff<{ id: string }>(ctx, 'POST', '/v1/notices', {
          title: `Gone ${short()}`,
          content: '<p>Soon gone.</p>',
        })
      ).id,
    },
  }),
  'POST /om/staff/v1/reviews/sender-ids/:id/decision': async (ctx) => ({
    params: { id: (await senderId(ctx)).id },
    body: { decision: 'approve' },
  }),
  'POST /om/staff/v1/reviews/sender-ids/approve': async (ctx) => ({
    body: { ids: [(await senderId(ctx)).id] },
  }),
  'POST /om/staff/v1/reviews/message-templates/:id/decision': async (ctx) => ({
    params: { id: (await template(ctx)).id },
    body: { decision: 'reject', reason: 'misleading', note: 'Says free.' },
  }),
  'POST /om/staff/v1/reviews/message-templates/approve': async (ctx) => ({
    body: { ids: [(await template(ctx)).id] },
  }),
  'POST /om/staff/v1/reviews/certifications/:id/decision': async (ctx) => ({
    params: { id: (await certifying(ctx)).id },
    body: { decision: 'approve' },
  }),
  'POST /om/staff/v1/reviews/certifications/approve': async (ctx) => ({
    body: { ids: [(await certifying(ctx)).id] },
  }),
  'POST /om/staff/v1/reviews/offline-payments/:id/decision': async (ctx) => {
    const topUp = await prepare<{ order: { id: string } }>(ctx, 'POST', '/v1/top-ups', {
      productKey: 'whatsapp',
      method: 'offline',
      amount: '25.00',
    });
    return {
      params: { id: topUp.order.id },
      body: { decision: 'approve', amountReceived: '25.00' },
    };
  },
  'POST /om/staff/v1/reviews/invoice-applications/:id/decision': async (ctx) => ({
    params: { id: (await invoice(ctx)).id },
    body: { decision: 'approve', invoiceNo: `INV-${short()}` },
  }),
};

export const EXAMPLES: Record<string, ExampleOf> = {
  ...declaredExamples(DECLARED_RESOURCES),
  ...WRITTEN,
};

function apiKey(ctx: ExampleContext) {
  return prepare<{ id: string; apiKey: string; password: string }>(ctx, 'POST', '/v1/api-keys', {
    type: 'whatsapp',
    name: `Key ${short()}`,
    access: 'full',
  });
}

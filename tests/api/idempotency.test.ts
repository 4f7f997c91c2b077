import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STAFF_BASE, STAFF_TOKEN_HEADER } from '../../contract/staff';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { openStaffSession } from '../../server/modules/staff/session';
import { createStaffUser } from '../../server/modules/staff/users';
import { encodeCredential, IDEMPOTENCY_TTL_MS, type Envelope } from '../../contract';
import { openSession } from '../../server/http/session';
import { presentKey, pruneIdempotencyKeys } from '../../server/http/idempotency';
import { insertOrder } from './billing.fixtures';
import { startGoogleKeys, TEST_GOOGLE_CLIENT_ID } from './google.fixtures';
import { backends, signIn, startApp, type TestContext } from './harness';
import { EXAMPLES, type ExampleContext } from './idempotency.examples';
import { startReceivers, type Receivers } from './receivers';
import { contacts, makeRole } from './users.fixtures';
import { demoMainId, OPERATOR_TOKEN, usageLine } from './wallet.fixtures';

type Method = 'POST' | 'PUT' | 'DELETE';

/** A successful write and the table where its one record lands. */
interface Create {
  url: string;
  table: 'roles' | 'accounts' | 'api_keys' | 'callbacks' | 'invoices' | 'orders' | 'sender_ids';
  body: () => Promise<unknown> | unknown;
  /** Another body for the same key: refused. */
  other: Record<string, unknown>;
}

describe.each(backends())('one write per intent on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  let staffAdminId: string;
  let receivers: Receivers;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;

  beforeAll(async () => {
    receivers = await startReceivers();
    google = await startGoogleKeys();
    ctx = await startApp(backend, {
      env: {
        OPERATOR_TOKEN,
        CALLBACK_ALLOW: 'loopback',
        GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
      },
    });
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
    staffAdminId = (
      await createStaffUser(ctx.db, OPS_ACTOR, {
        email: 'admin@staff.example',
        name: '',
        role: 'admin',
      })
    ).user.id;
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
    await google.close();
  });

  const send = async (
    method: Method,
    url: string,
    key: string | null,
    body: unknown,
    headers: Record<string, string> = { token },
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { ...headers, ...(key !== null && { 'idempotency-key': key }) },
      payload: body as never,
    });
    return {
      status: response.statusCode,
      text: response.body,
      body: response.json() as Envelope<Record<string, unknown>>,
      replayed: response.headers['idempotent-replayed'],
    };
  };

  /** Every row of every table the API writes (sessions move on each call, keys are the mechanism). */
  const everything = async () => {
    const tables = (await ctx.db.kysely.introspection.getTables()).filter(
      (table) =>
        (table.schema === undefined || table.schema === 'public') &&
        !['sessions', 'idempotency_keys'].includes(table.name) &&
        !table.name.startsWith('kysely_'),
    );
    const rows: string[] = [];
    for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
      const all = await ctx.db.kysely
        .selectFrom(table.name as 'accounts')
        .selectAll()
        .execute();
      rows.push(table.name, ...all.map((row) => JSON.stringify(row)).sort());
    }
    return rows.join('\n');
  };

  const count = async (table: Create['table']) =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a repeat of every write of a known caller from its first answer, changing nothing', async () => {
    const writes = ctx.app.routeTable.filter((entry) => entry.guard?.idempotent);
    // derived from the routes: a new write is walked, and fails here until it has its example
    expect(writes.length).toBeGreaterThan(50);
    const unkeyed = ctx.app.routeTable.filter(
      (entry) =>
        entry.method !== 'GET' &&
        (entry.guard?.auth || entry.guard?.operator) &&
        !entry.guard.idempotent,
    );
    expect(unkeyed).toEqual([]);
    const named = writes.map((write) => `${write.method} ${write.url}`);
    expect(named.filter((name) => !EXAMPLES[name])).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((name) => !named.includes(name))).toEqual([]);

    const prepare: ExampleContext = {
      app: ctx.app,
      db: ctx.db,
      backend,
      mainId,
      token,
      staffToken: (await openStaffSession(ctx.db, staffAdminId, 600_000)).token,
      receiver: `${receivers.base}/ok`,
      googleCredential: () => google.sign({ sub: `google-${randomUUID()}`, email: 'x@gmail.com' }),
    };
    for (const write of writes) {
      const name = `${write.method} ${write.url}`;
      const declared: unknown =
        write.call?.body && (z.globalRegistry.get(write.call.body)?.examples as unknown[])?.[0];
      const example = await EXAMPLES[name](prepare, declared);
      const url = write.url.replace(/:(\w+)/g, (_, param: string) => {
        const value = example.params?.[param];
        if (value === undefined) throw new Error(`${name}: no example value for :${param}`);
        return encodeURIComponent(value);
      });
      // each write on a session of its own: sign-out and password changes end theirs
      const session = (await openSession(ctx.db, example.caller ?? mainId, 60_000)).token;
      const staffSession = (await openStaffSession(ctx.db, staffAdminId, 60_000)).token;
      const headers: Record<string, string> = write.guard?.operator
        ? { authorization: `Bearer ${OPERATOR_TOKEN}` }
        : write.url.startsWith(`${STAFF_BASE}/`)
          ? { [STAFF_TOKEN_HEADER]: staffSession }
          : { token: session };
      const request = (key: string, body = example.body) =>
        send(write.method as Method, url, key, example.raw?.payload ?? body, {
          ...headers,
          ...(example.raw && { 'content-type': example.raw.contentType }),
        });
      const key = randomUUID();
      const first = await request(key);
      expect(first.status, `${name}: ${first.body.message}`).toBe(200);
      expect(first.body.code, name).toBe('000000');
      const before = await everything();
      const again = await request(key);
      if (again.status === 401) {
        // the first ended its own session (sign-out): the guard refuses before the key is read
        expect(['POST /om/api/v1/user/logout', 'DELETE /om/staff/v1/session']).toContain(name);
        expect(await everything(), name).toBe(before);
        continue;
      }
      expect(again.text, name).toBe(first.text);
      expect(again.replayed, name).toBe('true');
      expect(await everything(), name).toBe(before);
      if (example.raw) continue;
      const other = await request(key, { ...(example.body as object), other: 1 });
      expect(other.status, name).toBe(409);
      expect(other.body.code, name).toBe('409002');
      expect(await everything(), name).toBe(before);
    }
  }, 600_000);

  const creates = (): Create[] => [
    {
      url: '/om/api/v1/roles',
      table: 'roles',
      body: () => ({ name: `Intent ${randomUUID().slice(0, 8)}`, permissions: ['order'] }),
      other: { name: 'Another role', permissions: ['bill'] },
    },
    {
      url: '/om/api/v1/sub-accounts',
      table: 'accounts',
      body: async () => ({
        ...contacts(),
        name: 'Once',
        roleId: (await makeRole(ctx.app, token, ['order'])).id,
        passwordMode: 'custom',
        password: encodeCredential('Sub#Pass99'),
      }),
      other: { name: 'Twice' },
    },
    {
      url: '/om/api/v1/api-keys',
      table: 'api_keys',
      body: () => ({ type: 'whatsapp', name: `Key ${randomUUID().slice(0, 8)}`, access: 'full' }),
      other: { type: 'whatsapp', name: 'Another key' },
    },
    {
      url: '/om/api/v1/callbacks',
      table: 'callbacks',
      body: () => ({
        channel: 'whatsapp',
        events: ['message.delivered'],
        name: 'Receipts',
        url: `${receivers.base}/ok`,
        method: 'POST',
      }),
      other: { name: 'Other receipts' },
    },
    {
      url: '/om/api/v1/invoices',
      table: 'invoices',
      body: async () => ({
        orderIds: [(await insertOrder(ctx.db, mainId)).id],
        details: {
          companyName: 'Demo Trading Ltd.',
          companyAddress: '1 Harbour Road, Wan Chai',
          taxNumber: 'HK-12345678',
          streetAddress: '1 Harbour Road',
          apartment: '',
          country: 'Hong Kong',
          city: 'Hong Kong',
        },
      }),
      other: { orderIds: [] },
    },
    {
      url: '/om/api/v1/top-ups',
      table: 'orders',
      body: () => ({ productKey: 'whatsapp', method: 'offline', amount: '25.00' }),
      other: { amount: '26.00' },
    },
    {
      url: '/om/api/v1/sender-ids',
      table: 'sender_ids',
      body: () => ({ name: `ACME${randomUUID().slice(0, 4)}`, countries: ['US'], useCase: 'otp' }),
      other: { name: 'OTHER' },
    },
  ];

  it('creates one record however often a create is sent with one key', async () => {
    for (const create of creates()) {
      const body = await create.body();
      const key = randomUUID();
      const before = await count(create.table);
      const first = await send('POST', create.url, key, body);
      expect(first.status, `${create.url}: ${first.body.message}`).toBe(200);
      expect(first.replayed).toBeUndefined();
      const [second, third] = await Promise.all([
        send('POST', create.url, key, body),
        send('POST', create.url, key, body),
      ]);
      for (const repeat of [second, third]) {
        expect(repeat.text, create.url).toBe(first.text);
        expect(repeat.replayed).toBe('true');
      }
      expect(await count(create.table), create.url).toBe(before + 1);

      const changed = await send('POST', create.url, key, { ...(body as object), ...create.other });
      expect(changed.status, create.url).toBe(409);
      expect(changed.body.code).toBe('409002');
      expect(await count(create.table), create.url).toBe(before + 1);

      // without a key, or with a new one, the same body is a new intent
      const fresh = await send('POST', create.url, randomUUID(), await create.body());
      expect(fresh.status, create.url).toBe(200);
      expect(await count(create.table), create.url).toBe(before + 2);
    }
  }, 120_000);

  it('rolls a key once however often the roll is sent with one key', async () => {
    const made = await send('POST', '/om/api/v1/api-keys', null, {
      type: 'whatsapp',
      name: 'Roll',
      access: 'full',
    });
    const url = `/om/api/v1/api-keys/${String(made.body.data.id)}/roll`;
    const key = randomUUID();
    const first = await send('POST', url, key, { overlap: '1h' });
    expect(first.status, first.body.message).toBe(200);
    const after = await everything();
    const again = await send('POST', url, key, { overlap: '1h' });
    expect(again.text).toBe(first.text);
    expect(again.replayed).toBe('true');
    expect(await everything()).toBe(after);
    const other = await send('POST', url, key, { overlap: '24h' });
    expect(other.body.code).toBe('409002');
    expect(await everything()).toBe(after);
  });

  it('shows a created secret again to its repeat, and keeps it sealed at rest', async () => {
    const key = randomUUID();
    const body = { type: 'whatsapp', name: 'Sealed', access: 'full' };
    const first = await send('POST', '/om/api/v1/api-keys', key, body);
    const again = await send('POST', '/om/api/v1/api-keys', key, body);
    const secret = String(first.body.data.password ?? first.body.data.token ?? '');
    expect(secret.length).toBeGreaterThan(8);
    expect(again.text).toContain(secret);
    const stored = await ctx.db.kysely.selectFrom('idempotency_keys').select('answer').execute();
    expect(stored.some((row) => row.answer?.includes(secret))).toBe(false);
    expect(stored.some((row) => row.answer?.includes('Sealed'))).toBe(false);
  });

  it('keeps one caller’s key apart from another’s', async () => {
    const sub = await ctx.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('main_id', '=', mainId)
      .where('id', '!=', mainId)
      .executeTakeFirstOrThrow();
    const subToken = (await openSession(ctx.db, sub.id, 60_000)).token;
    const key = randomUUID();
    const mine = await send('POST', '/om/api/v1/notices/read-all', key, {});
    const theirs = await send('POST', '/om/api/v1/notices/read-all', key, {}, { token: subToken });
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.replayed).toBeUndefined();
  });

  it('refuses a second request while the first with its key still runs', async () => {
    const scope = { caller: 'account:test', route: 'POST /v1/test' };
    const content = { params: {}, query: {}, body: { a: 1 } };
    const first = await presentKey(ctx.db, 'running', scope, content);
    expect(first.first).toBe(true);
    await expect(presentKey(ctx.db, 'running', scope, content)).rejects.toMatchObject({
      code: '409003',
      status: 409,
    });
  });

  it('forgets a key after 24 hours, and the prune job removes it', async () => {
    const scope = { caller: 'account:test', route: 'POST /v1/old' };
    const content = { params: {}, query: {}, body: {} };
    const long = Date.now() - IDEMPOTENCY_TTL_MS - 1_000;
    await presentKey(ctx.db, 'old', scope, content, long);
    expect((await presentKey(ctx.db, 'old', scope, content)).first).toBe(true);
    await presentKey(ctx.db, 'older', scope, content, long);
    await pruneIdempotencyKeys(ctx.db, Date.now());
    const left = await ctx.db.kysely
      .selectFrom('idempotency_keys')
      .select('created_at')
      .where('created_at', '<=', Date.now() - IDEMPOTENCY_TTL_MS)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a key that is not 1 to 255 visible characters, in both languages', async () => {
    const body = { name: 'Bad key', permissions: [] };
    const en = await send('POST', '/om/api/v1/roles', 'x'.repeat(256), body);
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('Idempotency-Key');
    const zh = await ctx.app.inject({
      method: 'POST',
      url: '/om/api/v1/roles',
      headers: { token, 'accept-language': 'zh-CN', 'idempotency-key': 'a b' },
      payload: body,
    });
    expect(zh.json<Envelope<null>>().message).toContain('可见字符');
  });

  describe('a caller’s own reference follows the same rule', () => {
    const operator = (url: string, body: unknown, language = 'en-US') =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'accept-language': language },
        payload: body as never,
      });

    it('charges a usage reference once and refuses it with other lines', async () => {
      const reference = `usage-${randomUUID()}`;
      const body = { accountId: mainId, reference, lines: [usageLine()] };
      const first = await operator('/om/internal/v1/usage', body);
      expect(first.json<Envelope<{ duplicate: boolean }>>().data.duplicate).toBe(false);
      const again = await operator('/om/internal/v1/usage', body);
      expect(again.json<Envelope<{ duplicate: boolean }>>().data.duplicate).toBe(true);
      const lines = await count('orders');
      const other = await operator('/om/internal/v1/usage', {
        ...body,
        lines: [usageLine({ quantity: 5 })],
      });
      expect(other.statusCode).toBe(409);
      const refusal = other.json<Envelope<null>>();
      expect(refusal.code).toBe('409002');
      expect(refusal.message).toContain('already used with other content');
      const zh = await operator(
        '/om/internal/v1/usage',
        { ...body, lines: [usageLine({ country: 'US' })] },
        'zh-CN',
      );
      expect(zh.json<Envelope<null>>().message).toContain('已用于其他内容');
      expect(await count('orders')).toBe(lines);
    });

    it('publishes an event id once and refuses it with other data', async () => {
      const event = {
        id: `evt-${randomUUID().slice(0, 8)}`,
        accountId: mainId,
        channel: 'whatsapp',
        type: 'message.delivered',
        data: { messageId: 'm1', to: '+15550001' },
      };
      expect((await operator('/om/internal/v1/events', event)).statusCode).toBe(200);
      const same = await operator('/om/internal/v1/events', {
        ...event,
        data: { to: '+15550001', messageId: 'm1' },
      });
      expect(same.json<Envelope<{ duplicate: boolean }>>().data.duplicate).toBe(true);
      const other = await operator('/om/internal/v1/events', {
        ...event,
        data: { messageId: 'm2' },
      });
      expect(other.statusCode).toBe(409);
      expect(other.json<Envelope<null>>().code).toBe('409002');
    });
  });
});

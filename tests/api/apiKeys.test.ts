import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '../../contract';
import { hashToken } from '../../server/lib/tokens';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { makeKey, otherMainAccount } from './devtools.fixtures';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';

const DAY = 86_400_000;

describe.each(backends())('API keys on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const get = (id: string) => call<ApiKey>(ctx.app, 'GET', `/v1/api-keys/${id}`, { token });
  const defaultsOf = async (type: string) =>
    ctx.db.kysely
      .selectFrom('api_keys')
      .select('id')
      .where('type', '=', type)
      .where('is_default', '=', 1)
      .execute();

  it('shows the password once and keeps only its hash', async () => {
    const key = await makeKey(ctx.app, token, { type: 'otp', name: 'Once' });
    expect(key.password.length).toBeGreaterThanOrEqual(32);
    expect(key.apiKey).toMatch(/^ak_[0-9a-f]{24}$/);
    const row = await ctx.db.kysely
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(hashToken(key.password));
    expect(JSON.stringify(row)).not.toContain(key.password);
    const again = await get(key.id);
    expect(again.body.data).not.toHaveProperty('password');
    const list = await call<{ list: ApiKey[] }>(ctx.app, 'GET', '/v1/api-keys?type=otp', { token });
    expect(JSON.stringify(list.body)).not.toContain(key.password);
    // the first key of a type is its default
    expect(key.isDefault).toBe(true);
    expect(key.status).toBe('open');
  });

  it.each([
    [{ name: '' }, 'name', 'Required'],
    [{ name: 'Key 😀' }, 'name', 'Emoji are not allowed here.'],
    [{ type: 'fax' }, 'type', 'Choose one of the listed values'],
    [{ allowedIps: '203.0.113.7, 300.1.1.1' }, 'allowedIps', '"300.1.1.1" is not an IPv4'],
    [{ allowedIps: '10.0.0.0/33' }, 'allowedIps', '"10.0.0.0/33"'],
    [{ allowedIps: '2001:db8::1/129' }, 'allowedIps', '"2001:db8::1/129"'],
    [{ allowedIps: 'fe80::1%eth0' }, 'allowedIps', '"fe80::1%eth0"'],
    [{ allowedIps: 'example.com' }, 'allowedIps', '"example.com"'],
    [{ allowedIps: '1:2:3:4:5:6:7:8:9' }, 'allowedIps', '"1:2:3:4:5:6:7:8:9"'],
    [
      { allowedIps: Array.from({ length: 51 }, (_, i) => `192.0.2.${i}`).join(',') },
      'allowedIps',
      'At most 50',
    ],
  ])('refuses %j naming the problem, and creates nothing', async (bad, field, message) => {
    const before = await ctx.db.kysely
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { status, body } = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'POST',
      '/v1/api-keys',
      { token, body: { type: 'whatsapp', name: 'Bad', access: 'full', ...bad } },
    );
    expect(status).toBe(400);
    expect(body.code).toBe('400001');
    expect(body.data.fields[field]).toContain(message);
    const after = await ctx.db.kysely
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a key saved without its access, on create and on edit, in both languages', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db.kysely
            .selectFrom('api_keys')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const created = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'POST',
      '/v1/api-keys',
      {
        token,
        body: { type: 'whatsapp', name: 'No access chosen' },
      },
    );
    expect([created.status, created.body.data.fields]).toEqual([
      400,
      { access: 'Choose one of the listed values' },
    ]);
    expect(await count()).toBe(before);

    const key = await makeKey(ctx.app, token, { access: 'read' });
    const edited = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'PUT',
      `/v1/api-keys/${key.id}`,
      { token, language: 'zh-CN', body: { name: 'Renamed' } },
    );
    expect([edited.status, edited.body.data.fields]).toEqual([
      400,
      { access: '请选择列出的值之一' },
    ]);
    expect((await get(key.id)).body.data).toMatchObject({ name: key.name, access: 'read' });
  });

  it('names the bad entry in Chinese too', async () => {
    const { body } = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'POST',
      '/v1/api-keys',
      {
        token,
        language: 'zh-CN',
        body: { type: 'whatsapp', name: 'Bad', access: 'full', allowedIps: '1.2.3' },
      },
    );
    expect(body.data.fields.allowedIps).toContain('“1.2.3”不是有效的');
  });

  it('accepts IPv4, IPv6 and CIDR entries, normalised', async () => {
    const key = await makeKey(ctx.app, token, {
      allowedIps: ' 203.0.113.7 ,2001:DB8::1, 198.51.100.0/24,::ffff:192.0.2.1,2001:db8::/32,,',
    });
    expect(key.allowedIps).toBe(
      '203.0.113.7, 2001:db8::1, 198.51.100.0/24, ::ffff:192.0.2.1, 2001:db8::/32',
    );
    const { body } = await call<ApiKey>(ctx.app, 'PUT', `/v1/api-keys/${key.id}`, {
      token,
      body: { name: 'Renamed', allowedIps: '', access: 'full' },
    });
    expect(body.data).toMatchObject({ name: 'Renamed', allowedIps: '' });
  });

  it('keeps exactly one default per type, also when two requests race', async () => {
    const a = await makeKey(ctx.app, token, { type: 'detection', name: 'A' });
    const b = await makeKey(ctx.app, token, { type: 'detection', name: 'B' });
    const c = await makeKey(ctx.app, token, { type: 'detection', name: 'C' });
    expect([a.isDefault, b.isDefault, c.isDefault]).toEqual([true, false, false]);
    const set = await call<ApiKey>(ctx.app, 'POST', `/v1/api-keys/${b.id}/default`, { token });
    expect(set.body.data.isDefault).toBe(true);
    expect((await get(a.id)).body.data.isDefault).toBe(false);
    expect(await defaultsOf('detection')).toEqual([{ id: b.id }]);

    const results = await Promise.all(
      [a, c, a, c].map((key) => call(ctx.app, 'POST', `/v1/api-keys/${key.id}/default`, { token })),
    );
    // every request succeeds (the loser of a race runs again); exactly one default remains
    for (const result of results) expect(result.status).toBe(200);
    const defaults = await defaultsOf('detection');
    expect(defaults).toHaveLength(1);
    expect([a.id, c.id]).toContain(defaults[0].id);
    // other types keep their own default
    expect(await defaultsOf('whatsapp')).toHaveLength(1);
  });

  it('opens and closes a key', async () => {
    const key = await makeKey(ctx.app, token);
    const closed = await call<ApiKey>(ctx.app, 'POST', `/v1/api-keys/${key.id}/status`, {
      token,
      body: { status: 'close' },
    });
    expect(closed.body.data.status).toBe('close');
    const bad = await call(ctx.app, 'POST', `/v1/api-keys/${key.id}/status`, {
      token,
      body: { status: 'paused' },
    });
    expect(bad.status).toBe(400);
    expect((await get(key.id)).body.data.status).toBe('close');
  });

  it('generates a token that never expires or expires at a future date, shown once, revocable', async () => {
    const key = await makeKey(ctx.app, token);
    const url = `/v1/api-keys/${key.id}/token`;
    const never = await call<ApiKey & { tokenValue: string }>(ctx.app, 'POST', url, {
      token,
      body: { expiry: 'never' },
    });
    expect(never.body.data.tokenValue).toMatch(/^omt_/);
    expect(never.body.data.token).toMatchObject({ expiresAt: null, expired: false });

    const at = new Date(Date.now() + 30 * DAY).toISOString();
    const dated = await call<ApiKey & { tokenValue: string }>(ctx.app, 'POST', url, {
      token,
      body: { expiry: 'date', expiresAt: at },
    });
    expect(dated.body.data.token?.expiresAt).toBe(at);
    expect(dated.body.data.tokenValue).not.toBe(never.body.data.tokenValue);
    const read = await get(key.id);
    expect(read.body.data).not.toHaveProperty('tokenValue');
    expect(JSON.stringify(read.body)).not.toContain(dated.body.data.tokenValue);

    const revoked = await call<ApiKey>(ctx.app, 'DELETE', url, { token });
    expect(revoked.body.data.token).toBeNull();
  });

  it.each([
    [{}, 'Choose "Never expires" or a specific date.'],
    [{ expiry: 'date' }, 'Required'],
    [{ expiry: 'date', expiresAt: 'tomorrow' }, 'Enter a valid date'],
    [
      { expiry: 'date', expiresAt: new Date(Date.now() - DAY).toISOString() },
      'must be in the future',
    ],
  ])('refuses token expiry %j and keeps the old token', async (body, message) => {
    const key = await makeKey(ctx.app, token);
    const url = `/v1/api-keys/${key.id}/token`;
    await call(ctx.app, 'POST', url, { token, body: { expiry: 'never' } });
    const refused = await call<{ fields?: Record<string, string> }>(ctx.app, 'POST', url, {
      token,
      body,
    });
    expect(refused.status).toBe(400);
    const said = [refused.body.message, ...Object.values(refused.body.data.fields ?? {})];
    expect(said.join(' ')).toContain(message);
    expect((await get(key.id)).body.data.token).toMatchObject({ expiresAt: null });
  });

  it("never reaches another main account's keys", async () => {
    const other = await otherMainAccount(ctx.db);
    const theirs = await makeKey(ctx.app, other.token, { name: 'Theirs' });
    const attempts = [
      call(ctx.app, 'GET', `/v1/api-keys/${theirs.id}`, { token }),
      call(ctx.app, 'PUT', `/v1/api-keys/${theirs.id}`, {
        token,
        body: { name: 'Mine now', access: 'full' },
      }),
      call(ctx.app, 'POST', `/v1/api-keys/${theirs.id}/default`, { token }),
      call(ctx.app, 'POST', `/v1/api-keys/${theirs.id}/status`, {
        token,
        body: { status: 'close' },
      }),
      call(ctx.app, 'POST', `/v1/api-keys/${theirs.id}/token`, {
        token,
        body: { expiry: 'never' },
      }),
      call(ctx.app, 'DELETE', `/v1/api-keys/${theirs.id}/token`, { token }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(404);
    const list = await call<{ list: ApiKey[] }>(ctx.app, 'GET', '/v1/api-keys?pageSize=100', {
      token,
    });
    expect(list.body.data.list.map((key) => key.id)).not.toContain(theirs.id);
    const unchanged = await call<ApiKey>(ctx.app, 'GET', `/v1/api-keys/${theirs.id}`, {
      token: other.token,
    });
    expect(unchanged.body.data).toMatchObject({ name: 'Theirs', status: 'open', token: null });
  });

  it("lets a sub-account holding the API key group manage the main account's keys, and no other", async () => {
    const keysRole = await makeRole(ctx.app, token, ['apiKey']);
    const billRole = await makeRole(ctx.app, token, ['bill']);
    const developer = await makeSub(ctx.app, token, keysRole.id);
    const biller = await makeSub(ctx.app, token, billRole.id);
    const devToken = await signIn(ctx.app, developer.email, CUSTOM_PASSWORD);
    const billToken = await signIn(ctx.app, biller.email, CUSTOM_PASSWORD);
    const made = await makeKey(ctx.app, devToken, { type: 'sms', name: 'Made by a developer' });
    const seenByMain = await get(made.id);
    expect(seenByMain.body.data.name).toBe('Made by a developer');
    for (const url of ['/v1/api-keys', `/v1/api-keys/${made.id}`, '/v1/callbacks']) {
      const refused = await call(ctx.app, 'GET', url, { token: billToken });
      expect(refused.status).toBe(403);
    }
  });
});

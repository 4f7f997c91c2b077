import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_VERIFY_PATH, type ApiKey, type VerifyResult } from '../../contract';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { makeKey } from './devtools.fixtures';

const OPERATOR = 'operator-secret-for-tests-0123456789';

describe.each(backends())('credential check for the messaging platform on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { OPERATOR_TOKEN: OPERATOR } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const verify = async (body: unknown, bearer = OPERATOR) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: INTERNAL_VERIFY_PATH,
      headers: { authorization: `Bearer ${bearer}` },
      payload: body as object,
    });
    return {
      status: response.statusCode,
      body: response.json() as { code: string; data: VerifyResult },
    };
  };
  const reasonOf = async (body: unknown) => {
    const { data } = (await verify(body)).body;
    return data.valid ? 'valid' : data.reason;
  };

  it('answers only the operator', async () => {
    const key = await makeKey(ctx.app, token);
    const body = { apiKey: key.apiKey, password: key.password, sourceIp: '203.0.113.9' };
    expect((await verify(body, 'wrong')).status).toBe(403);
    const none = await ctx.app.inject({ method: 'POST', url: INTERNAL_VERIFY_PATH, payload: body });
    expect(none.statusCode).toBe(403);
    // a console session token is no operator token
    expect((await verify(body, token)).status).toBe(403);
    const ok = await verify(body);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ valid: true, keyId: key.id, type: 'whatsapp' });
  });

  it('refuses everyone without an operator token configured', async () => {
    const off = await startApp(backend, { seed: false });
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: INTERNAL_VERIFY_PATH,
        headers: { authorization: 'Bearer ' },
        payload: { token: 'x', sourceIp: '1.2.3.4' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });

  it('checks the password and the source address against the allowed list', async () => {
    const key = await makeKey(ctx.app, token, {
      allowedIps: '203.0.113.7, 198.51.100.0/24, 2001:db8::/32',
    });
    const base = { apiKey: key.apiKey, password: key.password };
    expect(await reasonOf({ ...base, sourceIp: '203.0.113.7' })).toBe('valid');
    expect(await reasonOf({ ...base, sourceIp: '198.51.100.254' })).toBe('valid');
    expect(await reasonOf({ ...base, sourceIp: '::ffff:198.51.100.3' })).toBe('valid');
    expect(await reasonOf({ ...base, sourceIp: '2001:db8:1::5' })).toBe('valid');
    expect(await reasonOf({ ...base, sourceIp: '203.0.113.8' })).toBe('ip_not_allowed');
    expect(await reasonOf({ ...base, sourceIp: '198.51.101.1' })).toBe('ip_not_allowed');
    expect(await reasonOf({ ...base, sourceIp: '2001:db9::1' })).toBe('ip_not_allowed');
    expect(await reasonOf({ ...base, sourceIp: 'not-an-ip' })).toBe('bad_source_ip');
    expect(await reasonOf({ ...base, password: `${key.password}x`, sourceIp: '203.0.113.7' })).toBe(
      'wrong_password',
    );
    expect(await reasonOf({ apiKey: 'ak_nothere', password: 'x', sourceIp: '203.0.113.7' })).toBe(
      'unknown_key',
    );
  });

  it('refuses a closed key and accepts it again once opened', async () => {
    const key = await makeKey(ctx.app, token);
    const body = { apiKey: key.apiKey, password: key.password, sourceIp: '192.0.2.1' };
    const status = (value: string) =>
      call(ctx.app, 'POST', `/v1/api-keys/${key.id}/status`, { token, body: { status: value } });
    await status('close');
    expect(await reasonOf(body)).toBe('key_closed');
    await status('open');
    expect(await reasonOf(body)).toBe('valid');
  });

  it('accepts a live token, refuses an expired or revoked one', async () => {
    const key = await makeKey(ctx.app, token, { allowedIps: '192.0.2.0/24' });
    const url = `/v1/api-keys/${key.id}/token`;
    const made = await call<ApiKey & { tokenValue: string }>(ctx.app, 'POST', url, {
      token,
      body: { expiry: 'date', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const body = { token: made.body.data.tokenValue, sourceIp: '192.0.2.50' };
    expect(await reasonOf(body)).toBe('valid');
    expect(await reasonOf({ ...body, sourceIp: '192.0.3.1' })).toBe('ip_not_allowed');
    // time passes: the expiry is now behind us
    await ctx.db.kysely
      .updateTable('api_keys')
      .set({ token_expires_at: Date.now() - 1 })
      .where('id', '=', key.id)
      .execute();
    expect(await reasonOf(body)).toBe('token_expired');
    await call(ctx.app, 'DELETE', url, { token });
    expect(await reasonOf(body)).toBe('token_invalid');
  });

  it('refuses keys of a disabled account', async () => {
    const key = await makeKey(ctx.app, token, { type: 'sms' });
    const account = await ctx.db.kysely
      .selectFrom('api_keys')
      .select('main_id')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('id', '=', account.main_id)
      .execute();
    try {
      expect(
        await reasonOf({ apiKey: key.apiKey, password: key.password, sourceIp: '192.0.2.1' }),
      ).toBe('account_disabled');
    } finally {
      await ctx.db.kysely
        .updateTable('accounts')
        .set({ status: 'active' })
        .where('id', '=', account.main_id)
        .execute();
    }
  });

  it('refuses malformed requests', async () => {
    expect((await verify({ sourceIp: '1.2.3.4' })).status).toBe(400);
    expect((await verify({ apiKey: 'ak', sourceIp: '1.2.3.4' })).status).toBe(400);
  });
});

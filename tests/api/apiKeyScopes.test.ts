import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_VERIFY_PATH, type ApiKey, type VerifyResult } from '../../contract';
import { makeKey } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

const OPERATOR = 'operator-secret-for-the-scope-tests-01';

describe.each(backends())('API key scopes on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { OPERATOR_TOKEN: OPERATOR } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const check = async (
    key: { apiKey: string; password: string },
    asked: { product?: string; access?: 'read' | 'write' } = {},
  ) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: INTERNAL_VERIFY_PATH,
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: { apiKey: key.apiKey, password: key.password, sourceIp: '203.0.113.9', ...asked },
    });
    return (response.json() as { data: VerifyResult }).data;
  };
  const count = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers every product of the type and full access for a key without limits', async () => {
    const key = await makeKey(ctx.app, token, { type: 'otp' });
    expect(key).toMatchObject({ products: [], access: 'full' });
    expect(await check(key, { product: 'otp_voice', access: 'write' })).toMatchObject({
      valid: true,
      scopes: { products: ['otp_whatsapp', 'otp_sms', 'otp_voice'], access: 'full' },
    });
  });

  it('refuses a product the key is not limited to, and answers the scopes it has', async () => {
    const key = await makeKey(ctx.app, token, { type: 'sms', products: ['sms_verification'] });
    expect(key.products).toEqual(['sms_verification']);
    expect(await check(key, { product: 'sms_promotion' })).toEqual({
      valid: false,
      reason: 'scope_denied',
    });
    expect(await check(key, { product: 'sms_verification' })).toMatchObject({
      valid: true,
      scopes: { products: ['sms_verification'], access: 'full' },
    });
    // no product asked: the platform decides with the scopes in the answer
    expect(await check(key)).toMatchObject({ valid: true });
  });

  it('lets a read-only key read and refuses it writing', async () => {
    const key = await makeKey(ctx.app, token, { type: 'detection', access: 'read' });
    expect(await check(key, { access: 'write' })).toEqual({
      valid: false,
      reason: 'scope_denied',
    });
    expect(await check(key, { access: 'read', product: 'number_status' })).toMatchObject({
      valid: true,
      scopes: { access: 'read' },
    });
  });

  it('changes scopes on edit, and the next check follows them', async () => {
    const key = await makeKey(ctx.app, token, { type: 'sms' });
    const edited = await call<ApiKey>(ctx.app, 'PUT', `/v1/api-keys/${key.id}`, {
      token,
      body: { name: key.name, products: ['sms_promotion'], access: 'read' },
    });
    expect(edited.body.data).toMatchObject({ products: ['sms_promotion'], access: 'read' });
    expect(await check(key, { product: 'sms_verification' })).toMatchObject({
      reason: 'scope_denied',
    });
    // cleared again: every product, full access
    await call(ctx.app, 'PUT', `/v1/api-keys/${key.id}`, {
      token,
      body: { name: key.name, access: 'full' },
    });
    expect(await check(key, { product: 'sms_verification', access: 'write' })).toMatchObject({
      valid: true,
    });
  });

  it.each([
    ['a product of another type', { type: 'sms', products: ['whatsapp'] }],
    ['an unknown product', { type: 'sms', products: ['sms_everything'] }],
    ['an unknown access', { type: 'sms', access: 'admin' }],
    ['a product list that is not a list', { type: 'sms', products: 'sms_verification' }],
    ['21 products', { type: 'sms', products: Array.from({ length: 21 }, (_, i) => `p${i}`) }],
  ])('refuses %s and creates nothing', async (_, scopes) => {
    const before = await count();
    const { status, body } = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'POST',
      '/v1/api-keys',
      { token, body: { name: 'Scoped', access: 'read', ...scopes } },
    );
    expect(status).toBe(400);
    expect(Object.keys(body.data.fields)[0]).toMatch(/^(products|access)/);
    expect(await count()).toBe(before);
  });

  it('refuses a scope question the platform words wrongly', async () => {
    const key = await makeKey(ctx.app, token, { type: 'sms' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: INTERNAL_VERIFY_PATH,
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: {
        apiKey: key.apiKey,
        password: key.password,
        sourceIp: '203.0.113.9',
        access: 'all',
      },
    });
    expect(response.statusCode).toBe(400);
  });
});

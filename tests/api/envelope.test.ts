import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signIn, startApp, type TestContext } from './harness';

describe.each(backends())('envelope and errors on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, {
      beforeReady: (app) =>
        app.get('/om/api/v1/test/boom', async () => {
          throw new Error('secret detail from a stack');
        }),
    });
  });
  afterAll(() => ctx.close());

  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await call(ctx.app, 'GET', '/v1/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({
      code: '404001',
      data: null,
      message: 'There is no API at this address.',
    });
  });

  it('speaks Chinese when Accept-Language asks for it', async () => {
    const { body } = await call(ctx.app, 'GET', '/v1/nothing-here', { language: 'zh_CN' });
    expect(body.message).toBe('该地址没有对应的接口。');
    const dashed = await call(ctx.app, 'GET', '/v1/nothing-here', { language: 'zh-CN,zh;q=0.9' });
    expect(dashed.body.message).toBe('该地址没有对应的接口。');
  });

  it('names each invalid field in data.fields, in the request language', async () => {
    const token = await signIn(ctx.app);
    const { status, body } = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'GET',
      '/v1/orders?pageSize=500&status=lost&createdFrom=yesterday',
      { token },
    );
    expect(status).toBe(400);
    expect(body.code).toBe('400001');
    expect(body.data.fields).toEqual({
      pageSize: 'Must be at most 100',
      status: 'Choose one of the listed values',
      createdFrom: 'Enter a valid date',
    });
    const zh = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'GET',
      '/v1/orders?pageSize=0',
      {
        token,
        language: 'zh_CN',
      },
    );
    expect(zh.body.data.fields.pageSize).toBe('不能小于 1');
  });

  it('reports missing body fields as required', async () => {
    const { status, body } = await call<{ fields: Record<string, string> }>(
      ctx.app,
      'POST',
      '/v1/user/login',
      {
        body: { account: 'demo@example.com' },
      },
    );
    expect(status).toBe(400);
    expect(body.data.fields).toEqual({ password: 'Required' });
  });

  it('refuses malformed JSON and too large bodies with the envelope', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/om/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('400001');

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/om/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'a'.repeat(2_000_000), password: 'x' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: '413001', message: 'The request is too large.' });
  });

  it('hides the internals of an unexpected failure and gives a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/om/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe('500001');
    expect(body.message).toBe('Something went wrong on our side. Please try again later.');
    expect(body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('secret detail');
  });
});

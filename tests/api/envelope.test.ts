import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signIn, startApp, type TestContext } from './harness';

interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const LONG_ID = 'x'.repeat(5_000);
const TOO_LARGE = JSON.stringify({ filler: 'y'.repeat(2_000_000) });
const WITH_BODY = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Malformed requests aimed at every route under /om: addresses that cannot be decoded,
 * ids past any length, paths and methods no route has, bodies that are not JSON, of
 * another type or too large. None of them may succeed.
 */
function malformedProbes(routes: readonly { method: string; url: string }[]): Probe[] {
  const probes: Probe[] = [];
  for (const { method, url } of routes) {
    const path = url.replace(/:\w+/g, 'x1').replace('*', 'x1');
    const withParams = url.includes(':');
    probes.push(
      { method: 'GET', url: `${path}/%ZZ` },
      { method: 'GET', url: `${path}%` },
      { method: 'GET', url: `${path}/no-such-thing` },
      { method: 'PATCH', url: path },
      { method: 'OPTIONS', url: path },
      {
        method: method as Probe['method'],
        url: withParams
          ? url.replace(/:\w+/, LONG_ID).replace(/:\w+/g, 'x1')
          : `${path}/${LONG_ID}`,
      },
    );
    if (!WITH_BODY.has(method)) continue;
    const as = method as Probe['method'];
    probes.push(
      { method: as, url: path, headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      { method: as, url: path, headers: { 'content-type': 'application/json' }, payload: '' },
      { method: as, url: path, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      {
        method: as,
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: TOO_LARGE,
      },
    );
  }
  return probes;
}

const OPERATOR = 'operator-token-of-the-envelope-test';

describe.each(backends())('envelope and errors on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, {
      env: { OPERATOR_TOKEN: OPERATOR, METRICS_TOKEN: 'metrics-token-of-the-envelope-test' },
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

  it('answers every malformed request under /om with the envelope and a 4xx', async () => {
    const token = await signIn(ctx.app);
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/om/'));
    const probes = malformedProbes(routes);
    const credentials = [{}, { token }, { authorization: `Bearer ${OPERATOR}` }];
    const wrong: string[] = [];
    for (const probe of probes)
      for (const headers of credentials) {
        const response = await ctx.app.inject({
          ...probe,
          headers: { ...probe.headers, ...headers },
        });
        const shape = (() => {
          try {
            const body = response.json();
            return Object.keys(body).sort().join() === 'code,data,message' &&
              typeof body.code === 'string' &&
              body.code !== '000000' &&
              typeof body.message === 'string' &&
              body.message !== ''
              ? 'envelope'
              : response.body.slice(0, 80);
          } catch {
            return response.body.slice(0, 80);
          }
        })();
        if (response.statusCode < 400 || response.statusCode >= 500 || shape !== 'envelope')
          wrong.push(`${probe.method} ${probe.url.slice(0, 80)} → ${response.statusCode} ${shape}`);
      }
    expect(wrong).toEqual([]);
    expect(probes.length * credentials.length).toBeGreaterThan(1_000);
  });

  it('answers the issue’s examples as the envelope of their class', async () => {
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/om/api/v1/orders/%ZZ' });
    expect([badUrl.statusCode, badUrl.json()]).toEqual([
      400,
      { code: '400001', data: null, message: 'This address is not valid.' },
    ]);
    const longId = await ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/orders/${LONG_ID}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect([longId.statusCode, longId.json()]).toEqual([
      414,
      { code: '414001', data: null, message: '该地址过长。' },
    ]);
    const internal = await ctx.app.inject({ method: 'GET', url: '/om/internal/nothing' });
    expect(internal.statusCode).toBe(404);
    expect(internal.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(internal.json()).toMatchObject({ code: '404001', data: null });
  });

  it('answers a request the HTTP parser refuses with the envelope on the socket', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const answers = [
      await raw('GET /om/api/v1/orders HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n'),
      await raw(
        `GET /om/api/v1/orders HTTP/1.1\r\nHost: x\r\nX-Big: ${'z'.repeat(20_000)}\r\n\r\n`,
      ),
    ];
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual([
      'HTTP/1.1 400 Bad Request',
      'HTTP/1.1 431 Request Header Fields Too Large',
    ]);
    for (const answer of answers)
      expect(JSON.parse(answer.split('\r\n\r\n')[1])).toMatchObject({
        code: '400001',
        data: null,
      });
  });

  it('keeps signed-in answers out of every cache', async () => {
    const token = await signIn(ctx.app);
    const paths = ['/v1/account/basic', '/v1/orders', '/v1/orders/no-such-order'];
    const kept = [];
    for (const path of paths)
      kept.push((await call(ctx.app, 'GET', path, { token })).headers['cache-control']);
    expect(kept).toEqual(paths.map(() => 'no-store'));
    const operator = await ctx.app.inject({
      method: 'POST',
      url: '/om/internal/v1/usage',
      // the scheme in any case (RFC 9110): past the guard, the empty body is refused
      headers: { authorization: `bearer ${OPERATOR}` },
      payload: {},
    });
    expect([operator.statusCode, operator.headers['cache-control']]).toEqual([400, 'no-store']);
  });
});

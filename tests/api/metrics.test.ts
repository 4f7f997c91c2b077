import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signIn, startApp, type TestContext } from './harness';

const TOKEN = 'metrics-token-for-tests';

describe.each(backends())('metrics on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  const scrape = (authorization?: string) =>
    ctx.app.inject({
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('answers only the bearer of the metrics token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests per route template and status, with latency and the pool', async () => {
    const token = await signIn(ctx.app);
    await call(ctx.app, 'GET', '/v1/orders?page=1&pageSize=5', { token });
    await call(ctx.app, 'GET', '/v1/orders/no-such-order', { token });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/om\/api\/v1\/orders",status="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/om\/api\/v1\/orders\/:id",status="404"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/om\/api\/v1\/user\/login",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^db_pool_connections\{state="max"\} (1|20)$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // ids never become labels
    expect(text).not.toContain('no-such-order');
  });

  it('takes the Bearer scheme in any case, as HTTP defines it', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR', 'Bearer  '])
      expect(await scrape(`${scheme} ${TOKEN}`).then((a) => a.statusCode)).toBe(200);
  });
});

describe('metrics without a token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp('sqlite');
  });
  afterAll(() => ctx.close());

  it('has no metrics endpoint', async () => {
    const answer = await ctx.app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('http_requests_total');
  });
});

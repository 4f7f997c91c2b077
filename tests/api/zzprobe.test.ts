import { it } from 'vitest';
import { startApp } from './harness';
it('probe', async () => {
  const ctx = await startApp('sqlite');
  const reqs: Array<{method: string; url: string; headers?: Record<string,string>; payload?: string}> = [
    { method: 'GET', url: '/om/api/v1/orders/%ZZ' },
    { method: 'GET', url: '/om/api/v1/orders/' + 'a'.repeat(5000) },
    { method: 'GET', url: '/om/internal/nothing' },
    { method: 'GET', url: '/om/nothing' },
    { method: 'GET', url: '/om/pay/nothing' },
    { method: 'POST', url: '/om/api/v1/user/login', headers: {'content-type': 'text/xml'}, payload: '<a/>' },
    { method: 'POST', url: '/om/api/v1/user/login', headers: {'content-type': 'application/json'}, payload: '' },
    { method: 'PATCH', url: '/om/api/v1/orders' },
    { method: 'GET', url: '/om/api/v1/orders?page=%ZZ' },
    { method: 'GET', url: '/om/api/v1/orders?a=1&a=2&page=1&page=2' },
    { method: 'POST', url: '/om/api/v1/user/login', headers: {'content-type': 'application/json'}, payload: '{"__proto__": {"x":1}}' },
    { method: 'POST', url: '/om/internal/x', headers: {'content-type': 'application/json'}, payload: '{' },
    { method: 'GET', url: '/om/api/%' },
    { method: 'GET', url: '/om/api/v1/orders/%00' },
    { method: 'GET', url: '/metrics' },
  ];
  for (const r of reqs) {
    const res = await ctx.app.inject(r as never);
    console.log(r.method, r.url.slice(0, 60), res.statusCode, res.headers['content-type'], res.body.slice(0, 150));
  }
  await ctx.close();
});

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../../contract';
import { START_ON_HOME_FILE } from '../../contract/buildOutput';
import { startApp, type TestContext } from './harness';

describe('serving the built console', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp('sqlite', { seed: false, beforeReady: () => undefined });
  });
  afterAll(() => ctx?.close());

  it('redirects / to /control/ and needs a build to serve pages', async () => {
    const root = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/control/');
  });
});

describe('serving a built console', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head><style nonce="${CSP_NONCE_PLACEHOLDER}"></style></head><div id="root"></div>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(dist, START_ON_HOME_FILE),
      JSON.stringify(['assets/console-AbCdEf12.js', 'assets/home-AbCdEf12.js']),
    );
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-AbCdEf12.js.br'),
      zlib.brotliCompressSync('console.log(1)'),
    );
    ctx = await startApp('sqlite', { seed: false, env: { DIST_DIR: dist } });
  });
  afterAll(() => ctx.close());

  it('answers deep links with index.html, never cached', async () => {
    for (const url of ['/control', '/control/', '/control/billing/order', '/control/login?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('announces the files a start on home runs in the home page only, with its nonce', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/control/home?from=signIn' });
    const nonce = /<style nonce="([^"]+)">/.exec(home.body)?.[1];
    const preloads = [...home.body.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual(
      ['console', 'home'].map(
        (chunk) =>
          `<link rel="modulepreload" crossorigin href="/control/assets/${chunk}-AbCdEf12.js" nonce="${nonce}">`,
      ),
    );
    for (const url of ['/control/login', '/control/billing/order', '/control/', '/staff/home']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('<div id="root">');
      expect(page.body, url).not.toContain('modulepreload');
    }
  });

  it('gives each page a nonce of its own, the only way its policy lets a style in', async () => {
    const nonces = new Set<string>();
    for (let n = 0; n < 2; n++) {
      const response = await ctx.app.inject({ method: 'GET', url: '/control/home' });
      const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1] ?? '';
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      const styleSrc = /style-src ([^;]+)/.exec(
        String(response.headers['content-security-policy']),
      );
      expect(styleSrc?.[1]).toBe(`'self' https://accounts.google.com/gsi/style 'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/control/assets/index-AbCdEf12.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/control/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/control/assets/gone-12345678.js',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps API 404s as envelopes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/om/api/v1/unknown' });
    expect(response.json().code).toBe('404001');
  });

  it('sends the security headers on API answers as on pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/om/api/v1/unknown' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // asked over http: Strict-Transport-Security is for https answers only (below)
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  const hstsOf = async (ctx: TestContext, headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/healthz', headers })).headers[
      'strict-transport-security'
    ];

  it('is sent only when the request came over https, as the trusted proxy says', async () => {
    const behindProxy = await startApp('sqlite', { env: { TRUST_PROXY: '1' } });
    const direct = await startApp('sqlite');
    try {
      expect(await hstsOf(behindProxy, { 'x-forwarded-proto': 'https' })).toMatch(
        /^max-age=\d+; includeSubDomains$/,
      );
      expect(await hstsOf(behindProxy, { 'x-forwarded-proto': 'http' })).toBeUndefined();
      expect(await hstsOf(behindProxy, {})).toBeUndefined();
      // without a proxy to trust, the header a client sends says nothing
      expect(await hstsOf(direct, { 'x-forwarded-proto': 'https' })).toBeUndefined();
      expect(await hstsOf(direct, {})).toBeUndefined();
    } finally {
      await behindProxy.close();
      await direct.close();
    }
  });
});

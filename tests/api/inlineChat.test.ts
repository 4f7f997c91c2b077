import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from './harness';

/** The embeddable chat widget page may be framed anywhere; every other page only by itself. */
describe('inline-chat page headers', () => {
  let ctx: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-page-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    ctx = await startApp('sqlite', { seed: false, env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the console page without a session and allows any site to frame it', async () => {
    const page = await ctx.app.inject({
      url: '/control/whatsapp/inline-chat?phone=8613800000000&greeting=Hi&lang=zh_CN',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    // the rest of the policy stays as strict as everywhere else
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps every other console page unframeable by other sites', async () => {
    const home = await ctx.app.inject({ url: '/control/home' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSP_NONCE_PLACEHOLDER,
  PAGE_ANSWER_ID_PREFIX,
  pathOf,
  startOnHomeCalls,
  type Envelope,
} from '../../contract';
import { openSession } from '../../server/http/session';
import { hashToken } from '../../server/lib/tokens';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { makeRole, makeSub, CUSTOM_PASSWORD } from './users.fixtures';
import { makeFundedAccount } from './wallet.fixtures';

const HOME_PATHS = startOnHomeCalls().map((contractCall) => pathOf(contractCall));

interface HomePage {
  status: number;
  cacheControl: string;
  vary: string;
  body: string;
  /** Each answer block's path, language and envelope. */
  answers: Map<string, { language: string; envelope: Envelope<unknown> }>;
}

const BLOCK =
  /<script type="application\/json" id="([^"]+)" data-language="([^"]+)">(.*?)<\/script>/g;

describe.each(backends())('home’s first answers in its page on %s', (backend) => {
  let ctx: TestContext;
  let dist: string;
  let token: string;

  const home = async (cookie?: string, headers: Record<string, string> = {}): Promise<HomePage> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/control/home',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    const answers = new Map<string, { language: string; envelope: Envelope<unknown> }>();
    for (const [, id, language, json] of response.body.matchAll(BLOCK)) {
      expect(id.startsWith(PAGE_ANSWER_ID_PREFIX)).toBe(true);
      answers.set(id.slice(PAGE_ANSWER_ID_PREFIX.length), {
        language,
        envelope: JSON.parse(json) as Envelope<unknown>,
      });
    }
    return {
      status: response.statusCode,
      cacheControl: String(response.headers['cache-control']),
      vary: String(response.headers.vary ?? ''),
      body: response.body,
      answers,
    };
  };
  const apiAnswers = async (sessionToken: string, language?: string) =>
    new Map(
      await Promise.all(
        HOME_PATHS.map(
          async (url) =>
            [
              url,
              (await call(ctx.app, 'GET', url, { token: sessionToken, language })).body,
            ] as const,
        ),
      ),
    );

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-answers-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head><style nonce="${CSP_NONCE_PLACEHOLDER}"></style></head><body><div id="root"></div></body></html>`,
    );
    ctx = await startApp(backend, { env: { DIST_DIR: dist } });
    token = await signIn(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('writes every start call’s answer into a signed-in page, as the API answers it, never stored', async () => {
    const page = await home(`OMTOKEN=${encodeURIComponent(token)}; other=1`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-store');
    expect(page.vary.toLowerCase()).toContain('cookie');
    const api = await apiAnswers(token);
    expect([...page.answers.keys()].sort()).toEqual([...HOME_PATHS].sort());
    for (const [url, { language, envelope }] of page.answers) {
      expect(language, url).toBe('en_US');
      expect(envelope, url).toEqual(api.get(url));
    }
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/control/home',
      headers: { cookie: `OMTOKEN=${token}`, 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase()).toMatch(
      /(cookie.*accept-encoding|accept-encoding.*cookie)/,
    );
    expect(compressed.headers['cache-control']).toBe('no-store');
    // the blocks come after the page's own content, before its end
    expect(page.body.indexOf('<div id="root">')).toBeLessThan(page.body.indexOf('<script'));
    expect(page.body.endsWith('</body></html>')).toBe(true);
  });

  it('sends the plain page without a cookie, with a made-up, an expired or a signed-out one', async () => {
    const expiring = await signIn(ctx.app);
    await ctx.db.kysely
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(expiring))
      .execute();
    const signedOut = await signIn(ctx.app);
    await call(ctx.app, 'POST', '/v1/user/logout', { token: signedOut });
    for (const cookie of [
      undefined,
      'langType=en_US',
      `OMTOKEN=${'x'.repeat(43)}`,
      'OMTOKEN=%E0%A4%A',
      `OMTOKEN=${encodeURIComponent(`${token}\r\nx-evil: 1`)}`,
      `OMTOKEN=${expiring}`,
      `OMTOKEN=${signedOut}`,
    ]) {
      const page = await home(cookie);
      expect(page.status, cookie).toBe(200);
      expect(page.body, cookie).toContain('<div id="root">');
      expect(page.answers.size, cookie).toBe(0);
      expect(page.body, cookie).not.toContain('application/json');
      expect(page.cacheControl, cookie).toBe('no-cache');
    }
  });

  it('writes answers into home’s page only, never into another page of the console or the staff’s', async () => {
    for (const url of ['/control/login', '/control/billing/order', '/control/', '/staff/home']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `OMTOKEN=${token}` },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.body, url).not.toContain('application/json');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never shows one account’s figures to another account’s cookie', async () => {
    const otherId = await makeFundedAccount(ctx.db, 1_234_560_000);
    const other = await openSession(ctx.db, otherId, 60_000);
    const demoPage = await home(`OMTOKEN=${token}`);
    const otherPage = await home(`OMTOKEN=${other.token}`);
    const basic = (page: HomePage) =>
      page.answers.get('/v1/account/basic')?.envelope.data as {
        id: string;
        email: string;
        wallet: { balance: string };
      };
    expect(basic(otherPage).id).toBe(otherId);
    expect(basic(otherPage).wallet.balance).toBe('1234.56');
    expect(otherPage.body).not.toContain(basic(demoPage).email);
    expect(otherPage.body).not.toContain(basic(demoPage).id);
    const otherApi = await apiAnswers(other.token);
    for (const [url, { envelope }] of otherPage.answers)
      expect(envelope, url).toEqual(otherApi.get(url));
  });

  it('gives a sub-account only what its role may read: no wallet forecast or spend without billing', async () => {
    const role = await makeRole(ctx.app, token, ['order']);
    const sub = await makeSub(ctx.app, token, role.id);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const page = await home(`OMTOKEN=${subToken}`);
    expect(page.cacheControl).toBe('no-store');
    expect(page.answers.has('/v1/wallet/forecast')).toBe(false);
    expect(page.answers.has('/v1/products/spend')).toBe(false);
    expect(page.answers.has('/v1/account/basic')).toBe(true);
    const api = await apiAnswers(subToken);
    expect(api.get('/v1/wallet/forecast')?.code).not.toBe('000000');
    for (const [url, { envelope }] of page.answers) expect(envelope, url).toEqual(api.get(url));
  });

  it('answers in the language the console chose (its langType cookie), else the browser’s', async () => {
    const byCookie = await home(`OMTOKEN=${token}; langType=zh_CN`, {
      'accept-language': 'en-US,en;q=0.9',
    });
    const byBrowser = await home(`OMTOKEN=${token}`, { 'accept-language': 'zh-CN,zh;q=0.9' });
    const english = await home(`OMTOKEN=${token}; langType=en_US`, {
      'accept-language': 'zh-CN',
    });
    const chinese = await apiAnswers(token, 'zh_CN');
    for (const page of [byCookie, byBrowser]) {
      for (const [url, { language, envelope }] of page.answers) {
        expect(language, url).toBe('zh_CN');
        expect(envelope, url).toEqual(chinese.get(url));
      }
    }
    const menus = (page: HomePage) =>
      JSON.stringify(page.answers.get('/v1/account/authority/menus'));
    expect(menus(byCookie)).not.toBe(menus(english));
    expect([...english.answers.values()].every(({ language }) => language === 'en_US')).toBe(true);
  });

  it('keeps every answer inside its block, whatever text an account holds', async () => {
    const id = await makeFundedAccount(ctx.db, 0);
    const name = '</script><!--<script>alert(1)</script>&';
    await ctx.db.kysely.updateTable('accounts').set({ name }).where('id', '=', id).execute();
    const session = await openSession(ctx.db, id, 60_000);
    const page = await home(`OMTOKEN=${session.token}`);
    expect(page.body).not.toContain('<!--');
    expect(page.body.match(/<\/script>/g)?.length).toBe(page.answers.size);
    const basic = page.answers.get('/v1/account/basic')?.envelope.data as { name: string };
    expect(basic.name).toBe(name);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, displayMoney, fromMicros, pathOf, startOnHomeCalls } from '../../contract';
import { serverDb } from './accounts.fixtures';
import { launch, newContext, signIn, type Lang } from './browser';

/** The calls whose answers a signed-in home page holds. */
const ANSWERED = new Set(startOnHomeCalls().map((call) => `${API_BASE}${pathOf(call)}`));

/** The demo wallet's balance as home shows it (other files top it up or adjust it). */
async function demoBalance() {
  const wallet = await serverDb()
    .kysely.selectFrom('wallets')
    .innerJoin('accounts', 'accounts.id', 'wallets.account_id')
    .select('wallets.balance_micros')
    .where('accounts.email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();
  return displayMoney(fromMicros(wallet.balance_micros));
}

/** Every API path the page asks for from now on. */
function watchCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(API_BASE)) asked.push(pathname);
  });
  return asked;
}

/** Home with its figures and products on screen, in the language of the context. */
async function homeShown(page: Page, lang: Lang) {
  await page.getByText('Demo Admin').first().waitFor();
  await page
    .getByText(await demoBalance())
    .first()
    .waitFor();
  await page
    .getByText(lang === 'en_US' ? 'WhatsApp Business Messaging' : 'WhatsApp 商业消息')
    .first()
    .waitFor();
}

describe('home’s first answers come with its page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  /** A phone signed in on the login page, as a person is, ready for a start on home. */
  async function signedInPhone(lang: Lang): Promise<BrowserContext> {
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.close();
    return context;
  }

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`shows home’s figures with no call of its start, then asks again on a later visit (${lang})`, async () => {
      const context = await signedInPhone(lang);
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      const asked = watchCalls(page);
      await page.goto('/control/home');
      await homeShown(page, lang);
      // the spend chart, below the first screen, renders last
      await page.locator('svg[role="img"]').first().waitFor();
      expect(asked.filter((path) => ANSWERED.has(path))).toEqual([]);
      // read once: no block is left in the page for a later screen
      expect(await page.locator('script[type="application/json"]').count()).toBe(0);

      // a screen opened in the app asks the server: its answer in the page served the start only
      await page.evaluate(() => {
        window.history.pushState({}, '', '/control/info');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => asked.includes(`${API_BASE}/v1/notices/unread-count`)).toBe(true);
      await context.close();
    });
  }

  it('still shows home when the page holds no answers, asking for them', async () => {
    const context = await signedInPhone('en_US');
    const page = await context.newPage();
    await page.route('**/control/home', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json"[^>]*>.*?<\/script>/g,
        '',
      );
      await route.fulfill({ response, body });
    });
    const asked = watchCalls(page);
    await page.goto('/control/home');
    await homeShown(page, 'en_US');
    expect(asked).toEqual(
      expect.arrayContaining([...ANSWERED].filter((path) => !path.endsWith('/spend'))),
    );
    await context.close();
  });

  it('shows home’s products in a language chosen on it, and answers a start in it', async () => {
    const context = await signedInPhone('en_US');
    const page = await context.newPage();
    await page.goto('/control/home');
    await homeShown(page, 'en_US');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('首页').first().waitFor();
    // the server names the products in the request's language: switching asks again
    await page.getByText('WhatsApp 商业消息').first().waitFor();
    const asked = watchCalls(page);
    await page.reload();
    await homeShown(page, 'zh_CN');
    expect(asked.filter((path) => ANSWERED.has(path))).toEqual([]);
    await context.close();
  });
});

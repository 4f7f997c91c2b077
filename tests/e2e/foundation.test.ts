import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMoney, fromMicros } from '../../contract';
import { startServerProcess } from '../../scripts/server-process';
import { serverDb } from './accounts.fixtures';
import {
  baseUrl,
  expectBrowserProblem,
  launch,
  newContext,
  screenshot,
  signIn,
  type Lang,
} from './browser';

const rows = (page: Page) => page.locator('table tbody tr');

/** The demo wallet's balance as home shows it: files that run earlier top it up or adjust it. */
async function demoBalance() {
  const wallet = await serverDb()
    .kysely.selectFrom('wallets')
    .innerJoin('accounts', 'accounts.id', 'wallets.account_id')
    .select('wallets.balance_micros')
    .where('accounts.email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();
  return displayMoney(fromMicros(wallet.balance_micros));
}
/** Waits for real order rows (not the loading skeleton) to be on screen. */
const orderRows = (page: Page) => page.locator('table tbody tr', { hasText: /OM\d{8}/ });

describe('the console in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('sends a visitor without a session to the login page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/control/billing/order');
    await page.waitForURL(/\/control\/login/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'login-en_US');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await screenshot(page, 'login-zh_CN');
    await context.close();
  });

  it('styles the page only with what carries its nonce, and reports any other style', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/control/login');
    const button = page.getByRole('button', { name: 'Sign in' });
    // the button's colour comes from a style tag MUI writes at run time
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(44, 70, 234)',
    );
    expectBrowserProblem(/violates the following Content Security Policy directive/);
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: rgb(1, 2, 3) }';
      document.head.append(style);
      return getComputedStyle(document.body).backgroundColor;
    });
    expect(applied).not.toBe('rgb(1, 2, 3)');
    await context.close();
  });

  it('refuses a wrong password with the server message and keeps what was typed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/control/login');
    await page.getByLabel('Email or phone').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The account or password is incorrect.').waitFor();
    expect(await page.getByLabel('Email or phone').inputValue()).toBe('demo@example.com');
    expect(page.url()).toContain('/control/login');
    await context.close();
  });

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`shows home and the orders list, paged and filtered (${lang})`, async () => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page);
      const en = lang === 'en_US';
      await page.getByText('Demo Admin').first().waitFor();
      await page
        .getByText(await demoBalance())
        .first()
        .waitFor();
      await screenshot(page, `home-${lang}`);

      await page.getByRole('menuitem', { name: en ? 'Order details' : '订单明细' }).click();
      await page.waitForURL(/\/control\/billing\/order/);
      await orderRows(page).nth(24).waitFor();
      expect(await rows(page).count()).toBe(25);
      await screenshot(page, `orders-${lang}`);

      const firstOnPage1 = await rows(page).first().innerText();
      await page.getByRole('button', { name: en ? 'Go to page 2' : '第 2 页' }).click();
      await page.waitForFunction(
        (first) => document.querySelector('table tbody tr')?.textContent !== first,
        firstOnPage1,
      );
      await orderRows(page).nth(24).waitFor();
      expect(await rows(page).count()).toBe(25);
      await context.close();
    });
  }

  it('filters orders by status through the URL a person can bookmark', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    const filter = encodeURIComponent(JSON.stringify({ status: 'failed' }));
    await page.goto(`/control/billing/order?filter=${filter}`);
    await orderRows(page).first().waitFor();
    const statuses = await page.locator('table tbody tr .MuiChip-label').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((text) => text === 'Failed').length).toBeGreaterThan(0);
    expect(statuses).not.toContain('Paid');
    await context.close();
  });

  it('loads the credential cipher for a sign-in, not for a start that is signed in already', async () => {
    const staffChunks: string[] = [];
    const scriptsOf = (page: Page) => {
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(response.text());
        // the staff console's chunks are named after its modules (startStaff, staffConsole…)
        if (/\/assets\/(startStaff|staffConsole)/.test(response.url()))
          staffChunks.push(response.url());
      });
      return () => Promise.all(bodies);
    };
    // a message of crypto-js's UTF-8 decoder, which minifying keeps
    const holdsCipher = (scripts: string[]) =>
      scripts.some((script) => script.includes('Malformed UTF-8 data'));

    const signingIn = await newContext(browser);
    const loginPage = await signingIn.newPage();
    const loginScripts = scriptsOf(loginPage);
    await signIn(loginPage);
    expect(holdsCipher(await loginScripts())).toBe(true);

    const signedIn = await browser.newContext({
      baseURL: baseUrl(),
      storageState: await signingIn.storageState(),
    });
    await signingIn.close();
    const home = await signedIn.newPage();
    const startScripts = scriptsOf(home);
    const homePage = await home.goto('/control/home');
    // the build lists the start's chunks and home's page announces them beside the entry
    for (const chunk of ['console', 'home', 'console.en_US'])
      expect(await homePage?.text()).toMatch(
        new RegExp(
          `<link rel="modulepreload" crossorigin href="/control/assets/${chunk}-[\\w-]+\\.js"`,
        ),
      );
    await home.getByText('Demo Admin').first().waitFor();
    await home.waitForLoadState('networkidle');
    expect(holdsCipher(await startScripts())).toBe(false);
    expect(staffChunks).toEqual([]);
    await signedIn.close();
  });

  it('keeps the sidebar under the app bar, which stays in place, as the page scrolls', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/control/billing/order');
    await orderRows(page).first().waitFor();
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 200);
    const bar = await page.locator('header').first().boundingBox();
    const home = page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Home' });
    const homeBox = await home.boundingBox();
    expect(bar?.y).toBe(0);
    expect(homeBox?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    await context.close();
  });

  it('keeps the sidebar collapsed across a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    const sidebarWidth = async () =>
      (await page.locator('.RaSidebar-fixed').boundingBox())?.width ?? 0;
    expect(await sidebarWidth()).toBeGreaterThan(150);
    await page.getByRole('button', { name: /close menu/i }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 999) < 100,
    );
    await page.reload();
    await page.getByText('Demo Admin').first().waitFor();
    expect(await sidebarWidth()).toBeLessThan(100);
    await context.close();
  });

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`opens the account menu and a collapsed group's entries from the keyboard, at 1440 and 390 px, giving the focus back (${lang})`, async () => {
      const en = lang === 'en_US';
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page);
      await page.getByText('Demo Admin').first().waitFor();
      const account = page.getByRole('button', { name: en ? /^Account menu: / : /^账户菜单：/ });
      const logout = page.getByRole('menuitem', { name: en ? 'Logout' : '退出登录' });
      const opensAndCloses = async (opener: typeof account, entry: typeof logout) => {
        await opener.focus();
        await page.keyboard.press('Enter');
        await entry.waitFor();
        await page.keyboard.press('Escape');
        await entry.waitFor({ state: 'detached' });
        await expect
          .poll(() => opener.evaluate((node) => node === document.activeElement))
          .toBe(true);
      };
      await opensAndCloses(account, logout);

      await page.getByRole('button', { name: en ? /close menu/i : /关闭菜单/ }).click();
      const group = page.locator('.RaSidebar-fixed [aria-expanded="false"]').first();
      await opensAndCloses(group, page.getByRole('menuitem', { name: en ? 'Top-up' : '充值' }));

      await page.setViewportSize({ width: 390, height: 844 });
      await opensAndCloses(account, logout);
      await context.close();
    });
  }

  it('shows the missing page for an unknown path, in both languages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/control/no/such/page');
    await page.getByText('Whoa, Page does not exist.').waitFor();
    await screenshot(page, 'missing-en_US');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('哎呀，页面不存在。').waitFor();
    await screenshot(page, 'missing-zh_CN');
    await page.getByRole('button', { name: 'EN' }).click();
    await page
      .getByRole('button', { name: 'Go Home' })
      .or(page.getByRole('link', { name: 'Go Home' }))
      .first()
      .click();
    await page.waitForURL(/\/control\/home/);
    await context.close();
  });

  it('forces the user out when the session is revoked elsewhere, in the language they chose', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.evaluate(() => window.localStorage.setItem('langType', 'zh_CN'));
    const token = await page.evaluate(() => window.localStorage.getItem('OMTOKEN'));
    expect(token).toBeTruthy();
    const revoked = await fetch(`${baseUrl()}/om/api/v1/user/logout`, {
      method: 'POST',
      headers: { token: token as string },
    });
    expect((await revoked.json()).code).toBe('000000');

    // the person opens a bookmarked page with the revoked session
    await page.goto('/control/billing/order');
    await page.waitForURL(/\/control\/login/, { timeout: 10_000 });
    await page.getByRole('heading', { name: '登录' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('OMTOKEN'))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem('OMTOKEN'))).toBeNull();
    await context.close();
  });

  it('signs in through the browser on a server started with its own credential key', async () => {
    const server = await startServerProcess({ CREDENTIAL_KEY: 'AKeyOfOurOwn2026' });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      // the console encodes the password with the key the server wrote into the page
      await signIn(page);
      expect(await page.evaluate(() => window.localStorage.getItem('OMTOKEN'))).toBeTruthy();
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  launch,
  newContext,
  screenshot,
  signIn,
  type Lang,
} from './browser';

/** The screens a person spends time on, each with something of its own to wait for. */
const SCREENS: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/control/home', (page) => page.getByText('Demo Admin').first().waitFor()],
  ['/control/billing/order', (page) => page.locator('.RaDataTable-row').first().waitFor()],
  ['/control/billing/bill', (page) => page.locator('.RaDataTable-row').first().waitFor()],
  ['/control/billing/usage', (page) => page.locator('main').first().waitFor()],
  ['/control/home/topUp', (page) => page.locator('form button[type="submit"]').waitFor()],
  ['/control/api-key', (page) => page.locator('.RaDataTable-row').first().waitFor()],
  ['/control/api-key/callback-setting', (page) => page.locator('main').first().waitFor()],
  ['/control/sender-ids/create', (page) => page.locator('[name="name"]').waitFor()],
  ['/control/users/accounts', (page) => page.locator('main').first().waitFor()],
  ['/control/info', (page) => page.locator('[name="name"]').waitFor()],
  ['/control/notice', (page) => page.locator('main').first().waitFor()],
  ['/control/pricing', (page) => page.locator('main').first().waitFor()],
];

/** Lets lists and charts settle (their loading bars and fades are not the screen). */
const settle = (page: Page) => page.waitForLoadState('networkidle').catch(() => undefined);

describe('accessibility (axe-core, WCAG 2.1 AA) and layout: no serious or critical problem', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('on the login page, in both languages', async () => {
    for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.goto('/control/login');
      await page
        .getByRole('button', { name: /sign in|登录/i })
        .first()
        .waitFor();
      expect(await accessibilityProblems(page), lang).toEqual([]);
      await context.close();
    }
  });

  it.each([
    ['en_US', 1440],
    ['zh_CN', 1440],
    ['en_US', 390],
    ['zh_CN', 390],
  ] as [Lang, number][])(
    'on every main screen in %s at %i px, and no page wider than the window',
    async (lang, width) => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      const problems: string[] = [];
      for (const [path, ready] of SCREENS) {
        await page.goto(path);
        await ready(page);
        await settle(page);
        problems.push(
          ...(await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`),
        );
        // tables scroll inside their card; the page itself never scrolls sideways
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0)
          problems.push(`${path}: the page is ${overflow} px wider than the window`);
        const name = path.replace('/control/', '').replace(/\//g, '-');
        await screenshot(page, `screen-${name}-${lang}-${width}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn, type Lang } from './browser';

/** The texts polyglot found no message for, from now on (it warns of each it shows as a key). */
function watchMissingTexts(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('Missing translation'))
      missing.push(message.text());
  });
  return missing;
}

/** A message key on screen instead of its text (`resources.billing/order.fields.orderNo`). */
const SHOWN_KEY = /\b(app|menu|enums|resources|catalogue|billing|profile|devtools)\.[\w/-]+\.\w+/;

const ORDERS: Record<Lang, { header: string; menu: string }> = {
  en_US: { header: 'Order number', menu: 'Order details' },
  zh_CN: { header: '订单号', menu: '订单明细' },
};
const OTHER: Record<Lang, Lang> = { en_US: 'zh_CN', zh_CN: 'en_US' };
const SWITCH_TO: Record<Lang, string> = { en_US: 'EN', zh_CN: '中文' };

describe('the messages of a screen other than home load with it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  async function signedIn(lang: Lang): Promise<BrowserContext> {
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await signIn(page);
    await page.close();
    return context;
  }

  for (const lang of ['en_US', 'zh_CN'] as Lang[])
    it(`shows the orders translated at a start there, and after a language switch on them (${lang})`, async () => {
      const context = await signedIn(lang);
      const page = await context.newPage();
      const missing = watchMissingTexts(page);
      await page.goto('/control/billing/order');
      await page.getByRole('columnheader', { name: ORDERS[lang].header }).waitFor();
      await page.getByRole('button', { name: SWITCH_TO[OTHER[lang]] }).click();
      await page.getByRole('columnheader', { name: ORDERS[OTHER[lang]].header }).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(SHOWN_KEY);
      expect(missing).toEqual([]);
      await context.close();
    });

  it('shows a screen opened from home in the language chosen on home', async () => {
    const context = await signedIn('en_US');
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    const missing = watchMissingTexts(page);
    await page.goto('/control/home');
    await page.getByText('Demo Admin').first().waitFor();
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('首页').first().waitFor();
    await page.getByRole('menuitem', { name: ORDERS.zh_CN.menu }).click();
    await page.getByRole('columnheader', { name: ORDERS.zh_CN.header }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(SHOWN_KEY);
    expect(missing).toEqual([]);
    await context.close();
  });
});

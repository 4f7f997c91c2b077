import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { launch, newContext, screenshot, signIn, type Lang } from './browser';

const tile = (page: Page, state: 'activated' | 'unactivated', key: string) =>
  page.locator(`section[data-state="${state}"] [data-product="${key}"]`);
const rows = (page: Page) => page.locator('table tbody tr');
/** Searches wait for a pause in typing, then the server: give them time on a busy machine. */
const POLL = { timeout: 15_000 };

describe('products, More APIs, pricing and the chat widget in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`shows home with products, wallet, service team and docs (${lang})`, async () => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page);
      const en = lang === 'en_US';
      await tile(page, 'activated', 'whatsapp').waitFor();
      await tile(page, 'unactivated', 'number_status').waitFor();
      await page.getByText('support@example.com').waitFor();
      await page.getByRole('link', { name: en ? 'Top up' : '充值' }).waitFor();
      // no documentation site is configured: the links open the server's own API reference
      const docs = page.getByRole('link', { name: en ? 'Open the API docs' : '打开 API 文档' });
      expect(await docs.getAttribute('href')).toBe('/om/docs/');
      const learnMore = tile(page, 'activated', 'whatsapp').locator('[data-action="learn-more"]');
      expect(await learnMore.getAttribute('href')).toBe('/om/docs/');
      // the spend chart of the demo usage: bars and a legend entry per product with spend
      await page
        .getByRole('img', { name: en ? 'Spend in the last 30 days (USD)' : '近 30 天消费（USD）' })
        .waitFor();
      expect(await page.locator('svg[role="img"] rect').count()).toBeGreaterThan(20);
      // its days named as every chart of the language names them, evenly spaced
      const labels = await page.locator('svg[role="img"] g[data-day] text').allTextContents();
      expect(labels).toHaveLength(6);
      for (const label of labels)
        expect(label).toMatch(en ? /^[A-Z][a-z]{2} \d{1,2}$/ : /^\d{1,2}月\d{1,2}日$/);
      for (const key of ['whatsapp', 'sms_verification'])
        await page.locator(`ul li[data-product="${key}"]`).waitFor();
      await screenshot(page, `catalogue-home-${lang}`);
      await context.close();
    });
  }

  it('activates a product on home only after confirmation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    const voice = tile(page, 'unactivated', 'otp_voice');
    await voice.locator('[data-action="activate"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Activate OTP via Voice?').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.screenshot({
      path: 'test-results/catalogue-activate-confirm-en_US.png',
      animations: 'disabled',
    });
    // cancelling changes nothing
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await voice.count()).toBe(1);

    await voice.locator('[data-action="activate"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('OTP via Voice is activated.').waitFor();
    const activated = tile(page, 'activated', 'otp_voice');
    await activated.waitFor();
    await activated.getByRole('link', { name: 'Use' }).waitFor();
    expect(await tile(page, 'unactivated', 'otp_voice').count()).toBe(0);
    // the server kept it: a reload shows it activated still
    await page.reload();
    await tile(page, 'activated', 'otp_voice').waitFor();
    await context.close();
  });

  it('asks for confirmation in Chinese too, and cancelling activates nothing', async () => {
    const context = await newContext(browser, 'zh_CN');
    const page = await context.newPage();
    await signIn(page);
    const validity = tile(page, 'unactivated', 'number_validity');
    await validity.locator('[data-action="activate"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('开通 号码有效性检测？').waitFor();
    await dialog.getByRole('button', { name: '确认' }).waitFor();
    await page.screenshot({
      path: 'test-results/catalogue-activate-confirm-zh_CN.png',
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await tile(page, 'unactivated', 'number_validity').waitFor();
    await context.close();
  });

  it("opens a product's details and its pricing tab from there", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await tile(page, 'unactivated', 'sms_promotion').locator('[data-action="details"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('From 0.0045 USD / message').waitFor();
    await dialog.getByText('1003').waitFor();
    expect(await dialog.getByText('Website chat widget').count()).toBe(0);
    await dialog.getByRole('link', { name: 'Prices by country' }).click();
    await expect.poll(() => page.url(), POLL).toContain('/control/pricing?tab=sms_promotion');
    await page.getByRole('columnheader', { name: 'Price per message' }).waitFor();
    await context.close();
  });

  it('lets a sub-account see products but not activate them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.subEmail);
    await tile(page, 'activated', 'whatsapp').waitFor();
    const activate = tile(page, 'unactivated', 'number_status').locator('[data-action="activate"]');
    expect(await activate.isDisabled()).toBe(true);
    // its role holds the bill group: top-up and its own spend are there
    await page.getByRole('link', { name: 'Top up' }).waitFor();
    await page.getByRole('img', { name: 'Spend in the last 30 days (USD)' }).waitFor();
    // without the API key group, "Use" (which opens the API keys) is not offered
    await page.getByRole('menuitem', { name: 'Bill' }).waitFor();
    const use = tile(page, 'activated', 'whatsapp').getByRole('link', { name: 'Use' });
    await expect.poll(() => use.count()).toBe(0);
    await screenshot(page, 'catalogue-home-sub-account-en_US');
    await context.close();
  });

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`searches More APIs by product name (${lang})`, async () => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page);
      const en = lang === 'en_US';
      await page.goto('/control/home/moreApis');
      await rows(page).nth(7).waitFor();
      expect(await rows(page).count()).toBe(8);
      for (const header of en
        ? ['No.', 'Product name', 'Introduction', 'State', 'Action']
        : ['序号', '产品名称', '介绍', '状态', '操作']) {
        await page.getByRole('columnheader', { name: header }).waitFor();
      }
      await screenshot(page, `catalogue-more-apis-${lang}`);
      await page.getByLabel(en ? 'Product name' : '产品名称').fill(en ? 'number' : '号码');
      await expect.poll(() => rows(page).count(), POLL).toBe(2);
      expect(await rows(page).first().getAttribute('data-product')).toBe('number_status');
      await page.getByLabel(en ? 'Product name' : '产品名称').fill('nothing like this');
      await page
        .getByRole('status')
        .getByText(en ? 'No product matches your search.' : '没有与搜索匹配的产品。')
        .waitFor();
      expect(await rows(page).count()).toBe(0);
      await context.close();
    });
  }

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`searches prices by country within a tab (${lang})`, async () => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page);
      const en = lang === 'en_US';
      await page.goto('/control/pricing');
      await page.locator('tr[data-country="US"]').waitFor();
      expect(await page.locator('tr[data-country="US"]').innerText()).toContain('0.0250');
      await screenshot(page, `catalogue-pricing-whatsapp-${lang}`);

      await page.getByRole('tab', { name: 'OTP' }).click();
      await expect.poll(() => page.url(), POLL).toContain('tab=otp');
      await page.getByRole('columnheader', { name: en ? 'Voice' : '语音' }).waitFor();
      await page.getByLabel(en ? 'Country or region' : '国家或地区').fill(en ? 'india' : '印度');
      // 印度 also matches 印度尼西亚 (Indonesia); in English only India matches. Waiting for
      // exactly that count also waits out the unfiltered list of the tab just opened.
      await expect.poll(() => rows(page).count(), POLL).toBe(en ? 1 : 2);
      const india = page.locator('tr[data-country="IN"]');
      expect(await india.innerText()).toMatch(/0\.0024[\s\S]*0\.00495[\s\S]*0\.01175/);
      await screenshot(page, `catalogue-pricing-otp-${lang}`);

      await page.getByRole('tab', { name: en ? 'SMS promotion' : '营销短信' }).click();
      await page
        .getByRole('columnheader', { name: en ? 'Price per message' : '单条价格' })
        .waitFor();
      await page.locator('tr[data-country="IN"] td', { hasText: '0.0045' }).waitFor();
      await context.close();
    });
  }

  it('renders the public chat widget from the query without a session', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const url =
      '/control/whatsapp/inline-chat?phone=%2B86%20138%200000%200000' +
      '&greeting=%E6%AC%A2%E8%BF%8E%E5%92%A8%E8%AF%A2%20Demo%20Trading&lang=zh_CN';
    await page.goto(url);
    await page.getByTestId('inline-chat-greeting').getByText('欢迎咨询 Demo Trading').waitFor();
    const start = page.getByRole('link', { name: '通过 WhatsApp 与我们聊天' });
    expect(await start.getAttribute('href')).toBe('https://wa.me/8613800000000');
    expect(await start.innerText()).toContain('开始聊天');
    await screenshot(page, 'catalogue-inline-chat-zh_CN');

    // a stale token in this browser still never signs the visitor out or sends them to login
    await page.evaluate(() => window.localStorage.setItem('OMTOKEN', 'stale-token'));
    await page.goto('/control/whatsapp/inline-chat?phone=447700900123&lang=en_US');
    await page.getByText('Hi there! How can we help you?').waitFor();
    await page.waitForTimeout(1500);
    expect(page.url()).toContain('/control/whatsapp/inline-chat');
    expect(await page.evaluate(() => window.localStorage.getItem('OMTOKEN'))).toBe('stale-token');
    await screenshot(page, 'catalogue-inline-chat-en_US');

    await page.goto('/control/whatsapp/inline-chat?phone=12&lang=en_US');
    await page
      .getByRole('alert')
      .getByText(/number is missing or invalid/)
      .waitFor();
    await context.close();
  });

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`generates the chat widget's embed code on WhatsApp's details (${lang})`, async () => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page);
      const en = lang === 'en_US';
      await tile(page, 'activated', 'whatsapp').locator('[data-action="details"]').click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(en ? 'Website chat widget' : '网站聊天组件')
        .first()
        .waitFor();
      await dialog.locator('[data-field="phone"]').fill('12');
      await dialog.getByText(en ? 'Enter 7 to 15 digits' : '请输入含国家区号').waitFor();
      await dialog.locator('[data-field="phone"]').fill('+44 7700 900123');
      await dialog.locator('[data-field="greeting"]').fill('Hello & welcome');
      await dialog.getByLabel(en ? 'Widget language' : '组件语言').click();
      await page.getByRole('option', { name: '中文' }).click();

      const origin = new URL(page.url()).origin;
      const expected =
        `${origin}/control/whatsapp/inline-chat?phone=447700900123` +
        '&greeting=Hello+%26+welcome&lang=zh_CN';
      await expect
        .poll(() => dialog.locator('[data-field="url"]').inputValue(), POLL)
        .toBe(expected);
      const code = await dialog.locator('[data-field="code"]').inputValue();
      expect(code).toContain(`<iframe src="${expected.replace(/&/g, '&amp;')}"`);
      // the preview is the real public page with these settings
      const preview = page.frameLocator(`iframe[src="${expected}"]`);
      await preview.getByText('Hello & welcome').waitFor();
      await preview.getByText('开始聊天').waitFor();
      await screenshot(page, `catalogue-widget-generator-${lang}`);
      await context.close();
    });
  }
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  fitsWidth,
  launch,
  newContext,
  screenshot,
  signIn,
  type Lang,
} from './browser';

const WORDS = {
  en_US: {
    journey: 'Journey',
    older: 'Go to next page',
    privacy: 'Privacy',
    retention: 'Keep messages for (days)',
    save: 'Save',
    tooLong: 'Keep messages for: enter a whole number of days from 7 to 400.',
    number: 'Number',
    forget: 'Forget this number',
    confirm: 'Forget +44 7911 123456?',
    forgotten: '0 messages erased',
  },
  zh_CN: {
    journey: '投递过程',
    older: /下一页|Go to next page/,
    privacy: '隐私设置',
    retention: '消息保留天数',
    save: '保存',
    tooLong: '消息保留天数：请输入 7 到 400 之间的整数。',
    number: '号码',
    forget: '删除该号码的记录',
    confirm: '删除 +44 7911 123456 的记录？',
    forgotten: '已删除 0 条消息',
  },
} as const;

describe("the demo account's messages in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([
    ['en_US', 1440],
    ['zh_CN', 1440],
    ['en_US', 390],
    ['zh_CN', 390],
  ] as [Lang, number][])(
    'lists the last day, pages on, and opens a failed message with its journey in %s at %i px',
    async (lang, width) => {
      const words = WORDS[lang];
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      await page.goto('/control/messages');
      const rows = page.locator('tbody .RaDataTable-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(5);
      expect(await fitsWidth(page)).toBe(true);
      const first = await rows.first().innerText();
      await page.getByRole('button', { name: words.older }).click();
      await expect.poll(async () => rows.first().innerText()).not.toBe(first);
      await screenshot(page, `messages-${lang}-${width}`);

      await page.goto('/control/messages?filter=%7B%22status%22%3A%22failed%22%7D');
      await rows.first().waitFor();
      await rows.first().click();
      await page.getByText(words.journey, { exact: true }).waitFor();
      await page.locator('.MuiAlert-standardError').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      // the page is named by its recipient, as people look a message up, whole on a phone too
      const title = page.locator('#react-admin-title');
      await expect.poll(() => title.innerText()).toMatch(/\+\d{8,15}$/);
      expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      await screenshot(page, `message-${lang}-${width}`);
      await context.close();
    },
  );

  it.each([
    ['en_US', 1440],
    ['zh_CN', 390],
  ] as [Lang, number][])(
    'opens the privacy from the list, names a wrong retention, and forgets a number after asking, in %s at %i px',
    async (lang, width) => {
      const words = WORDS[lang];
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      await page.goto('/control/messages');
      await page.getByRole('link', { name: words.privacy }).click();
      const retention = page.getByLabel(words.retention);
      await expect.poll(async () => retention.inputValue()).toBe('90');
      // a refused value changes nothing of the demo account that other tests read
      await retention.fill('401');
      await page.getByRole('button', { name: words.save }).click();
      await page.getByText(words.tooLong).waitFor();
      await page.getByLabel(words.number).fill('+44 7911 123456');
      await page.getByRole('button', { name: words.forget }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(words.confirm).waitFor();
      // the dialog fades in: its colours are judged once it is drawn whole
      await page.waitForFunction(() => document.getAnimations().length === 0);
      expect(await fitsWidth(page)).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, `message-privacy-${lang}-${width}`);
      await dialog.getByRole('button', { name: words.forget }).click();
      await page.getByText(words.forgotten).waitFor();
      await context.close();
    },
  );
});

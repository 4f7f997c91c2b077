import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, screenshot, signIn, type Lang } from './browser';

const WORDS = {
  en_US: { journey: 'Journey', older: 'Go to next page' },
  zh_CN: { journey: '投递过程', older: /下一页|Go to next page/ },
} as const;

/** No part of the page wider than the screen: nothing scrolls sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

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
      await screenshot(page, `message-${lang}-${width}`);
      await context.close();
    },
  );
});

import type { Browser, Page } from 'playwright-core';
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
    menu: 'Delivery alerts',
    country: 'Country',
    countryTyped: 'Brazi',
    countryName: 'Brazil',
    percent: 'Below delivery rate (%)',
    minimum: 'With at least (messages)',
    wrongPercent: 'Enter a whole percentage from 1 to 99.',
    create: 'Create',
    save: 'Save',
    watching: 'Watching',
    all: 'All',
    emptyMeansAll: 'Leave empty for all',
  },
  zh_CN: {
    menu: '送达率提醒',
    country: '国家/地区',
    countryTyped: '巴西',
    countryName: '巴西',
    percent: '送达率低于（%）',
    minimum: '消息数至少',
    wrongPercent: '请输入 1 到 99 之间的整数百分比。',
    create: '新建',
    save: '保存',
    watching: '监控中',
    all: '全部',
    emptyMeansAll: '留空表示全部',
  },
} as const;

/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);
const axeClean = (page: Page) =>
  expect.poll(() => accessibilityProblems(page), { timeout: 15_000 }).toEqual([]);

describe('delivery-rate alerts in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([
    ['en_US', 1440],
    ['zh_CN', 390],
  ] as [Lang, number][])('creates an alert in %s at %i px', async (lang, width) => {
    const words = WORDS[lang];
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/control/delivery-alerts');
    await page.getByRole('link', { name: words.create }).click();
    await at(page, /\/delivery-alerts\/create$/);
    // product and country are optional, and the form says what leaving them empty means
    const emptyMeansAll = page.getByText(words.emptyMeansAll, { exact: true });
    await emptyMeansAll.first().waitFor();
    expect(await emptyMeansAll.count()).toBe(2);
    await page.getByLabel(words.country).fill(words.countryTyped);
    // chosen by keyboard: on a phone the list of options moves while it settles
    await page.getByRole('option', { name: words.countryName }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const percent = page.getByLabel(words.percent);
    await percent.fill('100');
    await page.getByLabel(words.minimum).fill('50');
    await page.getByRole('button', { name: words.save }).click();
    await page.getByText(words.wrongPercent).waitFor();
    await axeClean(page);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, `delivery-alert-form-${lang}-${width}`);

    await percent.fill('95');
    await page.getByRole('button', { name: words.save }).click();
    await at(page, /\/delivery-alerts\/[^/]+\/show$/);
    await page.getByText(words.watching).first().waitFor();
    await page.getByText(words.countryName).first().waitFor();
    // no product chosen: the alert watches every product, and says so
    await page.getByText(words.all, { exact: true }).waitFor();
    await page.goto('/control/delivery-alerts');
    const row = page.locator('tbody .RaDataTable-row').first();
    await row.getByText(words.all, { exact: true }).waitFor();
    if (width < 600) {
      // the create button floats on a phone: no empty toolbar card above the rows
      const gap = await page.evaluate(
        () =>
          (document.querySelector('.RaList-content')?.getBoundingClientRect().top ?? 0) -
          (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0),
      );
      expect(gap).toBeLessThan(16);
      await page.getByRole('link', { name: words.create }).waitFor();
    }
    await axeClean(page);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, `delivery-alerts-${lang}-${width}`);
    await context.close();
  });
});

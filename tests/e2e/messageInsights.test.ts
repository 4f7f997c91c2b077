import fs from 'node:fs';
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
    search: 'Number or message ID',
    journey: 'Journey',
    insights: 'Insights',
    chart: 'Messages by day',
    sent: 'Sent',
    export: 'Export',
    xlsx: 'Excel (XLSX)',
    start: 'Start export',
    download: 'Download',
    header: 'Sent (',
  },
  zh_CN: {
    search: '号码或消息 ID',
    journey: '投递过程',
    insights: '统计',
    chart: '每日消息',
    sent: '发送量',
    export: '导出',
    xlsx: 'Excel（XLSX）',
    start: '开始导出',
    download: '下载',
    header: '发送时间（',
  },
} as const;

describe("the demo account's message search, insights and export in a real browser", () => {
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
    'searches a number, opens its journey, reads the insights and downloads an export in %s at %i px',
    async (lang, width) => {
      const words = WORDS[lang];
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      await page.goto('/control/messages');
      const rows = page.locator('tbody .RaDataTable-row');
      await rows.first().waitFor();

      // a number as a person types it: its country code, a space, the next digits
      const number = /\+\d{8,15}/.exec(await rows.first().innerText())?.[0] ?? '';
      const digits = number.slice(1, 7);
      await page.getByLabel(words.search).fill(`+${digits.slice(0, 2)} ${digits.slice(2)}`);
      await expect.poll(() => page.url()).toMatch(/%22q%22/);
      await expect
        .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(`+${digits}`)))
        .toBe(true);
      await rows.first().click();
      await page.getByText(words.journey, { exact: true }).waitFor();
      expect(await fitsWidth(page)).toBe(true);

      await page.goto('/control/messages');
      await page.getByRole('link', { name: words.insights }).click();
      await page.waitForURL(/\/control\/messages\/insights/);
      const chart = page.getByRole('region', { name: words.chart });
      await chart.locator('svg path').first().waitFor();
      await expect.poll(() => page.getByTestId('insights-sent').innerText()).toMatch(/\d/);
      expect(await page.getByTestId('insights-sent').innerText()).toContain(words.sent);
      expect(await fitsWidth(page)).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, `message-insights-${lang}-${width}`);

      await page.goto('/control/messages');
      await rows.first().waitFor();
      await page.getByRole('button', { name: words.export }).click();
      const dialog = page.getByRole('dialog');
      if (lang === 'zh_CN') await dialog.getByLabel(words.xlsx).check();
      await dialog.getByRole('button', { name: words.start }).click();
      const download = dialog.getByRole('button', { name: words.download });
      await download.waitFor({ timeout: 30_000 });
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, `message-export-${lang}-${width}`);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const name = file.suggestedFilename();
      expect(name).toMatch(lang === 'zh_CN' ? /^messages-.+\.xlsx$/ : /^messages-.+\.csv$/);
      if (lang === 'en_US') {
        expect(fs.readFileSync(await file.path(), 'utf8')).toContain(words.header);
      }
      await context.close();
    },
  );
});

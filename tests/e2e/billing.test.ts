import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMoney } from '../../contract/money';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { lastClosedMonth } from '../../server/modules/bills/months';
import { launch, screenshot, signIn, type Lang } from './browser';

/**
 * The billing area in a real browser. It runs its own server on a database file it knows,
 * so the operator command (`npm run ops -- invoice-status`) can act on the same data.
 */
describe('orders, bills and invoices in a real browser', () => {
  let browser: Browser;
  let server: ServerProcess;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-billing-'));
  const databaseUrl = `sqlite:${path.join(dir, 'console.db')}`;
  const ops = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
  const at = (page: Page, pattern: RegExp) =>
    expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(pattern);

  async function open(lang: Lang = 'en_US'): Promise<[BrowserContext, Page]> {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 860 },
      baseURL: server.baseUrl,
      acceptDownloads: true,
    });
    await context.addInitScript((language) => {
      if (!window.localStorage.getItem('langType'))
        window.localStorage.setItem('langType', language);
    }, lang);
    const page = await context.newPage();
    await signIn(page);
    return [context, page];
  }

  /** Clicks a download button and returns the saved file's name and bytes. */
  async function download(page: Page, button: string) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).first().click(),
    ]);
    const saved = path.join(dir, file.suggestedFilename());
    await file.saveAs(saved);
    return { name: file.suggestedFilename(), bytes: fs.readFileSync(saved) };
  }

  beforeAll(async () => {
    browser = await launch();
    server = await startServerProcess({ LOGIN_RATE_LIMIT: '1000', DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('filters orders and exports the filtered list as CSV and XLSX', async () => {
    const [context, page] = await open();
    await page.goto('/control/billing/order');
    await page.getByLabel('Order status').click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/status/);
    await page.locator('tbody tr').first().waitFor();
    await expect
      .poll(async () =>
        (await page.locator('tbody tr').allInnerTexts()).every((t) => t.includes('Paid')),
      )
      .toBe(true);
    await screenshot(page, 'billing-orders-en_US');

    const csv = await download(page, 'Export CSV');
    expect(csv.name).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
    const rows = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toContain('Order number,Order status');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.split(',')[2] === 'Paid')).toBe(true);
    const range = await page.getByText(/^\d+-\d+ of \d+$/).innerText();
    expect(rows.length - 1).toBe(Number(range.split(' of ')[1]));

    const xlsx = await download(page, 'Export XLSX');
    expect(xlsx.name).toMatch(/^orders-\d{8}-\d{6}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(rows.length);
    await context.close();
  });

  it("opens last month's bill and its details, and downloads both", async () => {
    const month = lastClosedMonth();
    const [context, page] = await open();
    await page.goto('/control/billing/bill');
    const row = page
      .locator('tbody tr', { hasText: month })
      .filter({ hasText: 'Monthly statement' })
      .first();
    await row.waitFor();
    // a bill's month has edges: the page says which clock draws them
    await page.getByText('Bills cover calendar months in UTC (GMT+00:00).').waitFor();
    const billNo = (await row.locator('td').first().innerText()).trim();
    const headings = await page.locator('thead th').allInnerTexts();
    const amountColumn = headings.findIndex((heading) => heading.startsWith('Bill amount'));
    const amount = (await row.locator('td').nth(amountColumn).innerText()).trim();
    await screenshot(page, 'billing-bills-en_US');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`bill-${billNo}.xlsx`);
    const saved = path.join(dir, 'bill.xlsx');
    await file.saveAs(saved);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const details = book.worksheets[1];
    const total = details.getRow(details.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    // the file keeps the exact amount and shows it as the screen does
    expect(total.getCell(8).numFmt).toBe('#,##0.00');
    expect(displayMoney(String(total.getCell(8).value))).toBe(amount);

    // tabs read in sentence case, as every other label does
    expect(await page.getByRole('tablist').innerText()).toMatch(/^Monthly bill\s+Details$/);
    await page.getByRole('tab', { name: 'Details' }).click();
    await at(page, /\/billing\/bill-details/);
    const from = page.locator('input[name="monthFrom"]');
    const to = page.locator('input[name="monthTo"]');
    await from.waitFor();
    const type = async (edge: 'From month' | 'To month', value: string) => {
      await page.getByRole('group', { name: edge }).locator('[role="spinbutton"]').first().click();
      await page.keyboard.type(value.replace('-', ''));
    };
    // a 13-month range is refused on the page, with the spec's message, and never sent
    const yearBefore = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
    await type('To month', month);
    await type('From month', yearBefore);
    await page
      .getByRole('alert')
      .filter({ hasText: 'The month range cannot exceed 12 months.' })
      .waitFor();
    await screenshot(page, 'billing-details-range-refused-en_US');
    // one month: last month's lines (the list answers a moment after the field settles)
    const oneMonthList = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname.endsWith('/v1/bill-details') &&
        url.searchParams.get('monthFrom') === month &&
        url.searchParams.get('monthTo') === month
      );
    });
    await type('From month', month);
    await expect.poll(() => from.inputValue()).toBe(month);
    await expect.poll(() => to.inputValue()).toBe(month);
    // (a download's toast is an alert too: look for the range message only)
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'cannot exceed 12 months' }).count())
      .toBe(0);
    const totalText = page.getByTestId('details-total');
    await totalText.waitFor();
    await page.getByText('Monthly spend by product (USD)').waitFor();
    await screenshot(page, 'billing-details-en_US');
    // counts with thousands separators, amounts with two decimals
    const quantities = await page.locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(quantities.length).toBeGreaterThan(0);
    expect(quantities.filter((q) => !/^\d{1,3}(,\d{3})*$/.test(q))).toEqual([]);
    const amounts = await page.locator('tbody tr td:nth-child(8)').allInnerTexts();
    expect(amounts.filter((a) => !/^\d{1,3}(,\d{3})*\.\d{2}$/.test(a))).toEqual([]);
    // the totals line and the pager both show the one-month answer
    const { data } = (await (await oneMonthList).json()) as { data: { total: number } };
    const lineCount = data.total.toLocaleString('en-US');
    const shownTotal = async () =>
      /Total of ([\d,]+) lines: ([\d,.]+) USD/.exec(await totalText.innerText());
    const pagerTotal = async () =>
      (await page.getByText(/^\d+-\d+ of [\d,]+$/).innerText()).split(' of ')[1];
    await expect.poll(async () => (await shownTotal())?.[1], { timeout: 15_000 }).toBe(lineCount);
    await expect.poll(pagerTotal, { timeout: 15_000 }).toBe(lineCount);
    const shown = await shownTotal();
    const csv = await download(page, 'Download CSV');
    expect(csv.name).toBe(`bill-details-${month}_${month}.csv`);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(Number(shown![1].replaceAll(',', '')) + 2);
    const last = lines.at(-1)!.split(',');
    expect(last[0]).toBe('Total');
    expect(last[7]).toBe(shown![2].replaceAll(',', ''));

    // the month's largest counts run into thousands, and read with their separator
    const oneMonth = encodeURIComponent(JSON.stringify({ monthFrom: month, monthTo: month }));
    await page.goto(`/control/billing/bill-details?filter=${oneMonth}&sort=quantity&order=DESC`);
    await expect
      .poll(() => page.locator('tbody tr td:nth-child(6)').first().innerText())
      .toMatch(/^\d{1,3}(,\d{3})+$/);
    await context.close();
  });

  it('applies for an invoice for two orders, revokes, applies again; the operator issues it; PDF', async () => {
    const [context, page] = await open();
    await page.goto('/control/billing/invoice');
    await page.getByRole('link', { name: 'Apply for invoice' }).click();
    await at(page, /\/billing\/invoice\/apply/);
    const boxes = page.locator('tbody input[type="checkbox"]');
    await boxes.first().waitFor();
    const orderNos = [
      await boxes.nth(0).getAttribute('aria-label'),
      await boxes.nth(1).getAttribute('aria-label'),
    ] as string[];
    // saved details from the last application are offered
    expect(await page.locator('[name="details.companyName"]').inputValue()).toBe(
      'Demo Trading Ltd.',
    );
    await page.getByLabel(orderNos[0]).check();
    await page.getByLabel(orderNos[1]).check();
    await page.getByText('2 orders selected').waitFor();
    // a required field emptied: the form refuses before sending
    await page.locator('[name="details.taxNumber"]').fill('');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Required').first().waitFor();
    await page.locator('[name="details.taxNumber"]').fill('HK-99887766');
    await screenshot(page, 'billing-invoice-apply-en_US');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await at(page, /\/billing\/invoice\/detail\?id=/);
    await page.getByText('Linked orders').waitFor();
    for (const no of orderNos) await page.getByRole('link', { name: no }).waitFor();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The application was revoked').waitFor();
    await page.getByText('Revoked', { exact: true }).waitFor();

    await page.goto('/control/billing/invoice/apply');
    await page.getByLabel(orderNos[0]).check();
    await page.getByLabel(orderNos[1]).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await at(page, /\/billing\/invoice\/detail\?id=/);
    const applicationNo = (
      await page.getByRole('heading', { name: /^IA\d{16}$/ }).innerText()
    ).trim();
    expect(applicationNo).toMatch(/^IA\d{16}$/);
    await page.getByText('Processing', { exact: true }).waitFor();

    for (const to of ['invoicing', 'invoiced']) {
      const run = ops('invoice-status', '--application', applicationNo, '--to', to);
      expect(run.status, run.stderr).toBe(0);
    }
    await page.reload();
    await page.getByText('Invoiced', { exact: true }).waitFor();
    await screenshot(page, 'billing-invoice-detail-en_US');
    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toMatch(/^invoice-INV\d{16}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto('/control/billing/invoice');
    await page.locator('tbody tr', { hasText: applicationNo }).getByText('Invoiced').waitFor();
    await screenshot(page, 'billing-invoices-en_US');
    await context.close();
  });

  it.each(['en_US', 'zh_CN'] as const)(
    'shows order and bill numbers whole on a phone (%s)',
    async (lang) => {
      const [context, page] = await open(lang);
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [path, column, number] of [
        ['/control/billing/order', 'orderNo', /^OM\d{18}$/],
        ['/control/billing/bill', 'billNo', /^[A-Z]+\d+$/],
      ] as const) {
        await page.goto(path);
        const cells = page.locator(`tbody td.column-${column}`);
        await cells.first().waitFor();
        const shown = await cells.evaluateAll((tds) =>
          tds.map((td) => {
            const inner = td.querySelector('span') ?? td;
            return {
              text: td.textContent ?? '',
              cut: inner.scrollWidth > inner.clientWidth || td.scrollWidth > td.clientWidth,
            };
          }),
        );
        for (const cell of shown) {
          expect(cell.text, path).toMatch(number);
          expect(cell.cut, `${path} ${cell.text}`).toBe(false);
        }
      }
      await context.close();
    },
  );

  it('shows the billing screens in Chinese', async () => {
    const [context, page] = await open('zh_CN');
    await page.goto('/control/billing/order');
    await page.getByRole('button', { name: '导出 CSV' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'billing-orders-zh_CN');
    await page.goto('/control/billing/bill');
    await page.getByText('月结账单').first().waitFor();
    await screenshot(page, 'billing-bills-zh_CN');
    await page.getByRole('tab', { name: '明细' }).click();
    await page.getByText('各产品月度消费（USD）').waitFor();
    await page.getByTestId('details-total').waitFor();
    await screenshot(page, 'billing-details-zh_CN');
    await page.goto('/control/billing/invoice');
    await page.getByText('已开票').first().waitFor();
    await screenshot(page, 'billing-invoices-zh_CN');
    await page.locator('tbody tr', { hasText: '已开票' }).first().click();
    await page.getByText('关联订单').waitFor();
    await screenshot(page, 'billing-invoice-detail-zh_CN');
    await page.goto('/control/billing/invoice/apply');
    await page.getByText('选择已支付订单').waitFor();
    await screenshot(page, 'billing-invoice-apply-zh_CN');
    await context.close();
  });

  it('explores usage by month and country, and exports exactly what it shows', async () => {
    const [context, page] = await open();
    await page.goto('/control/billing/bill');
    await page.getByRole('menuitem', { name: 'Usage', exact: true }).click();
    await at(page, /\/billing\/usage/);
    await page.getByRole('heading', { name: 'Usage', level: 1 }).waitFor();
    await page.getByTestId('usage-summary').waitFor();
    await page.getByLabel('Group by').click();
    await page.getByRole('option', { name: 'Month' }).click();
    await page.getByLabel('Split by').click();
    await page.getByRole('option', { name: 'Country' }).click();
    await at(page, /splitBy=country/);
    await page.getByRole('columnheader', { name: 'Country' }).waitFor();
    // countries read by name, amounts with two decimals
    const cells = page.getByTestId('usage-table').locator('tbody tr');
    await cells.first().waitFor();
    const first = await cells.first().locator('td').allInnerTexts();
    expect(first[1]).toMatch(/^[A-Z][a-z]/);
    expect(first[3]).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await screenshot(page, 'billing-usage-en_US');
    const total = (await page.getByTestId('usage-total').locator('td').allInnerTexts())[3];
    const csv = await download(page, 'Export CSV');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Period,Country,Messages,Amount (USD)');
    expect(lines.at(-1)?.split(',').at(-1)).toBe(total.replaceAll(',', ''));

    // a reversed range is refused on the page with its reason
    const from = page.getByRole('group', { name: 'From' });
    await from.locator('[role="spinbutton"]').first().click();
    await page.keyboard.type('20300101');
    await screenshot(page, 'billing-usage-reversed-en_US');
    await page.getByText('The start date must not be after the end date.').waitFor();
    await context.close();
  });

  it('shows the usage explorer in Chinese', async () => {
    const [context, page] = await open('zh_CN');
    await page.goto('/control/billing/usage?groupBy=week&splitBy=messageType');
    await page.getByRole('heading', { name: '用量', level: 1 }).waitFor();
    await page.getByTestId('usage-summary').waitFor();
    await page.getByRole('columnheader', { name: '消息类型' }).waitFor();
    await screenshot(page, 'billing-usage-zh_CN');
    await context.close();
  });
});

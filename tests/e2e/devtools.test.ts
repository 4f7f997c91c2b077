import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../scripts/server-process';
import { startReceivers, type Receivers } from '../api/receivers';
import { baseUrl, launch, newContext, screenshot, signIn, type Lang } from './browser';

const stamp = Date.now() % 1_000_000;
const KEY = `E2E key ${stamp}`;
const HOOK = `E2E hook ${stamp}`;

/** Opens a key's row menu and picks one of its actions. */
const keyAction = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: `Actions: ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);

describe('developer tools in a real browser', () => {
  let browser: Browser;
  let receivers: Receivers;
  beforeAll(async () => {
    browser = await launch();
    receivers = await startReceivers();
  });
  afterAll(async () => {
    await browser?.close();
    await receivers?.close();
  });

  it('opens the API reference from home, served offline by the console server', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(baseUrl()).origin)) outside.push(request.url());
    });
    await signIn(page);
    const docs = page.getByRole('link', { name: 'Open the API docs' });
    await docs.waitFor();
    await page.goto((await docs.getAttribute('href')) as string);
    await page.getByText('/om/api/v1/orders', { exact: true }).first().waitFor();
    await page.getByText('/om/internal/v1/usage', { exact: true }).first().waitFor();
    await screenshot(page, 'devtools-api-reference-en_US');
    // data: and blob: (the avatar the console already holds) are local, not the internet
    expect(outside.filter((url) => !/^(data|blob):/.test(url))).toEqual([]);
    await context.close();
  });

  it('creates a key, shows its password once, restricts IPs, sets it default and gives it a dated token', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.goto('/control/api-key');
    await page.getByText('Production').waitFor();
    await screenshot(page, 'devtools-keys-en_US');

    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByRole('menuitem', { name: 'WhatsApp' }).click();
    await at(page, /\/api-key\/whatsapp$/);
    await page.getByRole('heading', { name: 'New WhatsApp API key', level: 1 }).waitFor();
    await field(page, 'name').fill(KEY);
    await field(page, 'allowedIps').fill('203.0.113.7, 300.1.1.1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('"300.1.1.1" is not an IPv4 or IPv6 address').waitFor();
    await screenshot(page, 'devtools-key-bad-ip-en_US');
    await field(page, 'allowedIps').fill('203.0.113.7, 198.51.100.0/24');
    await page.getByRole('button', { name: 'Save' }).click();

    const password = await page.getByTestId('secret-value').textContent();
    expect(password?.length).toBeGreaterThanOrEqual(32);
    await screenshot(page, 'devtools-key-created-en_US');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await at(page, /\/api-key$/);
    const row = page.getByRole('row').filter({ hasText: KEY });
    await row.waitFor();
    // shown once: the list never has it
    expect(await page.content()).not.toContain(password as string);

    // restrict the key to an IPv6 range
    // the key itself loaded, the form shows what the server has
    const keyLoaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        /\/v1\/api-keys\/[^/]+$/.test(new URL(response.url()).pathname),
    );
    await keyAction(page, KEY, 'Edit');
    await page.getByRole('heading', { name: 'Edit WhatsApp API key', level: 1 }).waitFor();
    await keyLoaded;
    await expect
      .poll(() => field(page, 'allowedIps').inputValue())
      .toBe('203.0.113.7, 198.51.100.0/24');
    await field(page, 'allowedIps').fill('2001:db8::/32');
    // and to reading: the platform refuses it sending
    await page.getByRole('radio', { name: 'Read-only' }).check();
    await screenshot(page, 'devtools-key-scopes-en_US');
    await page.getByRole('button', { name: 'Save' }).click();
    await at(page, /\/api-key$/);
    await row.getByText('2001:db8::/32').waitFor();
    await row.getByText('Read-only').waitFor();
    await page.getByText(`${KEY} saved`).waitFor();

    // cleared, the optional field saves as "any address"; the address keeps the key's id
    await keyAction(page, KEY, 'Edit');
    await page.getByRole('heading', { name: 'Edit WhatsApp API key', level: 1 }).waitFor();
    const editUrl = page.url();
    await field(page, 'allowedIps').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await at(page, /\/api-key$/);
    await expect.poll(() => row.innerText()).not.toContain('2001:db8::/32');
    for (const missing of [
      editUrl.replace('/whatsapp?', '/sms?'),
      editUrl.replace(/id=[^&]+/, 'id=nope'),
      `${baseUrl()}/control/api-key/fax`,
    ]) {
      await page.goto(missing);
      await page.getByText('Whoa, Page does not exist.').waitFor();
    }
    await page.goto('/control/api-key');
    await row.waitFor();

    // set it as default, after confirming
    await keyAction(page, KEY, 'Set as default');
    await page.getByRole('dialog').getByText('Set as default?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('Default', { exact: true }).waitFor();
    const production = page.getByRole('row').filter({ hasText: 'Production' });
    await expect.poll(() => production.getByText('Default', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: `Actions: ${KEY}` }).click();
    expect(
      await page.getByRole('menuitem', { name: 'Set as default' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.keyboard.press('Escape');

    // a token with a date: one choice is required, then it is shown once
    await keyAction(page, KEY, 'Token');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Generate token' }).click();
    await dialog.getByText('Choose "Never expires" or a specific date.').waitFor();
    await dialog.getByLabel('Expires on a specific date').check();
    await dialog.getByRole('button', { name: /choose date/i }).click();
    await page.getByRole('button', { name: /next month/i }).click();
    // while the months slide, both grids are there: wait for the new one alone
    await expect.poll(() => page.getByRole('gridcell', { name: '15' }).count()).toBe(1);
    await page.getByRole('gridcell', { name: '15', disabled: false }).click();
    await expect.poll(() => dialog.locator('input[name="expiresAt"]').inputValue()).toMatch(/15/);
    await screenshot(page, 'devtools-token-dialog-en_US');
    await dialog.getByRole('button', { name: 'Generate token' }).click();
    const token = await page.getByTestId('secret-value').textContent();
    expect(token).toMatch(/^omt_/);
    await screenshot(page, 'devtools-token-created-en_US');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await row.getByText(/^Until /).waitFor();

    // a second token replaces the first only once confirmed; a dated one needs its date
    await keyAction(page, KEY, 'Token');
    await dialog.getByLabel('Expires on a specific date').check();
    await dialog.getByRole('button', { name: 'Generate token' }).click();
    await dialog.getByText('Choose the expiry date.').waitFor();
    await dialog.getByLabel('Never expires').check();
    await dialog.getByRole('button', { name: 'Generate token' }).click();
    await page.getByText('Replace the current token?').waitFor();
    await screenshot(page, 'devtools-token-replace-en_US');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('secret-value').waitFor();
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await row.getByText('Never expires').waitFor();

    // closing the default key says what it means for calls relying on the default
    await keyAction(page, KEY, 'Close the key');
    await page.getByText('Close the default key?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // revoked after confirming: the key has no token any more
    await keyAction(page, KEY, 'Token');
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText('Revoke this token?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('No token').waitFor();
  });

  it('runs the callback wizard against a local receiver and shows why a slow one fails', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.goto('/control/api-key/callback-setting');
    await page.getByText('Delivery receipts').waitFor();
    await screenshot(page, 'devtools-callbacks-en_US');

    await page.getByRole('link', { name: 'New callback address' }).click();
    await at(page, /\/api-key\/callback-setting\/new$/);
    await page.getByLabel(/^WhatsApp/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose at least one event.').waitFor();
    await page.getByLabel('Message delivered').check();
    await page.getByLabel('Message read').check();
    await page.getByRole('button', { name: 'Next' }).click();

    await field(page, 'name').fill(HOOK);
    await field(page, 'url').fill('ftp://example.com/hook');
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page.getByText('The address must start with http:// or https://').first().waitFor();

    // a receiver that answers after 4 s: the wizard says it timed out, and keeps the form
    await field(page, 'url').fill(`${receivers.base}/slow`);
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page
      .getByTestId('probe-failure')
      .getByText('No answer within 3 seconds (timeout)')
      .waitFor({ timeout: 15_000 });
    expect(await field(page, 'name').inputValue()).toBe(HOOK);
    await screenshot(page, 'devtools-wizard-timeout-en_US');

    // a username needs its key; cleared again, the optional fields are simply not set
    await field(page, 'username').fill('robot');
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page.getByText('A username needs its key.').waitFor();
    await field(page, 'username').fill('');

    const seen = receivers.received.length;
    await field(page, 'url').fill(`${receivers.base}/ok`);
    await page.getByRole('button', { name: 'Check and save' }).click();
    const secret = await page.getByTestId('secret-value').textContent();
    expect(secret).toMatch(/^whsec_/);
    expect(receivers.received.length).toBeGreaterThan(seen);
    await screenshot(page, 'devtools-wizard-saved-en_US');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await at(page, /\/api-key\/callback-setting$/);
    await page.getByText(HOOK).waitFor();

    await page.getByRole('button', { name: `Actions: ${HOOK}` }).click();
    await page.getByRole('menuitem', { name: 'Send test event' }).click();
    const log = page.getByRole('dialog');
    await log.getByText('The address answered HTTP 200').first().waitFor();
    await screenshot(page, 'devtools-delivery-log-en_US');
  });

  it('speaks Chinese on every developer tools screen', async () => {
    const lang: Lang = 'zh_CN';
    const page = await (await newContext(browser, lang)).newPage();
    await signIn(page);
    await page.goto('/control/api-key');
    await page.getByText('Production').waitFor();
    await page.getByRole('columnheader', { name: '允许的 IP 地址' }).waitFor();
    await screenshot(page, `devtools-keys-${lang}`);

    await page.goto('/control/api-key/sms');
    await page.getByRole('heading', { name: '新建 短信 API 密钥', level: 1 }).waitFor();
    await field(page, 'name').fill('中文密钥');
    await field(page, 'allowedIps').fill('10.0.0.0/33');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('“10.0.0.0/33”不是有效的').waitFor();
    await screenshot(page, `devtools-key-bad-ip-${lang}`);

    await page.goto('/control/api-key/callback-setting/whatsapp');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('消息已送达').check();
    await page.getByRole('button', { name: '下一步' }).click();
    await field(page, 'name').fill('中文回调');
    await field(page, 'url').fill(`${receivers.base}/fail`);
    await page.getByRole('button', { name: '检查并保存' }).click();
    await page.getByTestId('probe-failure').getByText('地址返回了 HTTP 500').waitFor();
    await screenshot(page, `devtools-wizard-failure-${lang}`);

    await page.goto('/control/api-key/callback-setting');
    // the demo address's log: a success, a 500 and a timeout
    await page.getByRole('button', { name: 'Delivery receipts 的投递日志' }).click();
    await page.getByRole('dialog').getByText('最近 30 天内').waitFor();
    await page.getByRole('dialog').getByText('地址返回了 HTTP 500，必须返回 HTTP 200。').waitFor();
    await screenshot(page, `devtools-delivery-log-${lang}`);
  });

  it('rolls a key with a 1 hour overlap and shows its last use after a credential check', async () => {
    const operator = 'operator-token-for-the-roll-test';
    const server = await startServerProcess({ OPERATOR_TOKEN: operator });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      await signIn(page);
      await page.goto('/control/api-key');
      const row = page.locator('tbody tr', { hasText: 'Production' });
      await row.waitFor();
      const apiKey = (await row.locator('td').nth(2).innerText()).trim();
      await keyAction(page, 'Production', 'Roll password');
      const dialog = page.getByRole('dialog', { name: 'Roll the password of Production' });
      await dialog.getByRole('radio', { name: 'In 1 hour' }).check();
      await screenshot(page, 'devtools-roll-en_US');
      await dialog.getByRole('button', { name: 'Roll password' }).click();
      await page.getByRole('dialog', { name: 'New password of Production' }).waitFor();
      const password = (await page.getByTestId('secret-value').textContent()) as string;
      await page.getByRole('button', { name: 'I have saved it' }).click();
      // the list says until when the previous password still works
      const rolled = page.locator('tbody tr', { hasText: 'Production' });
      await rolled.getByText('Previous password works until').waitFor();
      await rolled.getByText(/^[A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2} [AP]M$/).waitFor();

      // the platform checks the new password from an allowed address: the key was used
      const checked = await fetch(`${server.baseUrl}/om/internal/v1/credentials/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
        body: JSON.stringify({ apiKey, password, sourceIp: '203.0.113.10' }),
      });
      expect(((await checked.json()) as { data: { valid: boolean } }).data.valid).toBe(true);
      await page.reload();
      await page.locator('tbody tr', { hasText: 'Production' }).waitFor();
      const headers = await page.getByRole('columnheader').allInnerTexts();
      const column = headers.findIndex((header) => header.includes('Last used'));
      expect(column).toBeGreaterThan(0);
      const lastUsed = page
        .locator('tbody tr', { hasText: 'Production' })
        .locator('td')
        .nth(column);
      await expect.poll(async () => (await lastUsed.innerText()).trim()).toMatch(/\d/);
      await screenshot(page, 'devtools-keys-last-used-en_US');
      // the whole list fits a 1280 px laptop window, actions included
      await page.setViewportSize({ width: 1280, height: 800 });
      const hidden = await page
        .locator('.RaList-content')
        .evaluate((list) => list.scrollWidth - list.clientWidth);
      expect(hidden).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, screenshot, signIn } from './browser';

const ROLE = `Audited ${Date.now() % 1_000_000}`;

/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);

describe('the audit log in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('finds a role change with its before and after, in English and Chinese', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/control/users/roles');
    await page.getByRole('link', { name: 'New role' }).click();
    await page.getByRole('heading', { name: 'New role', level: 1 }).waitFor();
    await page.locator('[name="name"]').fill(ROLE);
    await page.getByLabel('Bill', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await at(page, /\/users\/roles/);
    await page.getByRole('link', { name: `Permissions of ${ROLE}` }).click();
    await page.getByRole('switch', { name: 'API key management' }).click();
    await page.getByText(`${ROLE} saved`).waitFor();

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await at(page, /\/account\/audit-log/);
    const row = page
      .locator('.RaDataTable-row', { hasText: 'Changed' })
      .filter({ hasText: 'Role' });
    await row.first().click();
    const diff = page.getByRole('table', { name: 'Changes' });
    // the groups by their names: Bill before, Bill and API keys after
    await diff.getByRole('cell', { name: 'Bill', exact: true }).waitFor();
    await diff.getByRole('cell', { name: 'Bill, API key management' }).waitFor();
    await screenshot(page, 'audit-log-en_US');
    await context.close();

    const zh = await (await newContext(browser, 'zh_CN')).newPage();
    await signIn(zh);
    await zh.goto('/control/account/audit-log');
    await zh.getByRole('columnheader', { name: '操作人' }).waitFor();
    await zh
      .locator('.RaDataTable-row', { hasText: '修改' })
      .filter({ hasText: '角色' })
      .first()
      .click();
    await zh.getByRole('table', { name: '变更内容' }).waitFor();
    await screenshot(zh, 'audit-log-zh_CN');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, newContext, screenshot, signIn } from './browser';

const NAME = `Acme${Date.now() % 100_000}`;

/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);

/** The platform's operator approves a sender ID, as the messaging platform would. */
async function approve(id: string) {
  const response = await fetch(`${baseUrl()}/om/internal/v1/sender-ids/${id}/review`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${inject('operatorToken')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(response.status).toBe(200);
}

describe('a declared resource (sender IDs) in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('is reached from its menu entry, registered through the generated form, reviewed and deleted', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Sender IDs' }).click();
    await at(page, /\/control\/sender-ids/);
    await page.getByRole('link', { name: 'Create' }).click();
    await at(page, /\/sender-ids\/create$/);

    // the contract's schema checks the form before anything is sent
    const name = page.getByLabel('Sender name');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await name.fill('1AB');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('3 to 11 letters, digits or spaces, starting with a letter.').waitFor();
    await page.getByText('Required').first().waitFor();
    await screenshot(page, 'resources-sender-id-form-errors-en_US');

    await name.fill(NAME);
    const countries = page.getByLabel('Countries');
    await countries.fill('Singap');
    await page.getByRole('option', { name: 'Singapore' }).click();
    await countries.fill('United King');
    await page.getByRole('option', { name: 'United Kingdom' }).click();
    await page.getByLabel('Use case').click();
    await page.getByRole('option', { name: 'Verification codes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await at(page, /\/sender-ids\/[^/]+\/show$/);
    await page.getByText(`${NAME} created`).waitFor();
    await page.getByText('Under review').waitFor();
    await page.getByText('United Kingdom, Singapore').waitFor();
    await screenshot(page, 'resources-sender-id-show-en_US');
    const id = /sender-ids\/([^/]+)\/show/.exec(page.url())?.[1] as string;

    // the same name again is refused by the server, under its field
    await page.goto('/control/sender-ids/create');
    await page.getByLabel('Sender name').fill(NAME.toLowerCase());
    await page.getByLabel('Countries').fill('Singap');
    await page.getByRole('option', { name: 'Singapore' }).click();
    await page.getByLabel('Use case').click();
    await page.getByRole('option', { name: 'Marketing' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This name is already in use in your account.').first().waitFor();

    await approve(id);
    await page.goto('/control/sender-ids');
    await page.getByLabel('Review status').click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await at(page, /status%22%3A%22approved/);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.getByText('Approved').waitFor();
    await screenshot(page, 'resources-sender-ids-list-en_US');

    // on a slow network, a row opened at once, before the list applies a filter chosen just
    // before (half a second later), opens and stays open
    await page.route(/\/assets\/ResourceShow-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByLabel('Use case').click();
    await page.getByRole('option', { name: 'Verification codes' }).click();
    await row.click();
    await page.getByRole('button', { name: 'Delete' }).waitFor();
    expect(page.url()).toMatch(/\/show$/);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Delete' }).click();
    // the confirmation names the record it deletes
    const confirm = page.getByRole('dialog');
    await confirm.getByText(NAME).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await at(page, /\/sender-ids(\?.*)?$/);
    await page.getByText(`${NAME} deleted`).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: NAME }).count()).toBe(0);
  });

  it('submits a WhatsApp template whose placeholders the form checks as the server does', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Message templates' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    // the list, whose filters carry the same labels, stays until the create screen's chunk is in;
    // the form's first input takes the focus once it is there
    const name = page.getByLabel('Template name');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English (UK)' }).click();
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Utility' }).click();
    await name.fill(`order_update_${Date.now() % 100_000}`);
    const body = page.getByLabel('Body');
    await body.fill('Hello {{1}}, order {{3}} is on its way.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('Number the placeholders {{1}}, {{2}}… in order, each at least once.')
      .waitFor();
    await body.fill('Hello {{1}}, order {{2}} is on its way.');
    await page.getByRole('button', { name: 'Save' }).click();
    await at(page, /\/message-templates\/[^/]+\/show$/);
    await page.getByText('Under review').waitFor();
    await page.getByText('Hello {{1}}, order {{2}} is on its way.').waitFor();
    await screenshot(page, 'resources-message-template-show-en_US');
  });

  it('reads in Chinese on a phone, from its own messages', async () => {
    const context = await newContext(browser, 'zh_CN');
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/control/sender-ids/create');
    await page.getByLabel('发送方名称').waitFor();
    await page.getByLabel('用途').click();
    await page.getByRole('option', { name: '验证码' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'resources-sender-id-form-zh_CN-390');
    await page.goto('/control/sender-ids');
    await page
      .getByRole('button', { name: /菜单|menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: '发送方 ID' }).waitFor();
    await screenshot(page, 'resources-sender-ids-menu-zh_CN-390');
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { baseUrl, launch, newContext, screenshot, signIn, type Lang } from './browser';

const stamp = Date.now() % 1_000_000;
const ROLE = `Billing only ${stamp}`;
const SUB = {
  email: `biller-${stamp}@example.com`,
  name: 'Bill Keeper',
  phone: `+44790${String(stamp).padStart(6, '0')}`,
  password: 'Bill#Pass77',
};

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);

async function createRole(page: Page, name = ROLE, group = 'Bill') {
  await page.goto('/control/users/roles');
  await page.getByRole('link', { name: 'New role' }).click();
  await at(page, /\/users\/edit\?type=role/);
  // the list (with its own name filter) stays until the form's chunk has loaded
  await page.getByRole('heading', { name: 'New role', level: 1 }).waitFor();
  await field(page, 'name').fill(name);
  await page.getByLabel(group, { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await at(page, /\/users\/roles/);
  await page.getByText(name, { exact: true }).waitFor();
}

async function createSubAccount(page: Page) {
  await page.goto('/control/users/accounts');
  await page.getByRole('link', { name: 'New sub-account' }).click();
  await at(page, /\/users\/edit\?type=account/);
  await page.getByRole('heading', { name: 'New sub-account', level: 1 }).waitFor();
  // a taken email first: the spec's message under the field, and nothing typed is lost
  await field(page, 'email').fill(DEMO.subEmail);
  await field(page, 'name').fill(SUB.name);
  await field(page, 'phone').fill(SUB.phone);
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: ROLE }).click();
  await page.getByLabel('Set a password').check();
  await field(page, 'password').fill(SUB.password);
  await field(page, 'confirmPassword').fill('Other#Pass77');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The two passwords do not match!').waitFor();
  await field(page, 'confirmPassword').fill(SUB.password);
  await page.getByRole('checkbox', { name: 'WhatsApp Business Messaging' }).check();
  await page
    .getByRole('radiogroup', { name: 'Billing method of WhatsApp Business Messaging' })
    .getByLabel('Independent billing (own wallet)')
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The email number has been exists!').first().waitFor();
  expect(await field(page, 'name').inputValue()).toBe(SUB.name);
  await screenshot(page, 'users-edit-duplicate-en_US');
  await field(page, 'email').fill(SUB.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await at(page, /\/users\/accounts/);
  await page.getByText(SUB.email).waitFor();
}

describe('account management and notices in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('a bill-only sub-account sees only bill, is refused elsewhere, and is signed out when disabled', async () => {
    const mainContext = await newContext(browser);
    const main = await mainContext.newPage();
    await signIn(main);
    await main.getByRole('menuitem', { name: 'Account management' }).click();
    await at(main, /\/control\/users\/accounts/);
    await main.getByText(DEMO.subEmail).waitFor();
    await screenshot(main, 'users-accounts-en_US');

    await createRole(main);
    await screenshot(main, 'users-roles-en_US');
    await createSubAccount(main);

    const subContext = await newContext(browser);
    const sub = await subContext.newPage();
    await signIn(sub, SUB.email, SUB.password);
    const menu = sub.getByRole('menuitem');
    await sub.getByRole('menuitem', { name: 'Bill' }).waitFor();
    const entries = await menu.allInnerTexts();
    expect(entries.map((text) => text.trim())).toEqual(
      expect.arrayContaining(['Home', 'Top-up', 'Bill']),
    );
    for (const hidden of ['Order details', 'API keys', 'Callback addresses', 'Account management'])
      expect(entries.map((text) => text.trim())).not.toContain(hidden);
    await screenshot(sub, 'sub-bill-only-home-en_US');

    for (const path of ['/control/billing/order', '/control/users/accounts', '/control/api-key']) {
      await sub.goto(path);
      await sub.getByText('No access').first().waitFor();
    }
    await screenshot(sub, 'sub-no-access-en_US');
    const token = await sub.evaluate(() => window.localStorage.getItem('OMTOKEN'));
    for (const url of ['/om/api/v1/orders', '/om/api/v1/sub-accounts', '/om/api/v1/roles']) {
      const refused = await fetch(`${baseUrl()}${url}`, { headers: { token: token as string } });
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('403001');
    }

    // the main account disables it after confirming; its next call ends the session
    await main.getByRole('switch', { name: `Disable ${SUB.name}` }).click();
    await main.getByRole('button', { name: 'Confirm' }).click();
    await main.getByText('The sub-account is disabled and signed out').waitFor();
    await sub.goto('/control/home');
    // the forced sign-out loads the login page afresh 500 ms after its first refused call;
    // typing before that load would be lost with the page it was typed into
    const freshLogin = sub.waitForEvent('load');
    await at(sub, /\/control\/login/);
    await freshLogin;
    expect(await sub.evaluate(() => window.localStorage.getItem('OMTOKEN'))).toBeNull();
    await sub.getByLabel('Email or phone').fill(SUB.email);
    await sub.getByLabel('Password', { exact: true }).fill(SUB.password);
    await sub.getByRole('button', { name: 'Sign in' }).click();
    await sub.getByText('This account is disabled. Contact your main account.').waitFor();
    await subContext.close();
    await mainContext.close();
  });

  it('edits a role group by group on the permission screen', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/control/users/roles');
    await page.getByRole('link', { name: 'Permissions of Finance' }).click();
    await at(page, /\/users\/permission\?id=/);
    const apiKeys = page.getByRole('switch', { name: 'API key management' });
    expect(await apiKeys.isChecked()).toBe(false);
    await apiKeys.click();
    await page.getByText('Finance saved').waitFor();
    await expect.poll(() => apiKeys.isChecked()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'API key management' }).isChecked())
      .toBe(true);
    await page.getByRole('switch', { name: 'API key management' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'API key management' }).isChecked())
      .toBe(false);
    await context.close();
  });

  it('shows a generated password once, and deletes a role in use after moving its holders', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    const role = `Temporary ${stamp}`;
    await createRole(page, role, 'Order details');
    await page.goto('/control/users/accounts');
    await page.getByRole('link', { name: 'New sub-account' }).click();
    await page.getByRole('heading', { name: 'New sub-account', level: 1 }).waitFor();
    const email = `temp-${stamp}@example.com`;
    await field(page, 'email').fill(email);
    await field(page, 'name').fill('Temp Worker');
    await field(page, 'phone').fill(`+44791${String(stamp).padStart(6, '0')}`);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: role }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const shown = page.getByTestId('generated-password');
    await shown.waitFor();
    const password = await shown.innerText();
    expect(password).toMatch(/^\S{12}$/);
    await screenshot(page, 'users-generated-password-en_US');
    await page.getByRole('button', { name: 'Done' }).click();
    await at(page, /\/users\/accounts/);
    await page.getByText(email).waitFor();

    const subContext = await newContext(browser);
    const sub = await subContext.newPage();
    await signIn(sub, email, password);
    await sub.getByRole('menuitem', { name: 'Order details' }).waitFor();
    await subContext.close();

    await page.goto('/control/users/roles');
    await page.getByRole('button', { name: `Delete ${role}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This role is held by 1 sub-account(s).', { exact: false }).waitFor();
    await dialog.getByLabel('Move them to').click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'users-delete-role-en_US');
    await dialog.getByRole('button', { name: 'Move and delete' }).click();
    await page.getByText(`${role} deleted`).waitFor();
    await expect.poll(() => page.locator('tbody').getByText(role).count()).toBe(0);
    await page.goto('/control/users/accounts');
    const row = page.locator('tr', { hasText: email });
    await row.getByText('Finance').waitFor();
    await context.close();
  });

  it('edits a sub-account: a cleared remark saves as empty, a typed password is reset, unknown ids are missing', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await createRole(page, `Editing ${stamp}`, 'Bill');
    await page.goto('/control/users/accounts');
    await page.getByRole('link', { name: 'New sub-account' }).click();
    await page.getByRole('heading', { name: 'New sub-account', level: 1 }).waitFor();
    const email = `edit-${stamp}@example.com`;
    await field(page, 'email').fill(email);
    await field(page, 'name').fill('Edit Me');
    await field(page, 'phone').fill(`+44792${String(stamp).padStart(6, '0')}`);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: `Editing ${stamp}` }).click();
    await field(page, 'remarks').fill('temporary note');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Done' }).click();

    await page
      .locator('tr', { hasText: email })
      .getByRole('link', { name: 'Edit Edit Me' })
      .click();
    await page.getByRole('heading', { name: 'Edit sub-account', level: 1 }).waitFor();
    await expect.poll(() => field(page, 'remarks').inputValue()).toBe('temporary note');
    await field(page, 'remarks').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${email} saved`).waitFor();
    await at(page, /\/users\/accounts/);
    const row = page.locator('tr', { hasText: email });
    await expect.poll(() => row.innerText()).not.toContain('temporary note');

    await row.getByRole('link', { name: 'Edit Edit Me' }).click();
    await page.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Set a password').check();
    await dialog.locator('[name="password"]').fill('short');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('6 to 16 characters', { exact: false }).waitFor();
    await dialog.locator('[name="password"]').fill('Edit#Pass88');
    await dialog.locator('[name="confirmPassword"]').fill('Edit#Pass88');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const sub = await (await newContext(browser)).newPage();
    await signIn(sub, email, 'Edit#Pass88');
    await sub.getByRole('menuitem', { name: 'Bill' }).waitFor();
    await sub.context().close();

    for (const path of [
      '/control/users/edit?type=account&id=nope',
      '/control/users/edit?type=role&id=nope',
      '/control/users/permission?id=nope',
    ]) {
      await page.goto(path);
      await page.getByText('Whoa, Page does not exist.').waitFor();
    }
    await context.close();
  });

  for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
    it(`reads a notice and shows the screens in ${lang}`, async () => {
      const en = lang === 'en_US';
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page);
      await page.goto('/control/notice');
      const title = en ? 'Welcome to the console' : '欢迎使用控制台';
      await page.getByText(title).waitFor();
      // the app bar counts unread notices (the English run reads the welcome notice first)
      const badge = page.locator('header a[href$="/notice"] .MuiBadge-badge');
      if (en) await expect.poll(() => badge.innerText()).toBe('1');
      await screenshot(page, `notices-${lang}`);
      await page.getByText(title).click();
      await at(page, /\/control\/notice\/detail\?id=/);
      await page.getByRole('heading', { name: title }).waitFor();
      // the sanitised rich text renders as HTML, with its link opening a new tab
      const link = page.locator('#main-content a[href="/control/pricing"]');
      expect(await link.innerText()).toBe(en ? 'Pricing' : '价格');
      expect(await link.getAttribute('target')).toBe('_blank');
      await screenshot(page, `notice-detail-${lang}`);
      await page.getByRole('link', { name: en ? 'Back to notices' : '返回公告' }).click();
      await page
        .getByText(en ? 'Read' : '已读', { exact: true })
        .first()
        .waitFor();
      await expect.poll(() => badge.getAttribute('class')).toContain('MuiBadge-invisible');

      await page.goto('/control/users/accounts');
      await page.getByText(DEMO.subEmail).waitFor();
      await screenshot(page, `users-accounts-${lang}`);
      await page.goto('/control/users/roles');
      await page.getByText('Finance').first().waitFor();
      await screenshot(page, `users-roles-${lang}`);
      await page.goto('/control/users/edit?type=account');
      await page.locator('[name="email"]').waitFor();
      await screenshot(page, `users-edit-account-${lang}`);
      await page.goto('/control/users/roles');
      await page
        .getByRole('link', { name: en ? 'Permissions of Finance' : 'Finance 的权限' })
        .click();
      await page.getByRole('switch').first().waitFor();
      await screenshot(page, `users-permission-${lang}`);
      await context.close();

      // the seeded finance sub-account (orders and bills) has no account management
      const subContext = await newContext(browser, lang);
      const sub = await subContext.newPage();
      await signIn(sub, DEMO.subEmail);
      await sub.goto('/control/users/accounts');
      await sub
        .getByText(en ? 'No access' : '无权访问')
        .first()
        .waitFor();
      await screenshot(sub, `no-access-${lang}`);
      await subContext.close();
    });
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { hashToken } from '../../server/lib/tokens';
import { startReceivers, type Receivers } from '../api/receivers';
import { RESOURCES } from '../../src/resources/registry';
import { serverDb } from './accounts.fixtures';
import { launch, newContext, screenshot, signIn } from './browser';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);
const unique = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

type Table = 'roles' | 'accounts' | 'api_keys' | 'callbacks' | 'invoices' | 'orders';
/** The tables of the resources whose create form is generated. */
type GeneratedTable = 'sender_ids' | 'message_templates' | 'delivery_alerts';

const count = async (table: Table | GeneratedTable) =>
  Number(
    (
      await serverDb()
        .kysely.selectFrom(table as Table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Fills each declared resource's generated create form with a valid record. */
const GENERATED: Record<string, (page: Page) => Promise<void>> = {
  'sender-ids': async (page) => {
    await page.getByLabel('Sender name').fill(unique('Once'));
    await page.getByLabel('Countries').fill('Singap');
    await page.getByRole('option', { name: 'Singapore' }).click();
    await page.getByLabel('Use case').click();
    await page.getByRole('option', { name: 'Verification codes' }).click();
  },
  'message-templates': async (page) => {
    await page.getByLabel('Template name').fill(unique('once_'));
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English (UK)' }).click();
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Utility' }).click();
    await page.getByLabel('Body').fill('Hello {{1}}');
  },
  'delivery-alerts': async (page) => {
    await page.getByLabel('Below delivery rate (%)').fill('95');
    await page.getByLabel('With at least (messages)').fill('50');
  },
};
const TABLES: Record<string, GeneratedTable> = {
  'sender-ids': 'sender_ids',
  'message-templates': 'message_templates',
  'delivery-alerts': 'delivery_alerts',
};

/** The session of this page ends on the server, as an expiry or a revocation elsewhere does. */
async function endSession(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('OMTOKEN'));
  expect(token).toBeTruthy();
  await serverDb()
    .kysely.updateTable('sessions')
    .set({ expires_at: Date.now() - 1 })
    .where('token_hash', '=', hashToken(String(token)))
    .execute();
}

describe('one write per intent and no lost work in a real browser', () => {
  let browser: Browser;
  let receivers: Receivers;
  let page: Page;
  beforeAll(async () => {
    receivers = await startReceivers();
    browser = await launch();
    page = await (await newContext(browser)).newPage();
    await signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
    await receivers?.close();
  });

  /** Double-clicks the form's button and waits for what follows the one write. */
  const doubleSubmit = async (
    table: Table | GeneratedTable,
    name: RegExp,
    after: () => Promise<void>,
  ) => {
    const before = await count(table);
    await page.getByRole('button', { name }).dblclick();
    await after();
    expect(await count(table), table).toBe(before + 1);
  };

  it('creates one record from a double-clicked Save on every generated create form', async () => {
    // the resources whose create screen is generated (resourceProps.tsx's rule)
    const creatable = RESOURCES.filter(
      (resource) => resource.api.create && resource.views?.create !== false,
    );
    expect(creatable.length).toBeGreaterThanOrEqual(2);
    for (const resource of creatable) {
      const fill = GENERATED[resource.name];
      expect(fill, `${resource.name}: add how its form is filled`).toBeDefined();
      await page.goto(`/control/${resource.name}/create`);
      await fill(page);
      await doubleSubmit(TABLES[resource.name], /^Save$/, () =>
        at(page, new RegExp(`/${resource.name}/[^/]+/show$`)),
      );
    }
  });

  it('creates one role, sub-account, API key, callback, invoice and top-up from double clicks', async () => {
    const role = unique('Once role ');
    await page.goto('/control/users/edit?type=role');
    await page.getByRole('heading', { name: 'New role', level: 1 }).waitFor();
    await field(page, 'name').fill(role);
    await page.getByLabel('Bill', { exact: true }).check();
    await doubleSubmit('roles', /^Save$/, () => at(page, /\/users\/roles/));

    const email = `${unique('once')}@example.com`;
    await page.goto('/control/users/edit?type=account');
    await page.getByRole('heading', { name: 'New sub-account', level: 1 }).waitFor();
    await field(page, 'email').fill(email);
    await field(page, 'name').fill('Once');
    await field(page, 'phone').fill(`+44791${String(Date.now()).slice(-7)}`);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: role }).click();
    await page.getByLabel('Set a password').check();
    await field(page, 'password').fill('Sub#Pass99');
    await field(page, 'confirmPassword').fill('Sub#Pass99');
    await doubleSubmit('accounts', /^Save$/, () => at(page, /\/users\/accounts/));
    await page.getByText('has been exists').waitFor({ state: 'detached', timeout: 1_000 });

    await page.goto('/control/api-key/whatsapp');
    await field(page, 'name').fill(unique('Once key '));
    await doubleSubmit('api_keys', /^Save$/, () => page.getByTestId('secret-value').waitFor());
    await page.getByRole('button', { name: 'I have saved it' }).click();

    await page.goto('/control/api-key/callback-setting/new');
    await page.getByLabel(/^WhatsApp/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Message delivered').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'name').fill(unique('Once hook '));
    await field(page, 'url').fill(`${receivers.base}/ok`);
    await doubleSubmit('callbacks', /Check and save/, () =>
      page.getByTestId('secret-value').waitFor(),
    );
    await page.getByRole('button', { name: 'I have saved it' }).click();

    await page.goto('/control/billing/invoice/apply');
    const box = page.locator('tbody input[type="checkbox"]').first();
    await box.check();
    await doubleSubmit('invoices', /Submit application/, () =>
      at(page, /\/billing\/invoice\/detail\?id=/),
    );

    await page.goto('/control/home/topUp');
    await page.getByLabel('Offline payment').check();
    await doubleSubmit('orders', /Create offline order/, () =>
      at(page, /\/financialOverview\/offlinePayment\?id=/),
    );
  });

  /** Types the demo's credentials on the login page and signs in. */
  const typeSignIn = async () => {
    await page.getByLabel(/email/i).first().fill(DEMO.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(DEMO.password);
    await page.getByRole('button', { name: /sign in/i }).click();
  };

  /** Signs in again on the login page the ended session led to. */
  const signInAgain = async () => {
    await page.waitForURL(/\/control\/login/);
    await page.getByText('Your session ended').waitFor();
    await typeSignIn();
  };

  it('brings back the chosen orders of an invoice and the wizard’s step after the session ended', async () => {
    await page.goto('/control/billing/invoice/apply');
    const boxes = page.locator('tbody input[type="checkbox"]');
    await boxes.first().waitFor();
    const last = (await boxes.count()) - 1;
    await boxes.nth(last).check();
    const company = `Kept Trading ${unique('')}`;
    await field(page, 'details.companyName').fill(company);
    await field(page, 'details.companyAddress').fill('1 Harbour Road');
    await field(page, 'details.taxNumber').fill('HK-1234');
    await field(page, 'details.country').fill('Hong Kong');
    await endSession(page);
    const invoices = await count('invoices');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await signInAgain();
    await at(page, /\/control\/billing\/invoice\/apply$/);
    await expect.poll(() => field(page, 'details.companyName').inputValue()).toBe(company);
    expect(await boxes.nth(last).isChecked()).toBe(true);
    expect(await page.locator('tbody input[type="checkbox"]:checked').count()).toBe(1);
    await page.getByText('1 order selected').waitFor();
    expect(await count('invoices')).toBe(invoices);
    // the language changes: the choice and the details stay
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('已选 1 个订单').waitFor();
    expect(await field(page, 'details.companyName').inputValue()).toBe(company);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'writes-invoice-kept-zh_CN-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'writes-invoice-kept-zh_CN-1440');
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByText('1 order selected').waitFor();

    // the callback wizard comes back at its last step, with the channel and events chosen
    const hook = unique('Kept hook ');
    await page.goto('/control/api-key/callback-setting/new');
    await page.getByLabel(/^WhatsApp/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Message delivered').check();
    await page.getByLabel('Message read').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'name').fill(hook);
    await field(page, 'url').fill(`${receivers.base}/ok`);
    await field(page, 'authorization').fill('Bearer never-kept');
    await endSession(page);
    const callbacks = await count('callbacks');
    await page.getByRole('button', { name: /Check and save/ }).click();
    await signInAgain();
    await at(page, /\/control\/api-key\/callback-setting\/new$/);
    await expect.poll(() => field(page, 'name').inputValue()).toBe(hook);
    expect(await field(page, 'url').inputValue()).toBe(`${receivers.base}/ok`);
    expect(await field(page, 'authorization').inputValue()).toBe('');
    expect(await count('callbacks')).toBe(callbacks);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Message delivered').isChecked()).toBe(true);
    expect(await page.getByLabel('Message read').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel(/^WhatsApp/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /Check and save/ }).click();
    await page.getByTestId('secret-value').waitFor();
    expect(await count('callbacks')).toBe(callbacks + 1);
    await page.getByRole('button', { name: 'I have saved it' }).click();
  });

  it('walks the callback wizard back and forth with the browser, keeping every choice', async () => {
    const hook = unique('Back and forth ');
    await page.goto('/control/api-key/callback-setting');
    await page.goto('/control/api-key/callback-setting/new');
    await page.getByLabel(/^SMS/).check();
    // a double click is one step, not a refusal of the next step's empty choice
    await page.getByRole('button', { name: 'Next' }).dblclick();
    await page.getByLabel('Message delivered').waitFor();
    expect(await page.getByText('Choose at least one event.').count()).toBe(0);
    await page.getByLabel('Message delivered').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'name').fill(hook);
    await page.goBack();
    await page.getByRole('button', { name: 'Next' }).waitFor();
    expect(await page.getByLabel('Message delivered').isChecked()).toBe(true);
    await page.goBack();
    expect(await page.getByLabel(/^SMS/).isChecked()).toBe(true);
    await page.goForward();
    await page.goForward();
    await expect.poll(() => field(page, 'name').inputValue()).toBe(hook);
    // the language changes mid-step: still this step, with what was typed
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '上一步' }).waitFor();
    expect(await field(page, 'name').inputValue()).toBe(hook);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'writes-wizard-kept-zh_CN-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'writes-wizard-kept-zh_CN-1440');
    await page.getByRole('button', { name: '上一步' }).click();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await at(page, /\/api-key\/callback-setting$/);
  });

  it('brings back the account page’s forms after the session ended, in Chinese too', async () => {
    await page.goto('/control/info');
    await field(page, 'website').waitFor();
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '保存' }).first().waitFor();
    await field(page, 'name').fill('Demo Kept');
    await field(page, 'website').fill('https://kept.example.com');
    await endSession(page);
    await page.getByRole('button', { name: '保存' }).nth(1).click();
    await page.waitForURL(/\/control\/login/);
    await page.getByText('会话已结束').waitFor();
    await page.getByRole('button', { name: 'EN' }).click();
    await signInAgain();
    await at(page, /\/control\/info$/);
    await expect.poll(() => field(page, 'website').inputValue()).toBe('https://kept.example.com');
    expect(await field(page, 'name').inputValue()).toBe('Demo Kept');
  });

  it('keeps what was typed, and re-words its errors, when the language changes', async () => {
    await page.goto('/control/users/edit?type=role');
    await page.getByRole('heading', { name: 'New role', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Bill', { exact: true }).check();
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('必填').first().waitFor();
    expect(await page.locator('input[type="checkbox"]:checked').count()).toBe(1);
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByText('Required').first().waitFor();

    await page.goto('/control/sender-ids/create');
    await page.getByLabel('Sender name').fill('1AB');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('3 to 11 letters, digits or spaces, starting with a letter.').waitFor();
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '保存' }).waitFor();
    expect(await page.getByLabel('发送方名称').inputValue()).toBe('1AB');
    await expect.poll(() => page.getByText('3 to 11 letters').count()).toBe(0);
    await screenshot(page, 'writes-language-kept-zh_CN');

    await page.goto('/control/api-key/whatsapp');
    await field(page, 'name').fill('Half typed');
    await field(page, 'allowedIps').fill('203.0.113.7');
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await field(page, 'name').inputValue()).toBe('Half typed');
    expect(await field(page, 'allowedIps').inputValue()).toBe('203.0.113.7');
  });

  it('brings a form back after the session ended on the server, sending its write once', async () => {
    const name = unique('After sign-in ');
    await page.goto('/control/api-key/whatsapp');
    await field(page, 'name').fill(name);
    await field(page, 'allowedIps').fill('203.0.113.9');
    await endSession(page);
    const before = await count('api_keys');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/control\/login/);
    await page.getByText('Your session ended').waitFor();
    const kept = await page.evaluate(() => window.sessionStorage.getItem('OmKeptWork'));
    expect(kept).toContain(name);
    await screenshot(page, 'writes-session-ended-en_US');

    await typeSignIn();
    await at(page, /\/control\/api-key\/whatsapp$/);
    await expect.poll(() => field(page, 'name').inputValue()).toBe(name);
    expect(await field(page, 'allowedIps').inputValue()).toBe('203.0.113.9');
    expect(await count('api_keys')).toBe(before);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('secret-value').waitFor();
    expect(await count('api_keys')).toBe(before + 1);
    await page.getByRole('button', { name: 'I have saved it' }).click();

    // a sub-account form: its values come back, its password never went to storage
    const email = `${unique('kept')}@example.com`;
    await page.goto('/control/users/edit?type=account');
    await page.getByRole('heading', { name: 'New sub-account', level: 1 }).waitFor();
    await field(page, 'email').fill(email);
    await field(page, 'name').fill('Kept');
    await field(page, 'phone').fill(`+44792${String(Date.now()).slice(-7)}`);
    await page.getByLabel('Role').click();
    await page.getByRole('option').filter({ hasText: /\S/ }).first().click();
    await page.getByLabel('Set a password').check();
    await field(page, 'password').fill('Never#Kept1');
    await field(page, 'confirmPassword').fill('Never#Kept1');
    await endSession(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/control\/login/);
    const stored = await page.evaluate(() => window.sessionStorage.getItem('OmKeptWork'));
    expect(stored).toContain(email);
    expect(stored).not.toContain('Never#Kept1');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('会话已结束').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'writes-session-ended-zh_CN-390');
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByRole('button', { name: 'EN' }).click();
    await typeSignIn();
    await at(page, /\/control\/users\/edit\?type=account$/);
    await expect.poll(() => field(page, 'email').inputValue()).toBe(email);
    expect(await field(page, 'name').inputValue()).toBe('Kept');

    // the top-up form keeps its state in React, not in a form library: its amount and method too
    await page.goto('/control/home/topUp');
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('42.5');
    await page.getByRole('radio', { name: 'Offline payment' }).check();
    await endSession(page);
    const orders = await count('orders');
    await page.getByRole('button', { name: 'Create offline order' }).click();
    await page.waitForURL(/\/control\/login/);
    await typeSignIn();
    await at(page, /\/control\/home\/topUp$/);
    const amount = page.getByRole('textbox', { name: 'Amount (USD)' });
    await expect.poll(() => amount.inputValue()).toBe('42.5');
    expect(await page.getByRole('radio', { name: 'Offline payment' }).isChecked()).toBe(true);
    expect(await count('orders')).toBe(orders);
  });
});

import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeCredential, type Envelope } from '../../contract';
import { connect } from '../../server/db/connect';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { fromOutbox } from './accounts.fixtures';
import {
  accessibilityProblems,
  baseUrl,
  launch,
  newContext,
  screenshot,
  signIn,
  type Lang,
} from './browser';

const PASSWORD = 'Wallet#Pass1';

/** One API call of the demo main account, over real HTTP. */
async function api<T>(path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl()}/om/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== '000000') throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

/**
 * A sub-account of the demo with its own wallet (WhatsApp billed independently), so the
 * balances this test checks start at 0.00 and no other test's balance moves.
 */
async function ownWalletAccount(lang: Lang) {
  const stamp = `${Date.now() % 1_000_000}${lang === 'en_US' ? 1 : 2}`;
  const { token } = await api<{ token: string }>('/v1/user/login', null, {
    account: DEMO.email,
    password: encodeCredential(DEMO.password),
  });
  const role = await api<{ id: string }>('/v1/roles', token, {
    name: `Payer ${stamp}`,
    permissions: ['order', 'bill'],
  });
  const email = `payer-${stamp}@example.com`;
  await api('/v1/sub-accounts', token, {
    email,
    name: 'Wallet Payer',
    phone: `+44791${stamp.padStart(7, '0').slice(-7)}`,
    roleId: role.id,
    passwordMode: 'custom',
    password: encodeCredential(PASSWORD),
    products: [{ productKey: 'whatsapp', billingMethod: 'independent' }],
  });
  return email;
}

/** The id of an account of the test server, by its email. */
async function accountIdOf(email: string) {
  const db = connect(inject('databaseUrl'));
  try {
    const row = await db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** The messaging platform charges usage worth `usd` (WhatsApp, Brazil) to an account. */
async function chargeUsage(accountId: string, usd: number) {
  const response = await fetch(`${baseUrl()}/om/internal/v1/usage`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${inject('operatorToken')}`,
    },
    body: JSON.stringify({
      accountId,
      lines: [
        {
          date: new Date().toISOString().slice(0, 10),
          productKey: 'whatsapp',
          country: 'BR',
          messageType: 'marketing',
          quantity: usd * 10,
          unitPrice: '0.1',
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
}

/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(pattern);

const TEXT = {
  en_US: {
    buy: 'Buy credit',
    customize: 'Customize',
    amount: 'Amount (USD)',
    pay: 'Pay now',
    minimum: 'Minimum 10.00 USD',
    decimals: 'Use at most 2 decimal places, such as 10.25',
    maximum: 'At most 1,000,000.00 USD per top-up',
    sandboxPay: 'Pay',
    sandboxDecline: 'Decline',
    paid: 'Payment successful',
    declined: 'Payment declined',
    confirm: 'Did you complete the payment in the new window?',
    ok: 'OK',
    success: 'Recharge successful',
    failed: 'Recharge failed',
    viewOrder: 'View order',
    offline: 'Offline payment',
    createOffline: 'Create offline order',
    card: 'Credit card',
    timeout: 'Payment timed out',
    cardDeclined: 'The card issuer declined the payment.',
    balance: 'Balance payment',
    balanceConfirm: 'Pay 25.00 USD from your wallet?',
    balanceMoved: '25.00 USD moved from your wallet to',
    balanceTooLow: 'Pay at most 125.00 USD from the balance',
    orderEntry: 'Order',
  },
  zh_CN: {
    buy: '购买额度',
    customize: '自定义',
    amount: '金额（USD）',
    pay: '立即支付',
    minimum: '最低 10.00 USD',
    decimals: '最多两位小数，例如 10.25',
    maximum: '单次充值最多 1,000,000.00 USD',
    sandboxPay: '支付',
    sandboxDecline: '拒绝',
    paid: '支付成功',
    declined: '支付被拒绝',
    confirm: '您是否已在新窗口中完成支付？',
    ok: '确定',
    success: '充值成功',
    failed: '充值失败',
    viewOrder: '查看订单',
    offline: '线下支付',
    createOffline: '创建线下订单',
    card: '信用卡',
    timeout: '支付超时',
    cardDeclined: '发卡行拒绝了该笔支付。',
    balance: '余额支付',
    balanceConfirm: '从钱包支付 25.00 USD？',
    balanceMoved: '25.00 USD 已从您的钱包转入',
    balanceTooLow: '余额支付最多可付 125.00 USD',
    orderEntry: '订单',
  },
} as const;

describe.each(['en_US', 'zh_CN'] as const)('wallet and top-up in the browser (%s)', (lang) => {
  const text = TEXT[lang];
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    const email = await ownWalletAccount(lang);
    page = await (await newContext(browser, lang)).newPage();
    await signIn(page, email, PASSWORD);
  });
  afterAll(() => browser.close());

  const openTopUp = async () => {
    await page.goto('/control/home/topUp');
    await page.getByRole('heading', { name: text.buy }).waitFor();
  };
  const enterAmount = async (amount: string) => {
    await page.getByRole('button', { name: text.customize }).click();
    await page.getByRole('textbox', { name: text.amount }).fill(amount);
  };
  /**
   * Submits an online top-up, and pays or declines it in the sandbox window; the console, which
   * watches the order while its window is open, moves to the result by itself (no OK needed).
   */
  const payOnline = async (button: 'sandboxPay' | 'sandboxDecline', shot?: string) => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: text.pay }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/om\/pay\/sandbox\//);
    await page.getByText(text.confirm).waitFor();
    expect(await page.getByRole('button', { name: text.ok, exact: true }).count()).toBe(1);
    await popup.getByRole('button', { name: text[button], exact: true }).waitFor();
    if (shot) await screenshot(popup, shot);
    await popup.getByRole('button', { name: text[button], exact: true }).click();
    await popup
      .getByRole('heading', { name: button === 'sandboxPay' ? text.paid : text.declined })
      .waitFor();
    await popup.close();
  };

  it('refuses a custom 9.99, 10.123 and 2000000 saying why, then pays 25.00 by card through the sandbox', async () => {
    await page.goto('/control/home');
    await page.getByText('0.00').first().waitFor();
    await openTopUp();
    await screenshot(page, `topup-${lang}`);

    await enterAmount('9.99');
    await page.getByRole('button', { name: text.pay }).click();
    const amountInput = page.getByRole('textbox', { name: text.amount });
    await expect.poll(() => amountInput.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(text.minimum).first().waitFor();
    await screenshot(page, `topup-minimum-${lang}`);
    // each refusal says why: too many decimals, above the maximum
    for (const [amount, why] of [
      ['10.123', text.decimals],
      ['2000000', text.maximum],
    ]) {
      await enterAmount(amount);
      await page.getByRole('button', { name: text.pay }).click();
      await page.getByText(why).first().waitFor();
    }

    await enterAmount('25');
    await payOnline('sandboxPay', `topup-sandbox-checkout-${lang}`);
    await at(page, /\/financialOverview\/topUpSuccess\?id=/);
    await page.getByText(text.success).waitFor();
    await page.getByText('25.00 USD').waitFor();
    await page.getByText(text.card).waitFor();
    await page.locator('#main-content').getByText('Wallet Payer').waitFor();
    const orderNo = (await page.getByText(/^OM\d{18}$/).textContent()) ?? '';
    await screenshot(page, `topup-success-${lang}`);

    await page.getByRole('link', { name: text.viewOrder }).click();
    await at(page, /\/billing\/order\/[0-9a-f]+\/show/);
    await page.getByText(orderNo).first().waitFor();
    await page.goto('/control/billing/order');
    await page.getByText(orderNo).first().waitFor();

    await page.goto('/control/home');
    await page.getByText('25.00').first().waitFor();
  });

  it('shows the failure screen when the payment is declined', async () => {
    await openTopUp();
    await enterAmount('30');
    await payOnline('sandboxDecline');
    await at(page, /\/financialOverview\/topUpFail\?id=/);
    await page.getByText(text.failed).waitFor();
    await page.getByText(text.cardDeclined).waitFor();
    await screenshot(page, `topup-failed-${lang}`);
  });

  it('shows the pay-timeout screen for an order left unpaid past its time', async () => {
    await openTopUp();
    await enterAmount('12.50');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: text.pay }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/om\/pay\/sandbox\//);
    const orderId = new URL(popup.url()).pathname.split('/').pop() as string;
    await popup.close();
    // Its time runs out (PAY_TIMEOUT_MINUTES is 30; the test does not wait that long).
    const db = connect(inject('databaseUrl'));
    await db.kysely
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', orderId)
      .execute();
    await db.destroy();
    await at(page, /\/financialOverview\/payTimeout\?id=/);
    await page.getByText(text.timeout).waitFor();
    await screenshot(page, `topup-timeout-${lang}`);
  });

  it('creates an offline order that the operator passes, crediting the balance', async () => {
    await openTopUp();
    await page.getByLabel(text.offline).check();
    await enterAmount('100');
    await screenshot(page, `topup-offline-details-${lang}`);
    await page.getByRole('button', { name: text.createOffline }).click();
    await at(page, /\/financialOverview\/offlinePayment\?id=/);
    const orderNo = (await page.getByText(/^OM\d{18}$/).textContent()) ?? '';
    await screenshot(page, `topup-offline-order-${lang}`);

    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops.ts', 'offline-audit', '--order', orderNo, '--pass'],
      { env: { ...process.env, DATABASE_URL: inject('databaseUrl') }, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);

    await page.goto('/control/home');
    await page.getByText('125.00').first().waitFor();
    await page.goto('/control/home/topUp');
    await page.getByText(orderNo.slice(-6), { exact: false }).first().waitFor();
    await screenshot(page, `topup-overview-${lang}`);
    // the entry's order opens from the overview's latest entries
    await page.getByRole('link', { name: `${text.orderEntry} ${orderNo}` }).click();
    await at(page, /\/billing\/order\/[0-9a-f]+\/show/);
    await page.getByText(orderNo).first().waitFor();
  });

  it('says what a balance payment does to the wallet before paying, and where the money went', async () => {
    await openTopUp();
    await page.getByLabel(text.balance).check();
    // more than the available limit is refused before any confirmation, with what would work
    await enterAmount('5000');
    await page.getByRole('button', { name: text.pay }).click();
    await page.getByText(text.balanceTooLow).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, `topup-balance-refused-${lang}`);
    await enterAmount('25');
    await page.getByRole('button', { name: text.pay }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(text.balanceConfirm).waitFor();
    await confirm.getByText(/125\.00 USD.*100\.00 USD/).waitFor();
    await screenshot(page, `topup-balance-confirm-${lang}`);
    await confirm.getByRole('button', { name: text.pay }).click();
    await at(page, /\/financialOverview\/topUpSuccess\?id=/);
    await page.getByText(text.balanceMoved).waitFor();
    await screenshot(page, `topup-balance-done-${lang}`);
  });
});

const LEDGER_TEXT = {
  en_US: {
    menu: 'Wallet activity',
    all: 'All entries',
    type: 'Type',
    deduction: 'Deduction',
    usage: 'Usage charges',
    recent: 'Recent wallet activity',
  },
  zh_CN: {
    menu: '钱包流水',
    all: '全部流水',
    type: '类型',
    deduction: '扣款',
    usage: '用量扣费',
    recent: '近期钱包动态',
  },
} as const;

describe.each(['en_US', 'zh_CN'] as const)('the wallet activity in the browser (%s)', (lang) => {
  const text = LEDGER_TEXT[lang];
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await (await newContext(browser, lang)).newPage();
    await signIn(page);
  });
  afterAll(() => browser.close());

  const rows = () => page.locator('tbody .RaDataTable-row');
  /**
   * axe finds nothing serious once the screen's calls have answered: react-admin's loading
   * indicator, unnamed, shows while any is under way.
   */
  const expectAxeClean = (path?: string) =>
    expect.poll(() => accessibilityProblems(page), { message: path, timeout: 15_000 }).toEqual([]);
  /** Every row of the list on screen is a usage charge. */
  const onlyUsageCharges = () =>
    expect
      .poll(
        async () => {
          const texts = await rows().allInnerTexts();
          return texts.length > 0 && texts.every((row) => row.includes(text.usage));
        },
        { timeout: 15_000 },
      )
      .toBe(true);

  it('opens from the sidebar and the overview, filters by type, with nothing serious for axe at 1440 and 390 px', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/control/home');
    await page.getByRole('menuitem', { name: text.menu, exact: true }).click();
    await at(page, /\/billing\/ledger/);
    await rows().first().waitFor();
    await page.getByRole('combobox', { name: text.type }).click();
    await page.getByRole('option', { name: text.deduction, exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/deduction/);
    await onlyUsageCharges();
    await expectAxeClean();
    await screenshot(page, `ledger-deductions-${lang}-1440`);

    await page.goto('/control/home/topUp');
    // the page is called what its menu entry says
    await page
      .getByRole('heading', { level: 1, name: lang === 'en_US' ? 'Top-up' : '充值' })
      .waitFor();
    await expect
      .poll(() => page.locator('#react-admin-title').innerText())
      .toBe(lang === 'en_US' ? 'Top-up' : '充值');
    const recent = page.getByRole('heading', { name: text.recent }).locator('../..');
    await expect
      .poll(() => recent.locator('tbody .RaDataTable-row').count(), { timeout: 15_000 })
      .toBe(3);
    await screenshot(page, `ledger-overview-${lang}-1440`);
    await expectAxeClean();
    await page.getByRole('link', { name: text.all }).click();
    await at(page, /\/billing\/ledger/);
    // the list comes back as it was left, filtered to usage charges
    await onlyUsageCharges();
    await rows().first().click();
    await at(page, /\/billing\/ledger\/[^/]+\/show/);
    await page.getByText(text.deduction).first().waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/control/billing/ledger', '/control/home/topUp']) {
      await page.goto(path);
      await rows().first().waitFor();
      await expectAxeClean(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/control/billing/ledger');
    await onlyUsageCharges();
    await screenshot(page, `ledger-deductions-${lang}-390`);
  });

  it('shows every row adding up in its digits: balance after = the row below’s + the amount', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(
      `/control/billing/ledger?${new URLSearchParams({ filter: '{}', perPage: '50', page: '1', sort: 'createdAt', order: 'DESC' })}`,
    );
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBeGreaterThan(20);
    // amounts show exactly two decimals: their digits are cents
    const cents = (shown: string) => Number(shown.replace(/[^\d-]/g, ''));
    const amounts = (await rows().locator('td.column-amount').allInnerTexts()).map(cents);
    const after = (await rows().locator('td.column-balanceAfter').allInnerTexts()).map(cents);
    expect(after).toHaveLength(amounts.length);
    for (let index = 0; index + 1 < after.length; index += 1)
      expect(after[index], `row ${index + 1}`).toBe(after[index + 1] + amounts[index]);
  });
});

describe('low-balance alerts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets an alert, refuses a zero one, and once usage crosses it emails and warns across the console', async () => {
    // a sub-account with its own empty wallet: the warning concerns it alone
    const email = await ownWalletAccount('en_US');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, PASSWORD);
    await page.goto('/control/home/topUp');
    await page.getByRole('heading', { name: 'Low-balance alerts' }).waitFor();
    await page.getByRole('button', { name: 'Add a threshold' }).click();
    const threshold = page.locator('[name="thresholds.0"]');
    await threshold.fill('0');
    await page.getByRole('button', { name: 'Save alerts' }).click();
    await page.getByText('Enter an amount above 0.00 USD.').waitFor();
    for (const [typed, why] of [
      ['25.125', 'Use at most 2 decimal places, such as 10.25'],
      ['20000000', 'A threshold is at most 10,000,000.00 USD.'],
    ]) {
      await threshold.fill(typed);
      await page.getByRole('button', { name: 'Save alerts' }).click();
      await page.getByText(why).waitFor();
    }
    await threshold.fill('25');
    await page.locator('[name="emails"]').fill('ops@example.com');
    await page.getByRole('button', { name: 'Save alerts' }).click();
    await page.getByText('Alerts saved').waitFor();
    await screenshot(page, 'wallet-alerts-en_US');

    // a 30.00 top-up, then 10.00 of usage from the platform: 20.00, below the 25.00 alert
    const accountId = await accountIdOf(email);
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('30');
    await page.getByRole('radio', { name: 'Credit card' }).check();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await popup.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await popup.close();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await at(page, /\/financialOverview\/topUpSuccess\?id=/);
    const sent = Date.now();
    await chargeUsage(accountId, 10);
    expect(await fromOutbox('ops@example.com', /below the ([\d,.]+) USD/, sent)).toBe('25.00');

    await page.goto('/control/home');
    const banner = page.getByTestId('low-balance-banner');
    await banner.getByText('Your available limit is below 25.00 USD').waitFor();
    await page
      .getByTestId('wallet-forecast')
      .getByText(/average spend/)
      .waitFor();
    await screenshot(page, 'wallet-alerts-banner-en_US');
    await banner.getByRole('link', { name: 'Top up' }).click();
    await at(page, /\/home\/topUp/);
    await context.close();
  });

  it('sends the alerts to a callback address too, chosen in Chinese', async () => {
    const context = await newContext(browser, 'zh_CN');
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/control/home/topUp');
    await page.getByRole('heading', { name: '余额不足提醒' }).waitFor();
    await page.getByRole('button', { name: '添加提醒额度' }).click();
    await page.locator('[name^="thresholds."]').last().fill('25.125');
    await page.getByRole('button', { name: '保存提醒' }).click();
    await page.getByText('最多两位小数，例如 10.25').waitFor();
    await page.getByRole('button', { name: '移除' }).last().click();
    await page.getByRole('combobox', { name: '同时发送签名事件到' }).click();
    await page.getByRole('option', { name: 'Delivery receipts' }).click();
    await page.getByRole('button', { name: '保存提醒' }).click();
    await page.getByText('提醒已保存').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: '同时发送签名事件到' }).innerText())
      .toBe('Delivery receipts');
    await screenshot(page, 'wallet-alerts-callback-zh_CN');
    await page.getByRole('combobox', { name: '同时发送签名事件到' }).click();
    await page.getByRole('option', { name: '不发送到回调地址' }).click();
    await page.getByRole('button', { name: '保存提醒' }).click();
    await page.getByText('提醒已保存').waitFor();
    await context.close();
  });
});

describe('auto-recharge in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('saves a card at the sandbox checkout, turns auto-recharge on, and tops up when usage runs the balance low', async () => {
    const email = await ownWalletAccount('en_US');
    const accountId = await accountIdOf(email);

    const page = await (await newContext(browser)).newPage();
    await signIn(page, email, PASSWORD);
    await page.goto('/control/home/topUp');
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('20');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/om\/pay\/sandbox\//);
    await popup.getByLabel('Save this card for automatic top-ups').check();
    await screenshot(popup, 'topup-sandbox-save-card-en_US');
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await popup.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await popup.close();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await at(page, /\/financialOverview\/topUpSuccess\?id=/);

    await page.goto('/control/home/topUp');
    const card = page.getByRole('heading', { name: 'Auto-recharge' }).locator('..');
    await card.getByRole('combobox', { name: 'Card' }).getByText('Visa •••• 4242').waitFor();
    await card.getByRole('textbox', { name: 'When the balance falls below (USD)' }).fill('15');
    await card.getByRole('textbox', { name: 'Balance to reach (USD)' }).fill('50');
    await card.getByRole('switch', { name: 'Top up automatically' }).check();
    await card.getByRole('button', { name: 'Save auto-recharge' }).click();
    await page.getByText('Auto-recharge saved').waitFor();
    await screenshot(page, 'topup-auto-recharge-en_US');

    // the platform charges 10.00 USD of usage: 20.00 → 10.00, below 15.00
    await chargeUsage(accountId, 10);
    // the automatic top-up of 40.00 brings it back to 50.00, in the wallet's activity
    await page.goto('/control/home/topUp');
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByRole('cell', { name: '+40.00' })
            .waitFor({ timeout: 3000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    await page.getByText('50.00').first().waitFor();
    await screenshot(page, 'topup-auto-recharged-en_US');

    const zh = await (await newContext(browser, 'zh_CN')).newPage();
    await signIn(zh, email, PASSWORD);
    await zh.goto('/control/home/topUp');
    await zh.getByRole('heading', { name: '自动充值' }).waitFor();
    await zh.getByText('最近 24 小时：1 次自动充值').waitFor();
    await screenshot(zh, 'topup-auto-recharge-zh_CN');
  });
});

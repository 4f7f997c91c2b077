import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { stripeEnv, STRIPE_WEBHOOK_SECRET } from '../api/stripe.fixtures';
import { startStripeStub, type StripeStub } from '../api/stripeStub';
import { launch, screenshot } from './browser';
import { DEMO } from '../../server/lifecycle/seed/demo';

/**
 * A top-up paid through Stripe Checkout, end to end: a server of its own with
 * PAYMENT_PROVIDER=stripe pointed at the local Stripe stand-in, whose hosted page posts the
 * signed webhook and sends the payer back to the console's success screen.
 */
describe('top-up through Stripe Checkout in the browser', () => {
  let stub: StripeStub;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    stub = await startStripeStub();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServerProcess({
      ...stripeEnv(stub.url, 'card,alipay'),
      PORT: String(port),
      PUBLIC_URL: base,
    });
    Object.assign(stub.webhook, {
      url: `${base}/om/pay/notify/stripe`,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    browser = await launch();
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: base,
    });
    page = await context.newPage();
    await page.goto('/control/login');
    await page.getByLabel(/email/i).first().fill(DEMO.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(DEMO.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/control\/home/);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stub?.close();
  });

  it('offers only the methods Stripe can complete, pays 25.00 by card and shows the success screen', async () => {
    await page.goto('/control/home/topUp');
    await page.getByRole('heading', { name: 'Buy credit' }).waitFor();
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await methods.getByLabel('Credit card').waitFor();
    expect(
      await methods
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)),
    ).toEqual(['card', 'alipay', 'offline', 'balance']);
    await screenshot(page, 'topup-stripe-methods-en_US');

    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('25');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(new RegExp(`^${stub.url}/pay/cs_test_`));
    await popup.getByText('25.00 USD').waitFor();
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    // back at the console, which asks for the order's result and shows it
    await popup.waitForURL(/\/control\/financialOverview\/payResult\?id=/);
    await expect
      .poll(() => popup.url(), { timeout: 15_000 })
      .toMatch(/\/financialOverview\/topUpSuccess\?id=/);
    await popup.getByText('Recharge Successful').waitFor();
    await popup.getByText('25.00 USD').waitFor();
    await screenshot(popup, 'topup-stripe-success-en_US');
    await popup.close();

    await page.getByText('Did you complete the payment in the new window?').waitFor();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect
      .poll(() => page.url(), { timeout: 15_000 })
      .toMatch(/\/financialOverview\/topUpSuccess\?id=/);
    await page.getByText('Recharge Successful').waitFor();

    // the same choice in Chinese on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.localStorage.setItem('langType', 'zh_CN'));
    await page.goto('/control/home/topUp');
    await page.getByRole('heading', { name: '购买额度' }).waitFor();
    await page.getByRole('radiogroup', { name: '支付方式' }).getByLabel('支付宝').waitFor();
    await screenshot(page, 'topup-stripe-methods-zh_CN-390');

    const session = stub.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][currency]': 'usd',
      'allowed_payment_method_types[0]': 'card',
    });
  });
});

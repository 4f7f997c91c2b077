import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { launch, newContext, screenshot, type Lang } from './browser';
import { fakeGoogle, fromOutbox, googleOffline, googleToken, serverDb } from './accounts.fixtures';

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const USER = {
  email: `signup-${stamp}@example.com`,
  phone: `+1415${stamp}9`,
  password: 'Sign#Up2026',
  company: 'Northwind Messaging',
};
const NEW_PASSWORD = 'Reset#2027';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(pattern);
const CODE = /\b(\d{6})\b/;

async function signInWithPassword(page: Page, account: string, password: string) {
  await page.goto('/control/login');
  await field(page, 'account').fill(account);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('accounts: sign-up, activation, sign-in ways, forgotten password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await serverDb().destroy();
  });

  it('signs up in two steps with the spec’s messages, then activates from the outbox link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/control/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await at(page, /\/control\/signup$/);
    await page.getByText('Free trial: 10.00 USD of credit').waitFor();

    // step one: every rule answers under its field, and nothing typed is lost
    await field(page, 'email').fill('not-an-email');
    await field(page, 'password').fill('abc');
    await field(page, 'confirmPassword').fill('abd');
    await field(page, 'name').fill('Rocket 🚀 Ltd');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The format is incorrect.').waitFor();
    await page.getByText('The password must be 6 to 16 characters long.').waitFor();
    await page.getByText('The two passwords do not match!').waitFor();
    await page.getByText('Emoji are not allowed here.').waitFor();
    await page
      .getByText('Please read and accept the terms of service and the privacy policy.')
      .waitFor();
    await screenshot(page, 'accounts-signup-validation-en_US');

    // the terms are pages our server serves
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Terms of Service' }).click(),
    ]);
    await terms.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await terms.close();

    await field(page, 'email').fill(DEMO.email);
    await field(page, 'password').fill(USER.password);
    await field(page, 'confirmPassword').fill(USER.password);
    await field(page, 'name').fill(USER.company);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The email number has been exists!').first().waitFor();
    expect(await field(page, 'name').inputValue()).toBe(USER.company);
    await field(page, 'email').fill(USER.email);
    await page.getByRole('button', { name: 'Next' }).click();

    // step two: a taken phone, then a new one proved by its SMS code
    await field(page, 'phone').fill(DEMO.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('The mobile phone number has been exists!').first().waitFor();
    await field(page, 'phone').fill(USER.phone);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await page.getByText('A code is on its way by SMS.').waitFor();
    const code = await fromOutbox(USER.phone, CODE, sentAt - 1000);
    await field(page, 'code').fill(code);
    await screenshot(page, 'accounts-signup-phone-en_US');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your email').waitFor();
    await page.getByText(`We sent an activation link to ${USER.email}.`).waitFor();
    await screenshot(page, 'accounts-signup-done-en_US');

    // not activated yet: the sign-in says so
    await signInWithPassword(page, USER.email, USER.password);
    await page.getByText('This account is not activated yet.', { exact: false }).waitFor();

    const link = await fromOutbox(USER.email, /(\/control\/ativeSuccess\?token=[\w-]+)/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your account is activated', level: 1 }).waitFor();
    await page.getByText('10.00 USD of free trial credit is in your wallet.').waitFor();
    await screenshot(page, 'accounts-activated-en_US');
    await page.goto(link);
    await page
      .getByRole('heading', { name: 'This activation link was already used', level: 1 })
      .waitFor();
    await screenshot(page, 'accounts-activation-used-en_US');
    await page.goto('/control/ativeSuccess?token=broken');
    await page
      .getByRole('heading', { name: 'This activation link is not valid', level: 1 })
      .waitFor();
    await page.getByRole('button', { name: 'Send a new link' }).waitFor();

    await signInWithPassword(page, USER.email, USER.password);
    await at(page, /\/control\/home/);
    await page.getByText('10.00').first().waitFor();
    await context.close();
  });

  it('signs in with a code sent by email, counting down before another', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/control/login');
    await page.getByRole('button', { name: 'Verification code', exact: true }).click();
    await field(page, 'account').fill(USER.email);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await page.getByText('a code is on its way by email', { exact: false }).waitFor();
    await field(page, 'code').fill('12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter the 6 digits of the code.').waitFor();
    const code = await fromOutbox(USER.email, CODE, sentAt - 1000);
    const wrong = code === '000000' ? '111111' : '000000';
    await field(page, 'code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('The verification code is incorrect or has expired.').first().waitFor();
    // the countdown runs down (a failure lists the buttons on screen instead)
    await expect
      .poll(() => page.getByRole('button').allInnerTexts(), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/^Resend in ([1-5]?\d) s$/));
    await screenshot(page, 'accounts-login-code-en_US');
    await field(page, 'code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await at(page, /\/control\/home/);
    await context.close();
  });

  it('signs in with Google against the local key set; an unknown Google account is told so', async () => {
    const context = await newContext(browser);
    await fakeGoogle(
      context,
      await googleToken({ sub: `g-${stamp}`, email: USER.email, email_verified: true }),
    );
    const page = await context.newPage();
    await page.goto('/control/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Test Google account' }).click();
    await at(page, /\/control\/home/);
    await context.close();

    const stranger = await newContext(browser);
    await fakeGoogle(
      stranger,
      await googleToken({ sub: 'g-stranger', email: 'stranger@gmail.com', email_verified: true }),
    );
    const other = await stranger.newPage();
    await other.goto('/control/login');
    await other.getByRole('button', { name: 'Continue with Google' }).click();
    await other.getByRole('button', { name: 'Test Google account' }).click();
    await other
      .getByText('No account is linked to this Google account.', { exact: false })
      .waitFor();
    expect(other.url()).toMatch(/\/control\/login/);
    await stranger.close();
  });

  it('offline, the Google button fails with a clear message and password sign-in still works', async () => {
    const context = await newContext(browser);
    await googleOffline(context);
    const page = await context.newPage();
    await page.goto('/control/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('Google sign-in could not be loaded.', { exact: false }).waitFor();
    await screenshot(page, 'accounts-login-google-offline-en_US');
    await field(page, 'account').fill(USER.email);
    await field(page, 'password').fill(USER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await at(page, /\/control\/home/);
    await context.close();
  });

  it('resets a forgotten password in steps and forces the old session out', async () => {
    const before = await newContext(browser);
    const old = await before.newPage();
    await signInWithPassword(old, USER.email, USER.password);
    await at(old, /\/control\/home/);

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/control/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await at(page, /\/control\/reset$/);
    // the login page (with its own account field) stays until the page's chunk has loaded
    await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
    await field(page, 'account').fill(USER.phone);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await field(page, 'code').fill(await fromOutbox(USER.phone, CODE, sentAt - 1000));
    await screenshot(page, 'accounts-reset-code-en_US');
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'password').fill(NEW_PASSWORD);
    await field(page, 'confirmPassword').fill('Reset#2028');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('The two passwords do not match!').waitFor();
    await field(page, 'confirmPassword').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password was reset').waitFor();
    await screenshot(page, 'accounts-reset-done-en_US');

    // the session opened before the reset is ended: its next call signs it out
    await old.reload();
    await at(old, /\/control\/login/);
    expect(await old.evaluate(() => window.localStorage.getItem('OMTOKEN'))).toBeNull();
    await before.close();

    await signInWithPassword(page, USER.email, NEW_PASSWORD);
    await at(page, /\/control\/home/);
    await context.close();
  });

  it('locks an account after repeated wrong passwords with a clear message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/control/login');
    await field(page, 'account').fill(USER.email);
    for (let i = 0; i < 5; i++) {
      await field(page, 'password').fill(`Wrong#${i}000`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('The account or password is incorrect.').waitFor();
      await page.getByText('The account or password is incorrect.').waitFor({ state: 'hidden' });
    }
    await field(page, 'password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Too many failed sign-ins. Please try again in 15 minutes.').waitFor();
    await screenshot(page, 'accounts-login-locked-en_US');
    await context.close();
  });

  it.each<Lang>(['zh_CN'])('shows the accounts screens in %s', async (lang) => {
    const context = await newContext(browser, lang);
    await googleOffline(context);
    const page = await context.newPage();
    await page.goto('/control/login');
    await page.getByRole('button', { name: '验证码', exact: true }).click();
    await field(page, 'account').fill(USER.email);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /^\d+ 秒后重新获取$/ }).waitFor();
    await page.getByRole('button', { name: '使用 Google 继续' }).click();
    await page.getByText('无法加载 Google 登录', { exact: false }).waitFor();
    await screenshot(page, `accounts-login-code-${lang}`);

    await page.goto('/control/signup');
    await page.getByText('免费试用', { exact: false }).waitFor();
    await field(page, 'email').fill(DEMO.email);
    await field(page, 'password').fill('abcdef12');
    await field(page, 'confirmPassword').fill('abcdef13');
    await field(page, 'name').fill('火箭 🚀');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('两次输入的密码不一致！').waitFor();
    await page.getByText('此处不允许输入表情符号。').waitFor();
    await screenshot(page, `accounts-signup-validation-${lang}`);
    await field(page, 'password').fill(USER.password);
    await field(page, 'confirmPassword').fill(USER.password);
    await field(page, 'name').fill('北风消息');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('该邮箱已存在！').first().waitFor();
    await screenshot(page, `accounts-signup-duplicate-${lang}`);

    await page.goto('/control/reset');
    await field(page, 'account').fill('not an account');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入邮箱地址或带国家代码的手机号。').waitFor();
    await screenshot(page, `accounts-reset-${lang}`);

    await page.goto('/control/ativeSuccess?token=broken');
    await page.getByRole('heading', { name: '激活链接无效', level: 1 }).waitFor();
    await screenshot(page, `accounts-activation-invalid-${lang}`);
    await context.close();
  });
});

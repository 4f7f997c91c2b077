import QRCode from 'qrcode';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, encodeCredential } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { recentOutbox } from '../../server/messaging';
import { totpOf } from '../../server/modules/profile/secondFactor/totp';
import { decideCertification } from '../../server/modules/profile/certification';
import { fakeGoogle, fromOutbox, googleToken, serverDb } from './accounts.fixtures';
import { baseUrl, launch, newContext, screenshot, signIn, type Lang } from './browser';

const stamp = Date.now() % 1_000_000;
/** A sub-account of the demo made for this file: its password and second factor are its own. */
const SUB = {
  email: `profile-${stamp}@example.com`,
  phone: `+44791${String(stamp).padStart(6, '0')}`,
  password: 'Prof#Pass11',
  newPassword: 'Prof#Pass22',
};
/** A third one, whose emails and messages change language. */
const SUB3 = {
  email: `language-${stamp}@example.com`,
  phone: `+44793${String(stamp).padStart(6, '0')}`,
  password: 'Lang#Pass11',
};
/** A second one for the email change, Google and the SMS second factor. */
const SUB2 = {
  email: `contact-${stamp}@example.com`,
  newEmail: `contact-new-${stamp}@example.com`,
  phone: `+44792${String(stamp).padStart(6, '0')}`,
  password: 'Cont#Pass11',
};
/** A fourth one, whose dialogs are double-clicked. */
const SUB4 = {
  email: `pending-${stamp}@example.com`,
  newPhone: `+44795${String(stamp).padStart(6, '0')}`,
  phone: `+44794${String(stamp).padStart(6, '0')}`,
  password: 'Pend#Pass11',
  newPassword: 'Pend#Pass22',
};

const field = (page: Page | Locator, name: string) => page.locator(`[name="${name}"]`);
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/om/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; data: T; message: string };
  if (envelope.code !== '000000') throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

async function makeSubAccounts() {
  const { token } = await api<{ token: string }>('POST', '/v1/user/login', {
    account: DEMO.email,
    password: encodeCredential(DEMO.password),
  });
  const role = await api<{ id: string }>(
    'POST',
    '/v1/roles',
    { name: `Profile ${stamp}`, permissions: ['order'] },
    token,
  );
  for (const [sub, name] of [
    [SUB, 'Profile Tester'],
    [SUB2, 'Contact Tester'],
    [SUB3, 'Language Tester'],
    [SUB4, 'Pending Tester'],
  ] as const) {
    await api(
      'POST',
      '/v1/sub-accounts',
      {
        email: sub.email,
        phone: sub.phone,
        name,
        roleId: role.id,
        passwordMode: 'custom',
        password: encodeCredential(sub.password),
      },
      token,
    );
  }
}

async function openInfo(page: Page) {
  await page.goto('/control/info');
  await page.locator('[name="name"]').waitFor();
}

/** Signs out from the user menu: the app bar keeps it in reach however far the page scrolled. */
async function signOut(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^Account menu: / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** Picks a file for the avatar as a person would in the file dialog. */
const pickAvatar = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByTestId('avatar-file').setInputFiles({ name, mimeType, buffer });

/** The audit entries of an account's own changes of one kind. */
async function auditCount(email: string, resource: string, action: string) {
  const rows = await serverDb()
    .kysely.selectFrom('audit_log')
    .select('id')
    .where('actor', '=', email)
    .where('resource', '=', resource)
    .where('action', '=', action)
    .execute();
  return rows.length;
}

/**
 * Double-clicks a dialog's submit while its write is held a moment on the way: the button
 * shows its pending state and is disabled, and one request reaches the server.
 */
async function doubleConfirm(page: Page, button: Locator, path: string) {
  let sent = 0;
  const url = `**/om/api/v1${path}`;
  const hold = async (route: Route) => {
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  };
  await page.route(url, hold);
  await button.dblclick();
  await expect.poll(() => button.isDisabled()).toBe(true);
  expect(await button.getByRole('progressbar').count()).toBe(1);
  await expect.poll(() => button.count(), { timeout: 10_000 }).toBe(0);
  await page.unroute(url, hold);
  expect(sent, path).toBe(1);
}

describe('account information in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await makeSubAccounts();
  });
  afterAll(() => browser?.close());

  it('edits the company with validation and uploads an avatar with its checks and progress', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Account information' }).click();
    await at(page, /\/control\/info/);
    await field(page, 'website').waitFor();

    await field(page, 'website').fill('ftp://demo');
    await field(page, 'corporateAddress').fill('Harbour Road 🚀');
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await page.getByText('Enter a website address starting with http:// or https://').waitFor();
    await page.getByText('Emoji are not allowed here.').waitFor();
    await field(page, 'website').fill('https://demo.example.com');
    await field(page, 'corporateAddress').fill('1 Harbour Road, Hong Kong');
    await page.getByLabel('Industry').click();
    await page.getByRole('option', { name: 'E-commerce and retail' }).click();
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => field(page, 'website').inputValue()).toBe('https://demo.example.com');

    // the browser's own checks (type, size), then the server's check of the bytes
    await pickAvatar(page, 'cat.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    await page.getByText('You can only upload JPG/PNG file!').waitFor();
    const head = await QRCode.toBuffer('avatar', { width: 160 });
    const big = Buffer.concat([head, Buffer.alloc(AVATAR_MAX_BYTES - head.length)]);
    await pickAvatar(page, 'big.png', 'image/png', big);
    await page.getByText('Image must smaller than 3MB!').waitFor();
    await screenshot(page, 'profile-avatar-too-large-en_US');
    await pickAvatar(page, 'fake.png', 'image/png', Buffer.from('not an image at all'));
    await page.getByText('You can only upload JPG/PNG file!').waitFor();

    // a slow line, so the progress is there to see
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const avatar = Buffer.concat([head, Buffer.alloc(1024 * 1024)]);
    await pickAvatar(page, 'me.png', 'image/png', avatar);
    await page
      .getByRole('status')
      .getByText(/Uploading… \d+%/)
      .waitFor();
    await screenshot(page, 'profile-avatar-uploading-en_US');
    await page.getByText('The avatar is updated').waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const image = page.getByRole('img', { name: 'Avatar of Demo Admin' });
    await expect.poll(() => image.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(160);
    await page.getByRole('button', { name: 'Change avatar' }).waitFor();
    await screenshot(page, 'profile-info-en_US');
    await context.close();
  });

  it('chooses the language of emails and messages, apart from the console’s own', async () => {
    const chinese = await newContext(browser, 'zh_CN');
    const page = await chinese.newPage();
    await signIn(page, SUB3.email, SUB3.password);
    await openInfo(page);
    // a new sub-account starts in its main account's language
    await expect.poll(() => page.getByLabel('邮件和短信语言').textContent()).toBe('English');
    await page.getByLabel('邮件和短信语言').click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.getByRole('button', { name: '保存' }).first().click();
    await page.getByText('已保存', { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('邮件和短信语言').textContent()).toBe('简体中文');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'profile-language-zh_CN-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'profile-language-zh_CN-390');

    // a code asked from an English page still reads in the account's language
    const sentAt = Date.now();
    await fetch(`${baseUrl()}/om/api/v1/user/code/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify({ account: SUB3.email, purpose: 'login' }),
    });
    expect(await fromOutbox(SUB3.email, /(您的验证码是 \d{6})/, sentAt)).toMatch(/^您的验证码是/);

    // the English console shows the choice as it is
    const english = await newContext(browser);
    const other = await english.newPage();
    await signIn(other, SUB3.email, SUB3.password);
    await openInfo(other);
    await expect
      .poll(() => other.getByLabel('Language of emails and messages').textContent())
      .toBe('简体中文');
    await other.setViewportSize({ width: 1440, height: 900 });
    await screenshot(other, 'profile-language-en_US-1440');
    await other.setViewportSize({ width: 390, height: 844 });
    await screenshot(other, 'profile-language-en_US-390');
    await chinese.close();
    await english.close();
  });

  it('changes the password and signs the other session out', async () => {
    const mine = await newContext(browser);
    const elsewhere = await newContext(browser);
    const page = await mine.newPage();
    const other = await elsewhere.newPage();
    await signIn(page, SUB.email, SUB.password);
    await signIn(other, SUB.email, SUB.password);
    await openInfo(page);

    await field(page, 'name').fill('Profile Tester 2');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByText('Only the main account can change the company details.').waitFor();

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'oldPassword').fill('Wrong#Pass00');
    await field(dialog, 'newPassword').fill(SUB.newPassword);
    await field(dialog, 'confirmPassword').fill('Prof#Pass33');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The two passwords do not match!').waitFor();
    await field(dialog, 'confirmPassword').fill(SUB.newPassword);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The current password is incorrect.').waitFor();
    await screenshot(page, 'profile-password-en_US');
    await field(dialog, 'oldPassword').fill(SUB.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The password is changed. Other devices were signed out.').waitFor();

    // the other browser's next call gets 502: back to the login page
    await other.getByRole('menuitem', { name: 'Account information' }).click();
    await at(other, /\/control\/login/);
    // this one stays signed in
    await page.reload();
    await field(page, 'name').waitFor();
    await mine.close();
    await elsewhere.close();
  });

  it('turns on an authenticator app and signs in with it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, SUB.email, SUB.newPassword);
    await openInfo(page);
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: 'QR code to scan with the authenticator app' }).waitFor();
    const secret = await dialog.getByTestId('totp-secret').inputValue();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy the key' }).click();
    await dialog.getByRole('button', { name: 'Key copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'profile-totp-setup-en_US');
    await field(dialog, 'code').fill('12345');
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    await dialog.getByText('Enter the 6 digits of the code.').waitFor();
    await field(dialog, 'code').fill(totpOf(secret).generate());
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = dialog.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    await dialog.getByRole('button', { name: 'Copy codes' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await codes.allTextContents()).join('\n'),
    );
    await screenshot(page, 'profile-recovery-codes-en_US');
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect
      .poll(() => page.getByTestId('second-factor-state').textContent())
      .toContain('10 recovery codes left');

    await signOut(page);
    await at(page, /\/control\/login/);
    await field(page, 'account').fill(SUB.email);
    await field(page, 'password').fill(SUB.newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await field(page, 'code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The verification code is incorrect.').waitFor();
    await screenshot(page, 'profile-second-step-en_US');
    // the next period's code: the current one was spent turning it on
    await field(page, 'code').fill(totpOf(secret).generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await at(page, /\/control\/home/);
    await context.close();
  });

  it('changes the email by a code, links Google, and signs in with a code by SMS', async () => {
    const context = await newContext(browser);
    await fakeGoogle(context, await googleToken({ sub: `google-${stamp}`, email: SUB2.email }));
    const page = await context.newPage();
    await signIn(page, SUB2.email, SUB2.password);
    await openInfo(page);

    await page.getByRole('button', { name: 'Change' }).first().click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'value').fill(DEMO.email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('The email number has been exists!').waitFor();
    await field(dialog, 'value').fill(SUB2.newEmail);
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('button', { name: /\d+ s/ }).waitFor();
    await screenshot(page, 'profile-email-change-en_US');
    await field(dialog, 'code').fill(await fromOutbox(SUB2.newEmail, /(\d{6})/, sentAt));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Changed', { exact: true }).waitFor();
    await page.getByText(SUB2.newEmail).first().waitFor();

    await page.getByRole('button', { name: 'Link a Google account' }).click();
    await page.getByRole('button', { name: 'Test Google account' }).click();
    await page.getByText('Linked: you can sign in with Google.').waitFor();
    await page.getByRole('button', { name: 'Unlink' }).click();
    await page.getByText('Not linked.').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Test Google account' }).count())
      .toBe(0);

    await page.getByRole('button', { name: 'Use codes by SMS' }).click();
    const setupSentAt = Date.now();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await field(dialog, 'code').fill(await fromOutbox(SUB2.phone, /(\d{6})/, setupSentAt));
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect
      .poll(() => page.getByTestId('second-factor-state').textContent())
      .toContain(`sent by SMS to ${SUB2.phone}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'profile-security-en_US');

    await signOut(page);
    await at(page, /\/control\/login/);
    await field(page, 'account').fill(SUB2.newEmail);
    await field(page, 'password').fill(SUB2.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByText(`Send a code by SMS to ${SUB2.phone.slice(0, 6)}****`).waitFor();
    const signInSentAt = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await field(page, 'code').fill(await fromOutbox(SUB2.phone, /(\d{6})/, signInSentAt));
    await screenshot(page, 'profile-second-step-sms-en_US');
    await page.getByRole('button', { name: 'Verify' }).click();
    await at(page, /\/control\/home/);
    await context.close();
  });

  it('sends one write from a double-clicked submit in every account dialog', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, SUB4.email, SUB4.password);
    await openInfo(page);
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    const turnOn = dialog.getByRole('button', { name: 'Verify and turn on' });

    const passwordChanges = await auditCount(SUB4.email, 'profile', 'update');
    await page.getByRole('button', { name: 'Change password' }).click();
    await field(dialog, 'oldPassword').fill(SUB4.password);
    await field(dialog, 'newPassword').fill(SUB4.newPassword);
    await field(dialog, 'confirmPassword').fill(SUB4.newPassword);
    await doubleConfirm(page, confirm, '/account/password');
    await page.getByText('The password is changed. Other devices were signed out.').waitFor();
    expect(await auditCount(SUB4.email, 'profile', 'update')).toBe(passwordChanges + 1);

    // a new phone: one code for a double-clicked Send code, one change for a double Confirm
    await page.getByRole('button', { name: 'Change', exact: true }).nth(1).click();
    await field(dialog, 'value').fill(SUB4.newPhone);
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Send code' }).dblclick();
    const code = await fromOutbox(SUB4.newPhone, /(\d{6})/, sentAt);
    expect(await recentOutbox(serverDb(), { to: SUB4.newPhone, limit: 5 })).toHaveLength(1);
    await field(dialog, 'code').fill(code);
    await doubleConfirm(page, confirm, '/account/contact');
    await page.getByText(SUB4.newPhone).first().waitFor();

    const enabled = () => auditCount(SUB4.email, 'secondFactor', 'enable');
    const disabled = () => auditCount(SUB4.email, 'secondFactor', 'disable');
    await page.getByRole('button', { name: 'Use codes by email' }).click();
    const emailSentAt = Date.now();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await field(dialog, 'code').fill(await fromOutbox(SUB4.email, /(\d{6})/, emailSentAt));
    await doubleConfirm(page, turnOn, '/account/second-factor/code/enable');
    await expect
      .poll(() => page.getByTestId('second-factor-state').textContent())
      .toContain('email');
    expect(await enabled()).toBe(1);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await field(dialog, 'password').fill(SUB4.newPassword);
    await doubleConfirm(page, confirm, '/account/second-factor/disable');
    await expect
      .poll(() => page.getByTestId('second-factor-state').textContent())
      .toContain('Off:');
    expect(await disabled()).toBe(1);

    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const secret = dialog.getByTestId('totp-secret');
    await secret.waitFor();
    await field(dialog, 'code').fill(totpOf(await secret.inputValue()).generate());
    await doubleConfirm(page, turnOn, '/account/second-factor/totp/enable');
    await dialog.getByTestId('recovery-codes').waitFor();
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    expect(await enabled()).toBe(2);

    const renewals = await auditCount(SUB4.email, 'secondFactor', 'update');
    await page.getByRole('button', { name: 'New recovery codes' }).click();
    await field(dialog, 'password').fill(SUB4.newPassword);
    await doubleConfirm(page, confirm, '/account/second-factor/recovery-codes');
    await dialog.getByTestId('recovery-codes').waitFor();
    expect(await auditCount(SUB4.email, 'secondFactor', 'update')).toBe(renewals + 1);
    await context.close();
  });

  it('submits the company for certification; the operator decision shows on the page', async () => {
    const db = serverDb();
    const demo = await db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    // the demo starts certified; this test walks the way there
    await db.kysely
      .updateTable('accounts')
      .set({ certification_state: 'not_certified' })
      .where('id', '=', demo.id)
      .execute();
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await openInfo(page);
    await field(page, 'registrationNo').waitFor();
    await page
      .getByTestId('certification-file')
      .setInputFiles({ name: 'licence.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('The document must be a JPG, PNG or PDF file.').waitFor();
    await field(page, 'companyName').fill('Demo Trading Ltd.');
    await field(page, 'registrationNo').fill('HK/123');
    await field(page, 'companyAddress').fill('18 Harbour Road, Hong Kong');
    await field(page, 'contactName').fill('Demo Admin');
    await page.getByTestId('certification-file').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer('licence', { width: 300 }),
    });
    await page.getByText('licence.png').waitFor();
    await page.getByRole('button', { name: 'Submit for certification' }).click();
    await page.getByText('Use letters, digits, spaces and dashes only.').waitFor();
    await field(page, 'registrationNo').fill('HK-12345678');
    await page.getByRole('button', { name: 'Submit for certification' }).click();
    await page.getByText('Your submission is being reviewed.', { exact: false }).waitFor();
    await screenshot(page, 'profile-certification-en_US');

    await decideCertification(db, demo.id, {
      approve: false,
      reason: 'The licence is unreadable.',
    });
    await page.reload();
    await page.getByText('Reason: The licence is unreadable.', { exact: false }).waitFor();
    // back to the demo's own state for the other files
    await db.kysely
      .updateTable('accounts')
      .set({ certification_state: 'certified' })
      .where('id', '=', demo.id)
      .execute();
    await page.goto('/control/home');
    await page.getByText('Certified', { exact: true }).first().waitFor();
    await context.close();
  });

  it.each<Lang>(['zh_CN'])('shows the page and the second step in %s', async (lang) => {
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await signIn(page);
    await openInfo(page);
    await page.getByText('登录二次验证').waitFor();
    await pickAvatar(page, 'cat.gif', 'image/gif', Buffer.from('GIF89a'));
    await page.getByText('只能上传 JPG/PNG 文件！').waitFor();
    await screenshot(page, `profile-info-${lang}`);
    await page.getByRole('button', { name: '修改密码' }).click();
    await field(page, 'newPassword').fill('abc');
    await field(page, 'confirmPassword').fill('abd');
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.getByText('两次输入的密码不一致！').waitFor();
    await screenshot(page, `profile-password-${lang}`);

    const signedOut = await newContext(browser, lang);
    const login = await signedOut.newPage();
    await login.goto('/control/login');
    await field(login, 'account').fill(SUB.email);
    await field(login, 'password').fill(SUB.newPassword);
    await login.getByRole('button', { name: '登录' }).click();
    await login.getByRole('heading', { name: '两步验证' }).waitFor();
    await login.getByRole('button', { name: '改用恢复码' }).click();
    await login.getByText('请输入开启此功能时保存的恢复码之一。').waitFor();
    await screenshot(login, `profile-second-step-${lang}`);
    await context.close();
    await signedOut.close();
  });
});

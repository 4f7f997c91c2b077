import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaffRole } from '../../contract/staff';
import { connect, type Db } from '../../server/db/connect';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { makeOrder } from '../../server/lifecycle/seed/orders';
import { createSenderId } from '../../server/modules/senderIds/repo';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { createStaffUser } from '../../server/modules/staff/users';
import { accessibilityProblems, launch, newContext, screenshot, type Lang } from './browser';
import { enroll } from './staffSignIn';

/** Every screen of the staff console, by its path under /staff. */
const DAY_MS = 86_400_000;
/** How a key reads when a screen shows it instead of its words: `sms_verification`, `stripe`. */
const RAW_KEY = /^[a-z]+(_[a-z]+)*$/;
const SCREENS = [
  'accounts',
  'reviews/sender-ids',
  'reviews/offline-payments',
  'money',
  'prices',
  'staff-users',
  'notices',
  'notices/create',
  'jobs',
  'disabled-callbacks',
  'staff-audit-log',
];

describe('staff console screens', { timeout: 300_000 }, () => {
  let browser: Browser;
  let db: Db;
  let demoId: string;
  beforeAll(async () => {
    browser = await launch();
    db = connect(inject('databaseUrl'));
    demoId = (
      await db.kysely
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', DEMO.email)
        .executeTakeFirstOrThrow()
    ).id;
    // a queue with a row whose countries fill their column, for the screens at 390 px
    await createSenderId(db, demoId, {
      name: 'WidthCheck',
      countries: ['GB', 'US', 'DE', 'FR', 'JP'],
      useCase: 'marketing',
    });
  });
  afterAll(async () => {
    await browser.close();
    await db.destroy();
  });

  /** A paid top-up of the demo account at yesterday's UTC noon through each payment method. */
  async function paidYesterday(methods: ('online' | 'offline')[]) {
    const noon = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS / 2;
    await db.kysely
      .insertInto('orders')
      .values(
        methods.map((method) => ({
          ...makeOrder(demoId, demoId, noon, 1),
          financial_type: 'top_up',
          payment_method: method,
          provider: method === 'online' ? 'sandbox' : null,
          status: 'paid',
          audit_status: method === 'online' ? 'none' : 'pass',
          created_at: noon,
          paid_at: noon,
        })),
      )
      .execute();
  }

  /** A staff user of `role` made as an admin or the ops command would, signed in and enrolled. */
  async function staffPage(role: StaffRole, lang: Lang = 'en_US') {
    const email = `${role}-${lang}-${Math.random().toString(36).slice(2, 8)}@console.example`;
    const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, { email, name: '', role });
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await enroll(page, email, oneTimePassword);
    await page.getByRole('menu').first().waitFor();
    return page;
  }

  /** Waits for the screen's calls to answer and its loading indicators to leave. */
  async function settled(page: Page) {
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  }

  async function searchDemo(page: Page) {
    await page.getByRole('menuitem', { name: /^accounts$|^账户$/i }).click();
    await page.getByLabel(/order number|订单号/).fill(DEMO.email);
    await page.getByRole('cell', { name: DEMO.email, exact: true }).click();
    await page.waitForURL(new RegExp(`/staff/accounts/${demoId}/show$`));
  }

  it('support searches an account and opens its page, without money writes', async () => {
    const page = await staffPage('support');
    await searchDemo(page);
    await page.getByRole('heading', { name: 'Wallet (USD)' }).waitFor();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByRole('heading', { name: 'Sub-accounts' }).waitFor();
    expect(await page.getByRole('button', { name: 'Wallet adjustment' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'staff-account-support-en-1440');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('finance posts a wallet adjustment and sees its ledger line', async () => {
    const page = await staffPage('finance', 'zh_CN');
    await searchDemo(page);
    const balance = page.getByTestId('wallet-balance');
    const before = Number((await balance.innerText()).replace(/,/g, ''));
    await page.getByRole('button', { name: '钱包调整' }).click();
    await page.getByLabel('金额（USD）').fill('12.34');
    await page.getByLabel('原因（客户可见）').fill('E2E goodwill credit');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('调整已记入流水。').waitFor();
    await page.getByRole('cell', { name: 'E2E goodwill credit' }).waitFor();
    await expect
      .poll(async () => Number((await balance.innerText()).replace(/,/g, '')))
      .toBeCloseTo(before + 12.34, 2);
    await settled(page);
    await screenshot(page, 'staff-account-finance-zh-1440');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'staff-account-finance-zh-390');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();

    // support reads the account's own audit log, which names the platform as its customer does
    const support = await staffPage('support', 'zh_CN');
    await searchDemo(support);
    await support
      .getByRole('row')
      .filter({ hasText: '钱包 · 调整' })
      .filter({ hasText: '平台' })
      .first()
      .waitFor();
    await support.context().close();
  });

  it.each([
    {
      lang: 'en_US',
      whatsapp: 'WhatsApp Business Messaging',
      providers: ['Sandbox (test payments)', 'Offline payment'],
      dayLabel: 'Day',
      dayFormat: /^\d{2}\/\d{2}\/\d{4}$/,
      clear: 'Clear',
      emptyDay: 'MM/DD/YYYY',
    },
    {
      lang: 'zh_CN',
      whatsapp: 'WhatsApp 商业消息',
      providers: ['沙箱（测试支付）', '线下支付'],
      dayLabel: '日期',
      dayFormat: /^\d{4}\/\d{2}\/\d{2}$/,
      clear: '清除',
      emptyDay: '年/月/日',
    },
  ] as const)(
    'finance reads products, providers and message types in words and dates in its language on Money and Prices ($lang)',
    async ({ lang, whatsapp, providers, dayLabel, dayFormat, clear, emptyDay }) => {
      await paidYesterday(['online', 'offline']);
      const page = await staffPage('finance', lang);
      await page.goto('/staff/money');
      await page.getByRole('cell', { name: whatsapp, exact: true }).first().waitFor();
      for (const provider of providers)
        await page.getByRole('cell', { name: provider, exact: true }).waitFor();
      expect(await page.getByRole('cell', { name: RAW_KEY }).count()).toBe(0);
      // dates read in the staff member's language, never in the browser's (mm/dd/yyyy)
      const day = page.getByRole('group', { name: dayLabel, exact: true });
      const dayShown = async () =>
        (await day.locator('.MuiPickersSectionList-root').innerText()).replace(/\s/g, '');
      expect(await dayShown()).toMatch(dayFormat);
      await day.locator('xpath=..').getByRole('button', { name: clear }).click();
      await day.getByRole('spinbutton').first().focus();
      expect(await dayShown()).toBe(emptyDay);
      await page.goto('/staff/prices');
      const names = page.locator('tbody td.column-productName');
      await names.first().waitFor();
      const shown = [
        ...(await names.allInnerTexts()),
        ...(await page.locator('tbody td.column-messageType').allInnerTexts()),
      ];
      expect(shown.length).toBeGreaterThan(10);
      expect(shown.filter((name) => RAW_KEY.test(name.trim()))).toEqual([]);
      await page.context().close();
    },
  );

  it.each([
    {
      lang: 'en_US',
      notice: ['Title', 'Content (HTML)', 'Chinese title', 'Chinese content (HTML)', 'Publish'],
      required: 'Required',
      price: ['Set a price', 'Product key', 'Country code', 'Message type', 'Unit price (USD)'],
      priceWhy: 'Enter a unit price in USD with at most 6 decimal places, such as 0.0050',
      save: 'Save',
      creditLimit: ['Credit limit', 'Credit limit (USD)'],
      centsWhy: 'Use at most 2 decimal places, such as 10.25',
    },
    {
      lang: 'zh_CN',
      notice: ['标题', '内容（HTML）', '中文标题', '中文内容（HTML）', '发布'],
      required: '必填',
      price: ['设置价格', '产品标识', '国家代码', '消息类型', '单价（USD）'],
      priceWhy: '请输入以 USD 计的单价，最多 6 位小数，例如 0.0050',
      save: '保存',
      creditLimit: ['信用额度', '信用额度（USD）'],
      centsWhy: '最多两位小数，例如 10.25',
    },
  ] as const)(
    'a form the server refuses marks the field it names, with why ($lang)',
    async ({ lang, notice, required, price, priceWhy, save, creditLimit, centsWhy }) => {
      const [title, content, titleZh, contentZh, publish] = notice;
      const admin = await staffPage('admin', lang);
      await admin.goto('/staff/notices/create');
      await admin.getByLabel(title, { exact: true }).fill('Field check');
      await admin.getByLabel(content, { exact: true }).fill('<p>Body</p>');
      await admin.getByLabel(titleZh, { exact: true }).fill('字段检查');
      await admin.getByRole('button', { name: publish }).click();
      const missing = admin.getByLabel(contentZh, { exact: true });
      await expect.poll(() => missing.getAttribute('aria-invalid')).toBe('true');
      await admin.getByText(required, { exact: true }).waitFor();
      await admin.context().close();

      const finance = await staffPage('finance', lang);
      await finance.goto('/staff/prices');
      const [setPrice, productKey, countryCode, messageType, unitPrice] = price;
      await finance.getByRole('button', { name: setPrice }).click();
      const dialog = finance.getByRole('dialog');
      await dialog.getByLabel(productKey).fill('whatsapp');
      await dialog.getByLabel(countryCode).fill('US');
      await dialog.getByLabel(messageType).fill('marketing');
      await dialog.getByLabel(unitPrice).fill('0.1234567');
      await dialog.getByRole('button', { name: save }).click();
      await dialog.getByText(priceWhy).waitFor();
      expect(await dialog.getByLabel(unitPrice).getAttribute('aria-invalid')).toBe('true');
      await dialog.getByLabel(unitPrice).fill('0.05');
      expect(await dialog.getByText(priceWhy).count()).toBe(0);
      await finance.keyboard.press('Escape');

      await searchDemo(finance);
      await finance.getByRole('button', { name: creditLimit[0], exact: true }).click();
      const limit = finance.getByRole('dialog').getByLabel(creditLimit[1]);
      await limit.fill('1.234');
      await finance.getByRole('dialog').getByRole('button', { name: save }).click();
      await finance.getByRole('dialog').getByText(centsWhy).waitFor();
      await finance.context().close();
    },
  );

  it.each([
    ['en_US', 'Copy the key'],
    ['zh_CN', '复制密钥'],
  ] as const)(
    'shows the authenticator key whole and copyable on a phone, in %s',
    async (lang, copy) => {
      const email = `key-${lang}-${Math.random().toString(36).slice(2, 8)}@console.example`;
      const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, {
        email,
        name: '',
        role: 'support',
      });
      const page = await (await newContext(browser, lang)).newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/staff/login');
      await page.getByLabel(/email|邮箱/i).fill(email);
      await page.getByLabel(/^password|^密码/i).fill(oneTimePassword);
      await page.getByRole('button', { name: /sign in|登录/i }).click();
      const key = page.getByTestId('staff-secret');
      await key.waitFor();
      expect(await key.inputValue()).toMatch(/^[A-Z2-7]{16,}$/);
      const whole = await key.evaluate(
        (field) =>
          field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight,
      );
      expect(whole).toBe(true);
      await page.getByRole('button', { name: copy }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('an admin creates a staff user and sees the one-time password once', async () => {
    const page = await staffPage('admin');
    await page.getByRole('menuitem', { name: 'Staff users' }).click();
    await page.getByRole('button', { name: 'New staff user' }).click();
    await page.getByLabel('Email').fill('new-support@console.example');
    await page.getByRole('button', { name: 'Create' }).click();
    const password = await page.getByTestId('generated-password').innerText();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'staff-users-password-en-1440');
    await page.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('cell', { name: 'new-support@console.example', exact: true })
      .first()
      .waitFor();
    const created = await db.kysely
      .selectFrom('staff_users')
      .select('role')
      .where('email', '=', 'new-support@console.example')
      .executeTakeFirstOrThrow();
    expect(created.role).toBe('support');
    // the staff audit log names what was done, in words, and filters by it
    await page.getByRole('menuitem', { name: 'Staff audit log' }).click();
    await page.getByRole('cell', { name: 'Staff user created' }).first().waitFor();
    await page.context().close();
  });

  it('an admin previews a notice in both languages, publishes it and withdraws it', async () => {
    const page = await staffPage('admin');
    await page.goto('/staff/notices/create');
    await page.getByLabel('Title', { exact: true }).fill('Maintenance on Sunday');
    await page
      .getByLabel('Content (HTML)', { exact: true })
      .fill('<p>Sending pauses <b>5 minutes</b>.</p><script>x</script>');
    await page.getByLabel('Chinese title').fill('周日维护');
    await page.getByLabel('Chinese content (HTML)').fill('<p>暂停发送 5 分钟。</p>');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('As Chinese readers see it').waitFor();
    await page.getByText('周日维护', { exact: true }).waitFor();
    await page.locator('main p', { hasText: 'Sending pauses' }).waitFor();
    // the preview is what readers get: sanitised
    expect(await page.locator('main script').count()).toBe(0);
    await screenshot(page, 'staff-notice-preview-en-1440');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The notice is published to every account.').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Maintenance on Sunday' });
    await row.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The notice is withdrawn.').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();
  });

  it.each(['en_US', 'zh_CN'] as const)(
    'shows every staff screen at 1440 and 390 px in %s with nothing serious for axe',
    async (lang) => {
      const page = await staffPage('admin', lang);
      for (const screen of [...SCREENS, `accounts/${demoId}/show`]) {
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
          await page.goto(`/staff/${screen}`);
          await page.getByRole('main').waitFor();
          await settled(page);
          // a list is judged with its rows (or its empty state), not while it waits for the role
          if (await page.locator('.list-page').count())
            await page
              .locator('.list-page tbody tr, [data-testid="empty-list"], .RaList-noResults')
              .first()
              .waitFor();
          const name = screen.replace(/\//g, '-').replace(demoId, 'demo');
          await screenshot(page, `staff-${name}-${lang === 'en_US' ? 'en' : 'zh'}-${width}`);
          expect(await accessibilityProblems(page), `${screen} at ${width}`).toEqual([]);
        }
      }
      await page.context().close();
    },
  );

  it.each([
    ['en_US', 'Nothing here', 'Not for your role'],
    ['zh_CN', '此处没有内容', '您的角色无权使用'],
  ] as const)(
    'unknown addresses and ids say so in staff words, and a role sees which screens are not its own, in %s',
    async (lang, missing, noAccess) => {
      const short = lang === 'en_US' ? 'en' : 'zh';
      const admin = await staffPage('admin', lang);
      for (const path of [
        'anything',
        'accounts/no-such-account/show',
        'reviews/sender-ids/none/show',
      ]) {
        await admin.goto(`/staff/${path}`);
        await admin.getByRole('heading', { name: missing }).waitFor();
        await settled(admin);
        // the page says it: no error toast on top of it
        expect(await admin.locator('.MuiSnackbar-root').count(), path).toBe(0);
      }
      for (const width of [1440, 390]) {
        await admin.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await settled(admin);
        await screenshot(admin, `staff-missing-${short}-${width}`);
        expect(await accessibilityProblems(admin)).toEqual([]);
      }
      await admin.context().close();

      const reviewer = await staffPage('reviewer', lang);
      for (const path of ['jobs', 'money', 'accounts']) {
        await reviewer.goto(`/staff/${path}`);
        await reviewer.getByRole('heading', { name: noAccess }).waitFor();
        await settled(reviewer);
        // nothing failed: the screen is simply not the role's, and no error toast says otherwise
        expect(await reviewer.locator('.MuiSnackbar-root').count(), path).toBe(0);
      }
      expect(await reviewer.getByText(/main account|主账户/).count()).toBe(0);
      for (const width of [1440, 390]) {
        await reviewer.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await screenshot(reviewer, `staff-no-access-${short}-${width}`);
        expect(await accessibilityProblems(reviewer)).toEqual([]);
      }
      await reviewer.context().close();
    },
  );

  it.each([
    ['en_US', 'Loading'],
    ['zh_CN', '加载中'],
  ] as const)('a screen still loading names its progress bar, in %s', async (lang, loading) => {
    const support = await staffPage('support', lang);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await support.route(`**/om/staff/v1/accounts/${demoId}`, async (route) => {
      await held;
      await route.continue();
    });
    await support.goto(`/staff/accounts/${demoId}/show`);
    const bar = support.getByRole('progressbar', { name: loading, exact: true });
    await bar.waitFor();
    expect(await accessibilityProblems(support)).toEqual([]);
    release();
    await bar.waitFor({ state: 'detached' });
    await support.context().close();
  });

  it.each([
    ['en_US', ['Overview', 'Review queues', 'Needs attention', 'Sender IDs', 'Failed jobs']],
    ['zh_CN', ['概览', '审核队列', '需要处理', '发送方 ID', '失败的任务']],
  ] as const)(
    'the landing page shows the queues with their counts and what needs attention, in %s',
    async (lang, [title, queues, attention, senderIds, failedJobs]) => {
      const short = lang === 'en_US' ? 'en' : 'zh';
      const count = async (query: Promise<{ n: number | string | bigint }>) =>
        String((await query).n);
      const pendingSenderIds = await count(
        db.kysely
          .selectFrom('sender_ids')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow(),
      );
      const failed = await count(
        db.kysely
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', 'failed')
          .executeTakeFirstOrThrow(),
      );
      const page = await staffPage('admin', lang);
      await page.goto('/staff');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('heading', { name: queues }).waitFor();
      await page.getByRole('heading', { name: attention }).waitFor();
      const main = page.getByRole('main');
      await main
        .getByRole('link', { name: new RegExp(`^${senderIds}\\s*${pendingSenderIds}$`) })
        .waitFor();
      await main.getByRole('link', { name: new RegExp(`^${failedJobs}\\s*${failed}$`) }).click();
      await page.waitForURL(/\/staff\/jobs/);
      await page.goBack();
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await settled(page);
        await screenshot(page, `staff-home-${short}-${width}`);
        expect(await accessibilityProblems(page)).toEqual([]);
      }
      await page.context().close();

      // a reviewer sees the queues it works, and nothing of operations
      const reviewer = await staffPage('reviewer', lang);
      await reviewer.goto('/staff');
      await reviewer.getByRole('heading', { name: queues }).waitFor();
      await reviewer
        .getByRole('main')
        .getByRole('link', { name: new RegExp(senderIds) })
        .waitFor();
      expect(await reviewer.getByRole('heading', { name: attention }).count()).toBe(0);
      await reviewer.context().close();
    },
  );

  it.each([
    [
      'en_US',
      'Wallet adjustment',
      /Debit/,
      'Amount (USD)',
      'Post',
      /available limit of [\d,.]+ USD/,
    ],
    ['zh_CN', '钱包调整', /扣款/, '金额（USD）', '提交', /可用额度 [\d,.]+ USD/],
  ] as const)(
    'a debit beyond the available limit is explained in staff words, in %s',
    async (lang, adjust, debit, amount, post, explained) => {
      const page = await staffPage('finance', lang);
      await searchDemo(page);
      await page.getByRole('button', { name: adjust }).click();
      await page.getByRole('dialog').getByRole('combobox').first().click();
      await page.getByRole('option', { name: debit }).click();
      await page.getByLabel(amount).fill('999999.00');
      await page.getByLabel(/reason|原因/i).fill('E2E debit beyond the limit');
      await page.getByRole('button', { name: post }).click();
      await page.getByText(explained).first().waitFor();
      expect(await page.getByText(/top up first|请先充值/i).count()).toBe(0);
      const short = lang === 'en_US' ? 'en' : 'zh';
      await screenshot(page, `staff-debit-beyond-${short}-1440`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `staff-debit-beyond-${short}-390`);
      await page.context().close();
    },
  );
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyType } from '../../contract/apiKeys';
import { RESOURCES } from '../../src/resources/registry';
import { invoiceUrl } from '../../src/paths/billing';
import { apiKeyEditUrl } from '../../src/paths/devtools';
import { noticeUrl } from '../../src/paths/notice';
import { editUrl, permissionUrl } from '../../src/paths/users';
import {
  OFFLINE_PAYMENT_PATH,
  PAY_TIMEOUT_PATH,
  TOP_UP_FAIL_PATH,
  TOP_UP_SUCCESS_PATH,
  resultUrl,
} from '../../src/paths/wallet';
import { areasEn } from '../../messages/areas.en_US';
import { areasZh } from '../../messages/areas.zh_CN';
import { launch, newContext, screenshot, signIn, type Lang } from './browser';

const MISSING = 'Whoa, Page does not exist.';
const UNKNOWN = 'unknown-0';
/** "Within a second", with room for a lazily loaded screen on a busy machine. */
const PROMPTLY = 1_500;

/** Every screen of one record: each declared resource's detail, and the spec's own routes. */
const RECORD_ROUTES = [
  ...RESOURCES.filter((def) => def.api.one).map((def) => `/${def.name}/${UNKNOWN}/show`),
  invoiceUrl(UNKNOWN),
  noticeUrl(UNKNOWN),
  editUrl('account', UNKNOWN),
  editUrl('role', UNKNOWN),
  permissionUrl(UNKNOWN),
  ...apiKeyType.options.map((type) => apiKeyEditUrl(type, UNKNOWN)),
  ...[TOP_UP_SUCCESS_PATH, TOP_UP_FAIL_PATH, PAY_TIMEOUT_PATH, OFFLINE_PAYMENT_PATH].map((path) =>
    resultUrl(path, UNKNOWN),
  ),
];

/** Moves inside the loaded console as a link would, without reloading the page. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', `/control${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('no dead ends', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('walks routes of every kind of record', () => {
    expect(RECORD_ROUTES.length).toBeGreaterThan(10);
    expect(RECORD_ROUTES).toContain('/sender-ids/unknown-0/show');
  });

  it('shows the missing page within a second for an unknown id, with no action on it', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    const slow: string[] = [];
    for (const path of RECORD_ROUTES) {
      await navigate(page, path);
      const missing = page.getByText(MISSING);
      const shown = await missing
        .waitFor({ timeout: PROMPTLY })
        .then(() => true)
        .catch(() => false);
      if (!shown) {
        slow.push(path);
        continue;
      }
      // the way out is a link home; nothing acts on a record that is not there
      expect(await page.locator('#main-content').getByRole('button').count(), path).toBe(0);
      // the page says it: no error toast on top of it
      expect(await page.locator('.MuiSnackbar-root').count(), path).toBe(0);
    }
    expect(slow).toEqual([]);
    await screenshot(page, 'dead-ends-missing-record-en_US');
  });
});

/** Garbage in every parameter a list reads from its address. */
const GARBAGE_LIST_QUERY = `?${new URLSearchParams({
  filter: '{"status":"sideways","createdFrom":"2026-99-99","q":42',
  sort: 'nope',
  order: 'sideways',
  page: 'abc',
  perPage: '99999',
}).toString()}`;

describe('an address with garbage in its parameters opens the default view, the rest kept', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('the usage explorer mends a bad date and an unknown grouping and keeps the split', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.goto('/control/billing/usage?splitBy=country');
    const from = page.locator('input[name="from"]');
    await expect.poll(() => from.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const defaultFrom = await from.inputValue();
    const defaultTo = await page.locator('input[name="to"]').inputValue();

    await page.goto(
      '/control/billing/usage?from=2026-99-99&to=yesterday&groupBy=century&splitBy=country',
    );
    await page.getByTestId('usage-summary').waitFor();
    expect(await from.inputValue()).toBe(defaultFrom);
    expect(await page.locator('input[name="to"]').inputValue()).toBe(defaultTo);
    expect(await page.locator('input[name="groupBy"]').inputValue()).toBe('day');
    expect(await page.locator('input[name="splitBy"]').inputValue()).toBe('country');
    expect(await page.locator('.Mui-error').count()).toBe(0);
    await screenshot(page, 'dead-ends-usage-garbage-en_US');
  });

  it('the pricing page opens its first tab for an unknown one', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.goto('/control/pricing?tab=century');
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent())
      .toMatch(/WhatsApp/);
  });

  it('every list opens with its rows or its empty state, and no error', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    const lists = RESOURCES.filter((def) => def.api.list && def.menu);
    expect(lists.length).toBeGreaterThan(5);
    const stuck: string[] = [];
    for (const def of lists) {
      await page.goto(`/control/${def.name}${GARBAGE_LIST_QUERY}`);
      const answered = page.locator('tbody tr, [data-testid="empty-list"]').first();
      const shown = await answered
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      const errors = await page.getByTestId('list-error').count();
      if (!shown || errors > 0) {
        stuck.push(def.name);
        await screenshot(page, `dead-ends-stuck-${def.name.replaceAll('/', '-')}`);
      }
    }
    expect(stuck).toEqual([]);
  });
});

describe('an empty list says what it is for and offers its first action', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  const EMPTY_TEXT: Record<Lang, string> = {
    en_US: areasEn.app.emptyLists['sender-ids'],
    zh_CN: areasZh.app.emptyLists['sender-ids'],
  };

  for (const lang of ['en_US', 'zh_CN'] as const)
    for (const width of [1440, 390])
      it(`in ${lang} at ${width} px`, async () => {
        const page = await (await newContext(browser, lang)).newPage();
        await page.setViewportSize({ width, height: 900 });
        await signIn(page);
        // whatever other tests registered, this account's list answers empty
        await page.route(/\/om\/api\/v1\/sender-ids\?/, (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              code: '000000',
              message: 'success',
              data: { list: [], total: 0, totalCapped: false },
            }),
          }),
        );
        await page.goto('/control/sender-ids');
        const empty = page.getByTestId('empty-list');
        await empty.getByText(EMPTY_TEXT[lang]).waitFor();
        expect(await empty.getByRole('link').count()).toBe(1);
        await screenshot(page, `dead-ends-empty-list-${lang}-${width}`);
      });
});

describe('the avatar', () => {
  it('is asked once per page load, and "no avatar" is no error', async () => {
    const browser = await launch();
    try {
      const page = await (await newContext(browser)).newPage();
      await signIn(page);
      const answers: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/om/api/v1/account/avatar')) answers.push(response.status());
      });
      await page.goto('/control/info');
      await page.waitForLoadState('networkidle');
      expect(answers.length).toBeLessThanOrEqual(1);
      expect(answers.filter((status) => status >= 400)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

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
import { launch, newContext, screenshot, signIn } from './browser';

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
    }
    expect(slow).toEqual([]);
    await screenshot(page, 'dead-ends-missing-record-en_US');
  });
});

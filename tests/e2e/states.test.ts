import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { launch, newContext, screenshot, signIn } from './browser';

/** Client-side navigation fires no load event: poll the address instead. */
const at = (page: Page, pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(pattern);

const MISSING = 'Whoa, Page does not exist.';
const INVALID = 'Some fields are not valid';

/** Where react-admin's store keeps a list's state between visits. */
const LIST_STATE = (resource: string) => `RaStoreOmConsole.${resource}.listParams`;

describe('no state a person can get stuck in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('drops a saved or typed list filter the list call refuses, and restores a required range', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.goto('/control/billing/bill-details');
    const from = page.locator('input[name="monthFrom"]');
    await expect.poll(() => from.inputValue()).toMatch(/^\d{4}-\d{2}$/);
    const defaultFrom = await from.inputValue();
    await page.locator('tbody tr').first().waitFor();

    // a broken state saved by an earlier visit (a bad month, a country typed by name)
    await page.evaluate((storeKey) => {
      const broken = {
        sort: 'amount',
        order: 'DESC',
        page: 3,
        perPage: 25,
        filter: { monthFrom: '2026-13', monthTo: 'soon', country: 'Philippines' },
      };
      window.localStorage.setItem(storeKey, JSON.stringify(broken));
    }, LIST_STATE('billing/bill-details'));
    await page.goto('/control/billing/bill-details');
    await expect.poll(() => from.inputValue()).toBe(defaultFrom);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByText(INVALID).count()).toBe(0);

    // "Clear filters" on an empty result keeps the month range the list needs
    await page.goto(
      `/control/billing/bill-details?filter=${encodeURIComponent(
        JSON.stringify({ monthFrom: defaultFrom, monthTo: defaultFrom, country: 'AQ' }),
      )}`,
    );
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => from.inputValue()).toBe(defaultFrom);
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByText(INVALID).count()).toBe(0);
    await screenshot(page, 'states-bill-details-recovered-en_US');
  });

  it('shows the missing page for unknown ids and for unknown paths under a known list', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    for (const path of [
      '/control/api-key/nope/deeper',
      '/control/billing/order/nope/deeper',
      '/control/billing/order/nope/show',
      '/control/sender-ids/nope/show',
      '/control/notice/detail?id=nope',
      '/control/billing/invoice/detail?id=nope',
      '/control/api-key/callback-setting/fax',
    ]) {
      await page.goto(path);
      await page.getByText(MISSING).waitFor();
      // a way back
      await page.getByRole('link', { name: 'Go Home' }).waitFor();
    }
    await screenshot(page, 'states-missing-en_US');
  });

  it('lets no error toast outlive its cause: a later success or another screen clears it', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/control/login');
    // typing can start at once: the first field has the focus
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('account');
    await page.getByLabel('Email or phone').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const wrong = page.getByText('The account or password is incorrect.');
    await wrong.waitFor();
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await at(page, /\/control\/home/);
    await expect.poll(() => wrong.count()).toBe(0);

    // a refused save, then another screen: the refusal does not follow
    await page.goto('/control/users/edit?type=role');
    await page.getByRole('heading', { name: 'New role', level: 1 }).waitFor();
    await page.locator('[name="name"]').fill('Finance');
    await page.getByRole('button', { name: 'Save' }).click();
    const taken = page.getByRole('alert').filter({ hasText: 'already exists' });
    await taken.first().waitFor();
    await page.getByRole('menuitem', { name: 'Order details' }).click();
    await at(page, /\/control\/billing\/order/);
    await expect.poll(() => taken.count()).toBe(0);
    // a field error is shown once, under its field, without a generic toast
    await page.goto('/control/users/edit?type=role');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').first().waitFor();
    expect(await page.getByText('The form is not valid').count()).toBe(0);
  });
});

describe('layout of the top-up screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('keeps the buying form above the fold at 1440 × 900, with the ledger one click away', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/control/home/topUp');
    const pay = page.locator('form button[type="submit"]');
    await pay.waitFor();
    const box = await pay.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(900);
    const recent = page.getByRole('heading', { name: 'Recent wallet activity' }).locator('../..');
    await expect
      .poll(() => recent.locator('tbody .RaDataTable-row').count(), { timeout: 15_000 })
      .toBe(3);
    await screenshot(page, 'states-top-up-fold-en_US');
    await page.getByRole('link', { name: 'All entries' }).click();
    await page.waitForURL(/\/control\/billing\/ledger/);
    await expect.poll(() => page.locator('tbody .RaDataTable-row').count()).toBeGreaterThan(3);
  });
});

describe('lists on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('folds all filters but the first behind a button that counts the ones set', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/control/billing/order?filter=%7B%22status%22%3A%22paid%22%7D');
    await page.locator('.RaDataTable-row').first().waitFor();
    const orderNo = page.getByRole('textbox', { name: 'Order number' });
    const status = page.getByRole('combobox', { name: 'Order status' });
    await expect.poll(() => orderNo.isVisible()).toBe(true);
    expect(await status.isVisible()).toBe(false);
    // the first rows are on the first screen
    const firstRow = await page.locator('.RaDataTable-row').first().boundingBox();
    expect(firstRow && firstRow.y + firstRow.height).toBeLessThanOrEqual(844);

    await page.getByRole('button', { name: 'More filters (1 set)' }).click();
    await expect.poll(() => status.isVisible()).toBe(true);
    await screenshot(page, 'states-phone-filters-open-en_US');
    await page.getByRole('button', { name: 'Fewer filters' }).click();
    await expect.poll(() => status.isVisible()).toBe(false);
  });
});

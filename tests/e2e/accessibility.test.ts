import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  launch,
  newContext,
  screenshot,
  signIn,
  type Lang,
} from './browser';

/** The screens a person spends time on, each with something of its own to wait for. */
const SCREENS: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/control/home', (page) => page.getByText('Demo Admin').first().waitFor()],
  ['/control/billing/order', (page) => page.locator('.RaDataTable-row').first().waitFor()],
  ['/control/billing/bill', (page) => page.locator('.RaDataTable-row').first().waitFor()],
  ['/control/billing/usage', (page) => page.locator('main').first().waitFor()],
  ['/control/home/topUp', (page) => page.locator('form button[type="submit"]').waitFor()],
  ['/control/api-key', (page) => page.locator('.RaDataTable-row').first().waitFor()],
  ['/control/api-key/callback-setting', (page) => page.locator('main').first().waitFor()],
  ['/control/sender-ids/create', (page) => page.locator('[name="name"]').waitFor()],
  ['/control/users/accounts', (page) => page.locator('main').first().waitFor()],
  ['/control/info', (page) => page.locator('[name="name"]').waitFor()],
  ['/control/account/audit-log', (page) => page.locator('.RaDataTable-row').first().waitFor()],
  ['/control/notice', (page) => page.locator('main').first().waitFor()],
  ['/control/pricing', (page) => page.locator('main').first().waitFor()],
];

/** Every list with rows in the demo account. */
const LISTS = [
  '/control/billing/order',
  '/control/billing/bill',
  '/control/billing/bill-details',
  '/control/billing/invoice',
  '/control/api-key',
  '/control/api-key/callback-setting',
  '/control/users/accounts',
  '/control/users/roles',
  '/control/account/audit-log',
  '/control/notice',
];

/**
 * What keeps a list from fitting its screen: a table wider than its card, and each text of a
 * cell broken onto a second line (text too long for its column ends in "…" instead).
 */
const unfitTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      const problems: string[] = [];
      const card = table.closest<HTMLElement>('.RaList-content, .MuiTableContainer-root');
      if (card && card.scrollWidth > card.clientWidth)
        problems.push(`the table is ${card.scrollWidth - card.clientWidth} px wider than its card`);
      for (const cell of table.querySelectorAll('tbody td')) {
        const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          if (!text.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`"${text.textContent.trim()}" wraps`);
        }
      }
      return problems;
    }),
  );

const TOUCH_TARGET_PX = 44;

/**
 * Controls a finger must hit on a phone, smaller than 44 × 44 px (a link inside a sentence is
 * exempt, as WCAG's target-size rule says).
 */
const smallTouchTargets = (page: Page) =>
  page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // a skip link waits above the page until it has the focus
      if (box.width === 0 || box.bottom <= 0 || control.closest('[aria-hidden="true"]')) continue;
      if (control.tagName === 'A' && control.closest('p, li')?.textContent !== control.textContent)
        continue;
      // an input's target is its whole field or its clickable label
      const target =
        control.closest('.MuiInputBase-root, .MuiSwitch-root, label, .MuiChip-root') ?? control;
      const area = target.getBoundingClientRect();
      if (area.width < minimum || area.height < minimum)
        small.push(
          `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}" is ${Math.round(area.width)}×${Math.round(area.height)} px`,
        );
    }
    return small;
  }, TOUCH_TARGET_PX);

/** Lets lists and charts settle (their loading bars and fades are not the screen). */
const settle = (page: Page) => page.waitForLoadState('networkidle').catch(() => undefined);

describe('accessibility (axe-core, WCAG 2.1 AA) and layout: no serious or critical problem', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('on the login page, in both languages', async () => {
    for (const lang of ['en_US', 'zh_CN'] as Lang[]) {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.goto('/control/login');
      await page
        .getByRole('button', { name: /sign in|登录/i })
        .first()
        .waitFor();
      expect(await accessibilityProblems(page), lang).toEqual([]);
      await context.close();
    }
  });

  it.each([
    ['en_US', 1440],
    ['zh_CN', 1440],
    ['en_US', 390],
    ['zh_CN', 390],
  ] as [Lang, number][])(
    'on every main screen in %s at %i px, and no page wider than the window',
    async (lang, width) => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      const problems: string[] = [];
      for (const [path, ready] of SCREENS) {
        await page.goto(path);
        await ready(page);
        await settle(page);
        problems.push(
          ...(await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`),
        );
        // tables scroll inside their card; the page itself never scrolls sideways
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0)
          problems.push(`${path}: the page is ${overflow} px wider than the window`);
        const titleCut = await page
          .locator('#react-admin-title')
          .evaluate((title) => title.scrollWidth > title.clientWidth);
        if (titleCut) problems.push(`${path}: the page title is cut`);
        if (width < 600)
          problems.push(...(await smallTouchTargets(page)).map((target) => `${path}: ${target}`));
        const name = path.replace('/control/', '').replace(/\//g, '-');
        await screenshot(page, `screen-${name}-${lang}-${width}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each<Lang>(['en_US', 'zh_CN'])(
    'fits every list into 1280 px in %s, each cell on one line',
    async (lang) => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page);
      const problems: string[] = [];
      for (const path of LISTS) {
        await page.goto(path);
        await page.locator('table tbody tr').first().waitFor();
        await settle(page);
        problems.push(...(await unfitTables(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('keeps, on a phone, the first column and the row actions of a wide list in view', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const problems: string[] = [];
    let wide = 0;
    for (const path of LISTS) {
      await page.goto(path);
      await page.locator('table tbody tr').first().waitFor();
      await settle(page);
      const seen = await page.evaluate(() => {
        const card = document.querySelector<HTMLElement>('.RaList-content');
        const row = card?.querySelector('tbody tr');
        if (!card || !row || card.scrollWidth <= card.clientWidth) return null;
        card.scrollLeft = (card.scrollWidth - card.clientWidth) / 2;
        const box = card.getBoundingClientRect();
        const heading = card.querySelector('thead tr');
        const inView = (cell: Element | null | undefined, side: 'left' | 'right') =>
          !!cell &&
          (side === 'left'
            ? cell.getBoundingClientRect().left >= box.left - 1
            : cell.getBoundingClientRect().right <= box.right + 1);
        const actions = row.lastElementChild?.querySelector('button') !== null;
        return {
          first:
            inView(row.firstElementChild, 'left') && inView(heading?.firstElementChild, 'left'),
          actions:
            !actions ||
            (inView(row.lastElementChild, 'right') && inView(heading?.lastElementChild, 'right')),
        };
      });
      if (!seen) continue;
      wide++;
      if (!seen.first) problems.push(`${path}: the first column scrolls out of view`);
      if (!seen.actions) problems.push(`${path}: the row actions scroll out of view`);
    }
    expect(wide).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows where the keyboard focus is, and gives it back when a menu or dialog closes', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/control/users/accounts');
    await page.locator('.RaDataTable-row').first().waitFor();
    const unmarked: string[] = [];
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        // an outlined field marks its focus with its border
        const field = element.closest('.MuiInputBase-root.Mui-focused');
        const marked = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || field;
        return marked
          ? null
          : `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}"`;
      });
      if (focus) unmarked.push(focus);
    }
    expect(unmarked).toEqual([]);

    const remove = page.getByRole('button', { name: /^Delete Finance Team$/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // the focus stays inside the dialog
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => remove.evaluate((button) => button === document.activeElement))
      .toBe(true);

    await page.goto('/control/api-key');
    const actions = page.getByRole('button', { name: /^Actions: / }).first();
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => actions.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await context.close();
  });
});

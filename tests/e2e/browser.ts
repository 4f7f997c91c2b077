import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium';
import { DEMO } from '../../server/db/seed/demo';

export type Lang = 'en_US' | 'zh_CN';

export const baseUrl = () => inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A fresh browser profile whose console language is already chosen. */
export async function newContext(browser: Browser, lang: Lang = 'en_US'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    baseURL: baseUrl(),
  });
  await context.addInitScript((language) => {
    if (!window.localStorage.getItem('langType')) window.localStorage.setItem('langType', language);
  }, lang);
  return context;
}

/** Saves a screenshot of a key screen under test-results/ for a person to look at. */
export function screenshot(page: Page, name: string) {
  return page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage: true });
}

/** Signs in through the login page as a person would. */
export async function signIn(
  page: Page,
  account: string = DEMO.email,
  password: string = DEMO.password,
) {
  await page.goto('/control/login');
  await page
    .getByLabel(/email|邮箱/i)
    .first()
    .fill(account);
  await page
    .getByLabel(/password|密码/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /sign in|登录/i }).click();
  await page.waitForURL(/\/control\/home/);
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium';
import { DEMO } from '../../server/lifecycle/seed/demo';

export type Lang = 'en_US' | 'zh_CN';

export const baseUrl = () => inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * What the browser itself reported as wrong since the last test: errors written to its
 * console (a content security policy violation is one) and uncaught exceptions. Every test
 * ends with none (tests/e2e/setup.ts). The server's 4xx answers are expected by the screens
 * that show them and are not counted; a test that provokes anything else says so with
 * `expectBrowserProblem`.
 */
const problems: string[] = [];
const expected: RegExp[] = [];
const ANSWERED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

function report(problem: string, url = '') {
  if (ANSWERED_4XX.test(problem)) return;
  const index = expected.findIndex((pattern) => pattern.test(problem));
  if (index >= 0) expected.splice(index, 1);
  else problems.push(`${url}: ${problem}`);
}

/** The next browser problem matching `pattern` is what the test provokes, not a defect. */
export function expectBrowserProblem(pattern: RegExp) {
  expected.push(pattern);
}

/** The problems reported since the last call, which also forgets what was expected. */
export function takeBrowserProblems(): string[] {
  expected.length = 0;
  return problems.splice(0);
}

/** A fresh browser profile whose console language is already chosen. */
export async function newContext(browser: Browser, lang: Lang = 'en_US'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    baseURL: baseUrl(),
  });
  context.on('console', (message) => {
    if (message.type() === 'error') report(message.text(), message.page()?.url());
  });
  context.on('weberror', (error) =>
    report(`${error.page()?.url() ?? ''}: ${error.error().message}`),
  );
  await context.addInitScript((language) => {
    if (window.location.protocol !== 'http:') return;
    if (!window.localStorage.getItem('langType')) window.localStorage.setItem('langType', language);
  }, lang);
  return context;
}

/**
 * Saves a screenshot of a key screen under test-results/ for a person to look at, with
 * transitions run to their end (no dialog caught fading in).
 */
export function screenshot(page: Page, name: string) {
  return page.screenshot({
    path: path.join('test-results', `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
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

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is and returns the serious and
 * critical violations, each as "rule: help (selectors)", for a test to expect none.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // evaluated through the browser's debugging protocol: the console's CSP refuses inline scripts
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** No part of the page wider than the screen: nothing scrolls sideways. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

import { chromium, type Browser } from 'playwright-core';
import { DEMO } from '../server/lifecycle/seed/demo';
import { CHROMIUM_ARGS } from '../scripts/chromium';
import { median } from './stats';

const RUNS = 5;

export interface TimingRow {
  step: 'login form visible' | 'sign-in → home interactive' | 'orders → 25 rows';
  medianMs: number;
  runsMs: number[];
}

const orderRows = 'table tbody tr:has-text("OM")';

/** One cold visit (fresh context, empty cache): the three steps timed from the browser's side. */
async function visit(browser: Browser, baseUrl: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  try {
    const page = await context.newPage();
    let started = Date.now();
    await page.goto(`${baseUrl}/control/login`, { waitUntil: 'commit' });
    const account = page.getByLabel(/email/i).first();
    await account.waitFor();
    const login = Date.now() - started;

    await account.fill(DEMO.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(DEMO.password);
    started = Date.now();
    await page.getByRole('button', { name: /sign in/i }).click();
    // home is interactive when its account card shows and the menu answers
    await page.getByText('Demo Admin').first().waitFor();
    await page.getByRole('menuitem', { name: 'Order details' }).waitFor();
    const home = Date.now() - started;

    started = Date.now();
    await page.getByRole('menuitem', { name: 'Order details' }).click();
    await page.locator(orderRows).nth(24).waitFor();
    const orders = Date.now() - started;
    return [login, home, orders];
  } finally {
    await context.close();
  }
}

/** Playwright timings of the console's first screens, median of five cold visits. */
export async function measureTimings(baseUrl: string, chromiumPath: string): Promise<TimingRow[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    await visit(browser, baseUrl); // warms the server, not the browser (new context each time)
    const runs: number[][] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, baseUrl));
    const steps = ['login form visible', 'sign-in → home interactive', 'orders → 25 rows'] as const;
    return steps.map((step, index) => {
      const values = runs.map((r) => r[index]);
      return {
        step,
        medianMs: median(values),
        runsMs: values,
      };
    });
  } finally {
    await browser.close();
  }
}

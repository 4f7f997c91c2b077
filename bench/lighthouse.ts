import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { TOKEN_KEY } from '../contract';
import { CHROMIUM_ARGS } from '../scripts/chromium';
import { freePort } from '../scripts/server-process';

const RUNS = 3;

export interface LighthouseRow {
  page: 'login' | 'home';
  preset: 'mobile' | 'desktop';
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse; no network beyond loopback. */
async function launchChromium(chromiumPath: string) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * Lighthouse's performance category for the login page and, signed in, for home; mobile
 * and desktop presets; the median of three runs of each. Home keeps the session in
 * localStorage (storage is not reset) but starts with an empty HTTP cache like a first visit.
 */
export async function measureLighthouse(
  baseUrl: string,
  chromiumPath: string,
  token: string,
): Promise<LighthouseRow[]> {
  const browser = await launchChromium(chromiumPath);
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = cdp.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    const rows: LighthouseRow[] = [];
    for (const target of ['login', 'home'] as const) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: LighthouseRow[] = [];
        // a run Lighthouse could not trace (e.g. NO_NAVSTART on a busy machine) is run again,
        // not counted as a score of 0
        for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
          await page.goto(`${baseUrl}/control/login`);
          await page.evaluate(
            ([key, value]) =>
              value ? window.localStorage.setItem(key, value) : window.localStorage.clear(),
            [TOKEN_KEY, target === 'home' ? token : ''],
          );
          const session = await context.newCDPSession(page);
          await session.send('Network.clearBrowserCache');
          await session.detach();
          const result = await lighthouse(
            `${baseUrl}/control/${target}`,
            {
              port: browser.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: target === 'home',
            },
            preset === 'desktop' ? (desktopConfig as Config) : undefined,
          );
          if (!result) throw new Error('Lighthouse returned no result');
          const { lhr } = result;
          if (!lhr.finalDisplayedUrl.includes(`/control/${target}`)) {
            throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${target}`);
          }
          if (lhr.runtimeError) {
            console.log(`  ${target} ${preset}: run failed (${lhr.runtimeError.code}), again`);
            continue;
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          runs.push({
            page: target,
            preset,
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcpMs: audit('first-contentful-paint'),
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
          });
        }
        if (!runs.length) throw new Error(`Lighthouse could not measure ${target} (${preset})`);
        const row: LighthouseRow = {
          page: target,
          preset,
          score: median(runs.map((r) => r.score)),
          fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
          lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
          tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        };
        console.log(
          `  ${target} ${preset}: ${row.score} (runs ${runs.map((r) => r.score).join(', ')})`,
        );
        rows.push(row);
      }
    }
    await cdp.close();
    return rows;
  } finally {
    await browser.close();
  }
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium';
import { freePort } from '../scripts/server-process';
import { median } from './stats';

const RUNS = 3;

/** A page to measure, and how each run starts. */
export interface LighthousePage {
  /** The row's name (login, home, bare react-admin). */
  page: string;
  url: string;
  /** Where the run must end (a redirect elsewhere, e.g. to sign-in, is an error); else `url`. */
  landsOn?: string;
  /** A page of the same origin opened before each run to set localStorage; `url` if not set. */
  setupUrl?: string;
  /**
   * localStorage entries set before each run and kept through it (beside what the app stored
   * in earlier runs); without them storage is cleared and Lighthouse resets it.
   */
  storage?: Record<string, string>;
  /** Cookies of the origin set with `storage` (as the console keeps its token in both). */
  cookies?: Record<string, string>;
}

export interface LighthouseRow {
  page: string;
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
      // Chromium's helper processes may still be writing the profile as the main one exits
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/**
 * Lighthouse's performance category for each page (our login and, signed in, home; the bare
 * react-admin reference), mobile and desktop presets, the median of three runs of each, all
 * in one Chromium with the same options. The pages take turns (login, home, bare, login, …)
 * so a busy moment of the machine hits ours and the reference alike. A page with `storage`
 * keeps it (storage is not reset) but starts with an empty HTTP cache like a first visit.
 */
export async function measureLighthouse(
  chromiumPath: string,
  pages: LighthousePage[],
): Promise<LighthouseRow[]> {
  const browser = await launchChromium(chromiumPath);
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = cdp.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    const runOnce = async (target: LighthousePage, preset: LighthouseRow['preset']) => {
      await page.goto(target.setupUrl ?? target.url);
      await page.evaluate(
        ([entries, cookies]) => {
          if (!entries.length) window.localStorage.clear();
          for (const [key, value] of entries) window.localStorage.setItem(key, value);
          for (const [key, value] of cookies)
            document.cookie = `${key}=${encodeURIComponent(value)}; path=/`;
        },
        [Object.entries(target.storage ?? {}), Object.entries(target.cookies ?? {})],
      );
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
      const result = await lighthouse(
        target.url,
        {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: !!target.storage,
        },
        preset === 'desktop' ? (desktopConfig as Config) : undefined,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (!lhr.finalDisplayedUrl.includes(target.landsOn ?? target.url)) {
        throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${target.page}`);
      }
      if (lhr.runtimeError) {
        console.log(`  ${target.page} ${preset}: run failed (${lhr.runtimeError.code}), again`);
        return null;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        page: target.page,
        preset,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
      };
    };
    const runs = new Map<string, LighthouseRow[]>();
    for (let round = 0; round < RUNS; round += 1) {
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const target of pages) {
          // a run Lighthouse could not trace (e.g. NO_NAVSTART on a busy machine) is run
          // again, not counted as a score of 0
          let run: LighthouseRow | null = null;
          for (let attempt = 0; !run && attempt < 2; attempt += 1) {
            run = await runOnce(target, preset);
          }
          const key = `${target.page}|${preset}`;
          if (run) runs.set(key, [...(runs.get(key) ?? []), run]);
        }
      }
    }
    await cdp.close();
    return pages.flatMap((target) =>
      (['mobile', 'desktop'] as const).map((preset) => {
        const measured = runs.get(`${target.page}|${preset}`) ?? [];
        if (!measured.length)
          throw new Error(`Lighthouse could not measure ${target.page} (${preset})`);
        console.log(
          `  ${target.page} ${preset}: ${median(measured.map((r) => r.score))} (runs ${measured.map((r) => r.score).join(', ')})`,
        );
        return {
          page: target.page,
          preset,
          score: median(measured.map((r) => r.score)),
          fcpMs: Math.round(median(measured.map((r) => r.fcpMs))),
          lcpMs: Math.round(median(measured.map((r) => r.lcpMs))),
          tbtMs: Math.round(median(measured.map((r) => r.tbtMs))),
        };
      }),
    );
  } finally {
    await browser.close();
  }
}

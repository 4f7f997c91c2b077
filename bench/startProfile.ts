import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS } from '../scripts/chromium';
import { TOKEN_KEY } from '../contract';

const RUNS = 3;
/** Lighthouse's mobile preset slows the processor 4×; the profile runs the same way. */
const CPU_SLOWDOWN = 4;
const SAMPLING_US = 200;

/** A row of the profile: where a phone's start on home spent the main thread's time. */
export interface ProfileRow {
  /** A library (`react-dom`, `@mui/material`), our own folder (`src/layout`), or the browser's work. */
  group: string;
  /** Milliseconds per start at 4× slowdown, averaged over the runs. */
  ms: number;
  share: number;
}

/** The browser's own work as V8's profiler names it, in words. */
const BROWSER_WORK: Record<string, string> = {
  '(program)': 'browser: parse, style, layout, paint',
  '(garbage collector)': 'garbage collection',
};

/** The package a source belongs to (`@mui/material`), or our folder (`src/layout`). */
function groupOfSource(source: string): string {
  const packageAt = source.lastIndexOf('node_modules/');
  if (packageAt >= 0) {
    const [scope, name] = source.slice(packageAt + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Maps a profiled frame to its group through the build's hidden source maps (dist/assets/
 * *.js.map), read once per script.
 */
function grouper(distDir: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const asset = /\/(assets\/[^/?]+\.js)/.exec(url)?.[1];
      const file = asset && path.join(distDir, `${asset}.map`);
      maps.set(
        url,
        file && fs.existsSync(file)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')))
          : null,
      );
    }
    return maps.get(url) ?? null;
  };
  return ({ callFrame }: ProfileNode): string | null => {
    const { functionName, url, lineNumber, columnNumber } = callFrame;
    if (functionName === '(idle)') return null;
    if (!url) return BROWSER_WORK[functionName] ?? 'browser: other';
    const source = mapOf(url)?.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    }).source;
    return source ? groupOfSource(source) : `unmapped: ${path.basename(url)}`;
  };
}

/**
 * A CPU profile of a signed-in start on home as a phone runs it (390 px wide, the processor
 * slowed 4× as Lighthouse's mobile preset does, an empty cache), from the navigation until
 * the wallet's forecast line (the start's largest text) shows and a second more, three
 * starts: the main thread's busy time grouped by library.
 */
export async function profileStart(
  baseUrl: string,
  token: string,
  chromiumPath: string,
  distDir = 'dist',
): Promise<ProfileRow[]> {
  const groupOf = grouper(distDir);
  const totals = new Map<string, number>();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      // a page of the origin that loads none of the console, to hold the session
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate(
        ([key, value]) => {
          localStorage.setItem(key, value);
          document.cookie = `${key}=${encodeURIComponent(value)}; path=/`;
        },
        [TOKEN_KEY, token],
      );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
      await cdp.send('Profiler.start');
      await page.goto(`${baseUrl}/control/home`);
      await page.getByTestId('wallet-forecast').waitFor();
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples.forEach((id, index) => {
        const node = nodes.get(id);
        const group = node && groupOf(node);
        const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
        if (group) totals.set(group, (totals.get(group) ?? 0) + ms);
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  return [...totals]
    .map(([group, ms]) => ({ group, ms: Math.round(ms / RUNS), share: ms / busy }))
    .sort((a, b) => b.ms - a.ms);
}

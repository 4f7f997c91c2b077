import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildConsole, isStale } from '../scripts/build';
import { ensureChromium } from '../scripts/chromium';
import { startServerProcess } from '../scripts/server-process';
import { TOKEN_KEY } from '../contract';
import { allChunks, firstVisit, loginFirstVisit, wireSizes, type AssetSize } from './assets';
import { startBareAdmin, type BareAdmin } from './bareAdmin';
import { measureLighthouse, type LighthouseRow } from './lighthouse';
import { measureFleet, type FleetRow } from './fleet';
import { measureBare, measureLoad, signIn, type LoadResult } from './load';
import { kb, loadTable, saveReport, type Target } from './report';
import { benchAccounts, BENCH_SQLITE_URL, ensureSeeded, redact } from './seed';
import { measureTimings, type TimingRow } from './timings';
import { BENCH_USAGE_URL, ensureUsageSeeded, measureUsage, type UsageRow } from './usage';
import { DEMO } from '../server/db/seed/demo';

const PARTS = ['assets', 'timings', 'lighthouse', 'load', 'fleet', 'usage'] as const;
/** The row name of the bare react-admin reference (bench/bare-admin/). */
const BARE = 'bare react-admin';
type Part = (typeof PARTS)[number];

const sum = (items: AssetSize[], key: 'raw' | 'gzip' | 'brotli') =>
  items.reduce((total, item) => total + item[key], 0);

/**
 * `npm run bench` (`-- --only load,assets` for some parts): the login page's weight on the
 * wire, Lighthouse, Playwright timings, and the orders list under load on a million orders
 * (SQLite, and PostgreSQL when BENCH_DATABASE_URL is set), and one against two instances on
 * PostgreSQL (BENCH_DATABASE_URL's server). Prints a table against the targets and keeps a
 * JSON copy under bench/results/.
 */
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const parts = new Set<Part>(
  values.only ? (values.only.split(',') as Part[]).filter((p) => PARTS.includes(p)) : PARTS,
);
const started = Date.now();
const machine: { cpus: number; loadAtStart: number[]; loadAtEnd?: number[] } = {
  cpus: os.cpus().length,
  loadAtStart: os.loadavg().map((l) => +l.toFixed(2)),
};
if (isStale()) await buildConsole();
const chromiumPath = ensureChromium();

let login: AssetSize[] = [];
let totals = { jsCssRaw: 0, jsCssGzip: 0, jsCssBrotli: 0, htmlGzip: 0 };
let timings: TimingRow[] = [];
let lighthouse: LighthouseRow[] = [];
const wire: Awaited<ReturnType<typeof wireSizes>> = [];
// the reference the weight and Lighthouse targets are set against, measured in the same run
// on the same machine so a slow or busy machine shows in both
let bareVisit: AssetSize[] = [];
let bareLighthouse: LighthouseRow[] = [];
if (parts.has('assets') || parts.has('timings') || parts.has('lighthouse')) {
  const server = await startServerProcess();
  let bare: BareAdmin | null = null;
  try {
    if (parts.has('assets') || parts.has('lighthouse')) bare = await startBareAdmin();
    if (parts.has('assets')) {
      console.log('\nMeasuring the login page’s first visit…');
      login = await loginFirstVisit(server.baseUrl, chromiumPath);
      const scriptsAndStyles = login.filter((asset) => asset.kind !== 'html');
      totals = {
        jsCssRaw: sum(scriptsAndStyles, 'raw'),
        jsCssGzip: sum(scriptsAndStyles, 'gzip'),
        jsCssBrotli: sum(scriptsAndStyles, 'brotli'),
        htmlGzip: sum(
          login.filter((asset) => asset.kind === 'html'),
          'gzip',
        ),
      };
      wire.push(...(await wireSizes(server.baseUrl, login)));
      if (bare) {
        console.log('…and the bare react-admin app’s (it lands on the posts list)…');
        bareVisit = await firstVisit(bare.url, chromiumPath, (page) => page.locator('tbody tr'));
      }
    }
    if (parts.has('timings')) {
      console.log('\nPlaywright timings (median of 5 cold visits)…');
      timings = await measureTimings(server.baseUrl, chromiumPath);
    }
    if (parts.has('lighthouse')) {
      console.log('\nLighthouse (median of 3 per page and preset)…');
      const token = await signIn(server.baseUrl, DEMO.email);
      const rows = await measureLighthouse(chromiumPath, [
        { page: 'login', url: `${server.baseUrl}/control/login` },
        {
          page: 'home',
          url: `${server.baseUrl}/control/home`,
          setupUrl: `${server.baseUrl}/control/login`,
          storage: { [TOKEN_KEY]: token },
        },
        ...(bare ? [{ page: BARE, url: bare.url, landsOn: `${bare.url}#/posts` }] : []),
      ]);
      lighthouse = rows.filter((row) => row.page !== BARE);
      bareLighthouse = rows.filter((row) => row.page === BARE);
    }
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

const load: { sqlite: LoadResult | null; postgres: LoadResult | null } = {
  sqlite: null,
  postgres: null,
};
const seeding: Record<string, number | null> = {};
if (parts.has('load')) {
  const databases: ['sqlite' | 'postgres', string][] = [['sqlite', BENCH_SQLITE_URL]];
  if (process.env.BENCH_DATABASE_URL) databases.push(['postgres', process.env.BENCH_DATABASE_URL]);
  for (const [name, url] of databases) {
    seeding[name] = (await ensureSeeded(url)).seededSeconds;
    const accounts = await benchAccounts(url);
    console.log(`\nOrders list under load on ${name} (${redact(url)})…`);
    const server = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '0' });
    try {
      load[name] = await measureLoad(server.baseUrl, server.pid, url, accounts);
    } finally {
      await server.stop();
    }
    const result = load[name];
    if (name === 'sqlite' && result) {
      console.log('The bare Fastify reference, same queries, typical account page 1…');
      result.bare = await measureBare(url, accounts.typical.id);
    }
  }
}
machine.loadAtEnd = os.loadavg().map((l) => +l.toFixed(2));

// ---- the tables ----
if (login.length) {
  console.log('\nLogin page, first visit (as Chromium requests it from our server)');
  console.table(
    login.map((a) => {
      const sent = wire.find((w) => w.file === a.file);
      return {
        file: a.file,
        kind: a.kind,
        raw: kb(a.raw),
        gzip: kb(a.gzip),
        brotli: kb(a.brotli),
        'sent (br)': sent ? `${kb(sent.brotli.bytes)} ${sent.brotli.encoding}` : '—',
        'sent (gzip)': sent ? `${kb(sent.gzip.bytes)} ${sent.gzip.encoding}` : '—',
      };
    }),
  );
  const loaded = new Set(login.map((asset) => asset.file));
  console.log('Every chunk of the build (lazy ones load on the screens that need them)');
  console.table(
    allChunks().map((c) => ({
      file: path.basename(c.file),
      raw: kb(c.raw),
      gzip: kb(c.gzip),
      brotli: kb(c.brotli),
      onLogin: loaded.has(c.file),
    })),
  );
}
if (bareVisit.length) {
  console.log('Bare react-admin app (one lazy resource), first visit');
  console.table(
    bareVisit.map((a) => ({
      file: a.file,
      kind: a.kind,
      raw: kb(a.raw),
      gzip: kb(a.gzip),
      brotli: kb(a.brotli),
    })),
  );
}
if (timings.length) {
  console.log('Playwright timings');
  console.table(
    timings.map((t) => ({ step: t.step, median: `${t.medianMs} ms`, runs: t.runsMs.join(', ') })),
  );
}
if (lighthouse.length) {
  console.log('Lighthouse (median of 3)');
  console.table([...lighthouse, ...bareLighthouse]);
}
if (load.sqlite || load.postgres) {
  console.log(`Orders list, 50 connections × 10 s per case, 1,000,000 orders`);
  console.table(loadTable(load.sqlite, load.postgres));
  for (const [name, result] of Object.entries(load)) {
    if (result)
      console.log(
        `${name}: server RSS peak ${result.peakRssMb.toFixed(0)} MB; after three runs ${result.rssAfterRunsMb.map((m) => m.toFixed(0)).join(' → ')} MB`,
      );
  }
}

let fleet: FleetRow[] = [];
if (parts.has('fleet') && process.env.BENCH_DATABASE_URL) {
  console.log('\nOrders list on PostgreSQL, one instance against two (load split across both)…');
  fleet = await measureFleet(process.env.BENCH_DATABASE_URL);
  console.table(fleet);
}

let usage: UsageRow[] = [];
if (parts.has('usage')) {
  seeding.usage = (await ensureUsageSeeded(BENCH_USAGE_URL)).seededSeconds;
  console.log('\nUsage explorer, a year of an account with a million usage lines (SQLite)…');
  const server = await startServerProcess({ DATABASE_URL: BENCH_USAGE_URL, SEED_DEMO: '0' });
  try {
    usage = await measureUsage(server.baseUrl);
  } finally {
    await server.stop();
  }
  console.table(usage);
}

const targets: Target[] = [];
const both = (pick: (r: LoadResult) => string) => ({
  sqlite: load.sqlite ? pick(load.sqlite) : '—',
  postgres: load.postgres ? pick(load.postgres) : '—',
});
const bareScriptsAndStyles = bareVisit.filter((asset) => asset.kind !== 'html');
const bareGzip = sum(bareScriptsAndStyles, 'gzip');
if (login.length) {
  targets.push({
    what: 'Login page first visit, JS + CSS gzip',
    target: '≤ 264 KB',
    sqlite:
      kb(totals.jsCssGzip) +
      (bareVisit.length
        ? ` (${BARE}, posts list: ${kb(bareGzip)} in ${bareScriptsAndStyles.length} files)`
        : ''),
    postgres: '',
    met: totals.jsCssGzip <= 264 * 1024,
  });
  const uncompressed = wire.filter((w) => w.brotli.encoding !== 'br' || w.gzip.encoding !== 'gzip');
  targets.push({
    what: 'Server sends brotli and gzip',
    target: 'every JS, CSS, HTML file',
    sqlite: uncompressed.length ? `not: ${uncompressed.map((w) => w.file).join(', ')}` : 'yes',
    postgres: '',
    met: uncompressed.length === 0,
  });
}
const lighthouseCell = (row: LighthouseRow) =>
  `${row.score} (FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms)`;
for (const row of lighthouse) {
  const goal = row.preset === 'desktop' ? 100 : row.page === 'login' ? 95 : 90;
  const bare = bareLighthouse.find((reference) => reference.preset === row.preset);
  targets.push({
    what: `Lighthouse ${row.preset}, ${row.page}`,
    target: `≥ ${goal}`,
    sqlite: lighthouseCell(row) + (bare ? `; ${BARE}: ${lighthouseCell(bare)}` : ''),
    postgres: '',
    met: row.score >= goal,
  });
}
const typicalFirst = (r: LoadResult) =>
  r.rows.find((x) => x.account === 'typical' && x.page === 'first' && x.filter === 'none');
const largeWorstP99 = (r: LoadResult) =>
  Math.max(...r.rows.filter((x) => x.account === 'large').map((x) => x.p99Ms));
const growth = (r: LoadResult) => r.rssAfterRunsMb[2] - r.rssAfterRunsMb[0];
if (load.sqlite) {
  const typical = typicalFirst(load.sqlite);
  targets.push({
    what: 'Orders list, typical account, page 1',
    target: '≥ 4,000 req/s, p99 ≤ 25 ms',
    ...both(
      (r) =>
        `${typicalFirst(r)?.reqPerSec} req/s, p99 ${typicalFirst(r)?.p99Ms} ms` +
        (r.bare
          ? ` (bare Fastify, same queries: ${r.bare.reqPerSec} req/s, p99 ${r.bare.p99Ms} ms)`
          : ''),
    ),
    met: !!typical && typical.reqPerSec >= 4000 && typical.p99Ms <= 25,
  });
  targets.push({
    what: 'Orders list, large account, worst case (deep page, filter)',
    target: 'p99 ≤ 25 ms',
    ...both((r) => `p99 ${largeWorstP99(r)} ms`),
    met: largeWorstP99(load.sqlite) <= 25,
  });
  targets.push({
    what: 'Server resident memory under load',
    target: '≤ 200 MB, no growth over 3 runs',
    ...both(
      (r) =>
        `peak ${r.peakRssMb.toFixed(0)} MB; ${r.rssAfterRunsMb.map((m) => m.toFixed(0)).join(' → ')} MB`,
    ),
    met: load.sqlite.peakRssMb <= 200 && growth(load.sqlite) <= 5,
  });
}
if (usage.length) {
  const slowest = Math.max(...usage.map((row) => row.medianMs));
  targets.push({
    what: 'Usage explorer, a year of 1,000,000 usage lines (round trip on loopback)',
    target: '< 100 ms',
    sqlite: usage.map((row) => `${row.question}: ${row.medianMs} ms (p95 ${row.p95Ms})`).join('; '),
    postgres: '',
    met: slowest < 100,
  });
}
if (targets.length) {
  console.log('\nTargets (SQLite; PostgreSQL beside it)');
  console.table(
    targets.map((t) => ({
      ...t,
      met: t.met === null ? '' : t.met ? 'yes' : 'NO',
    })),
  );
}
console.log(
  `Machine: ${machine.cpus} cores, load average ${machine.loadAtStart.join(' ')} at start, ` +
    `${machine.loadAtEnd?.join(' ')} at end (a busy machine lowers every figure).`,
);

const file = saveReport({
  at: new Date().toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  machine,
  seeding,
  login,
  totals,
  wire,
  chunks: allChunks(),
  timings,
  lighthouse,
  bare: { firstVisit: bareVisit, jsCssGzip: bareGzip, lighthouse: bareLighthouse },
  load,
  fleet,
  usage,
  targets,
});
console.log(`Saved ${file}`);

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
import { ensureActivitySeeded } from './activity';
import { measureCpuAcrossDatabases, type CpuAcrossDatabases } from './cpuAcrossDatabases';
import { startBareServer } from './bareServer';
import { measureFleet, type FleetRow } from './fleet';
import { saveGrowthChart } from './growth/growthChart';
import { growthTable } from './growth/growthFigures';
import { growthTargets } from './growth/growthTargets';
import { measureGrowth, type GrowthRun } from './growth/measureGrowth';
import {
  growthMessagesPostgresUrl,
  growthMessagesSqliteUrl,
  growthPostgresUrl,
  growthSqliteUrl,
  MESSAGE_SIZES,
  parseSizes,
  sizeLabel,
} from './growth/sizes';
import { messagesSubject, ordersSubject } from './growth/subjects';
import { measureIngest, type IngestResult } from './ingest';
import { measureLoad, signIn, type LoadResult } from './load';
import { kb, loadTable, saveReport } from './report';
import { benchAccounts, BENCH_SQLITE_URL, ensureSeeded, redact } from './seed';
import {
  cpuTarget,
  ingestTargets,
  lighthouseTargets,
  loadTargets,
  usageTargets,
  weightTargets,
  type Target,
} from './targets';
import { profileStart, type ProfileRow } from './startProfile';
import { measureTimings, type TimingRow } from './timings';
import { measureUsage, type UsageRow } from './usage';
import { DEMO } from '../server/lifecycle/seed/demo';

const PARTS = [
  'assets',
  'timings',
  'lighthouse',
  'profile',
  'load',
  'fleet',
  'usage',
  'growth',
  'messages',
  'ingest',
] as const;
type Part = (typeof PARTS)[number];
/**
 * Growth seeds and measures three sizes of every table, `messages` the message logs' (up to
 * 10,000,000 messages), `ingest` takes events over HTTP and RabbitMQ: asked for by name
 * (`--only growth`, `--only messages`, `--only ingest`).
 */
const OPT_IN: readonly Part[] = ['growth', 'messages', 'ingest'];
const DEFAULT_PARTS = PARTS.filter((part) => !OPT_IN.includes(part));
/** The row name of the bare react-admin reference (bench/bare-admin/). */
const BARE = 'bare react-admin';

const sum = (items: AssetSize[], key: 'raw' | 'gzip' | 'brotli') =>
  items.reduce((total, item) => total + item[key], 0);

/**
 * `npm run bench` (`-- --only load,assets` for some parts): the login page's weight on the
 * wire, Lighthouse, Playwright timings, the orders list and the large account's new screens
 * under load on a million orders (SQLite, and PostgreSQL when BENCH_DATABASE_URL is set), each
 * beside a bare reference measured in the same run, and one instance against two on
 * PostgreSQL. Prints every target as a ratio to its reference and keeps a JSON copy under
 * bench/results/. `--only growth [--sizes 100k,1m,5m]` measures the same cases at each size
 * of the tables and draws bench/results/growth.svg.
 */
const { values } = parseArgs({
  options: { only: { type: 'string' }, sizes: { type: 'string' } },
});
const parts = new Set<Part>(
  values.only ? (values.only.split(',') as Part[]).filter((p) => PARTS.includes(p)) : DEFAULT_PARTS,
);
const growthSizes = parseSizes(values.sizes);
const messageSizes = values.sizes ? growthSizes : MESSAGE_SIZES;
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
let profile: ProfileRow[] = [];
const wire: Awaited<ReturnType<typeof wireSizes>> = [];
// the reference the weight and Lighthouse targets are set against, measured in the same run
// on the same machine so a slow or busy machine shows in both
let bareVisit: AssetSize[] = [];
let bareLighthouse: LighthouseRow[] = [];
if (['assets', 'timings', 'lighthouse', 'profile'].some((part) => parts.has(part as Part))) {
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
          // a page of the origin that loads none of the console: the login page would leave
          // its chunks in Chromium's memory cache and home would start warm, not as a phone does
          setupUrl: `${server.baseUrl}/healthz`,
          storage: { [TOKEN_KEY]: token },
          cookies: { [TOKEN_KEY]: token },
        },
        ...(bare ? [{ page: BARE, url: bare.url, landsOn: `${bare.url}#/posts` }] : []),
      ]);
      lighthouse = rows.filter((row) => row.page !== BARE);
      bareLighthouse = rows.filter((row) => row.page === BARE);
    }
    if (parts.has('profile')) {
      console.log(
        '\nWhere a phone’s start on home spends the main thread (4× slowdown, 3 starts)…',
      );
      profile = await profileStart(
        server.baseUrl,
        await signIn(server.baseUrl, DEMO.email),
        chromiumPath,
      );
    }
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

type DatabaseName = 'sqlite' | 'postgres';
const load: Record<DatabaseName, LoadResult | null> = { sqlite: null, postgres: null };
const usage: Record<DatabaseName, UsageRow[]> = { sqlite: [], postgres: [] };
const seeding: Record<string, number | null> = {};
if (parts.has('load') || parts.has('usage')) {
  const databases: [DatabaseName, string][] = [['sqlite', BENCH_SQLITE_URL]];
  if (process.env.BENCH_DATABASE_URL) databases.push(['postgres', process.env.BENCH_DATABASE_URL]);
  for (const [name, url] of databases) {
    seeding[name] = (await ensureSeeded(url)).seededSeconds;
    const accounts = await benchAccounts(url);
    seeding[`${name} activity`] = (
      await ensureActivitySeeded(url, accounts.large.id)
    ).seededSeconds;
    const server = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '0' });
    try {
      if (parts.has('load')) {
        console.log(
          `\nUnder load on ${name} (${redact(url)}), each case beside the bare reference…`,
        );
        const bare = await startBareServer(url, accounts.typical.id);
        try {
          load[name] = await measureLoad(
            server.baseUrl,
            server.pid,
            url,
            accounts,
            bare.typicalPage,
          );
        } finally {
          await bare.stop();
        }
      }
      if (parts.has('usage')) {
        console.log(`\nUsage explorer on ${name}, a year of a million usage lines…`);
        usage[name] = await measureUsage(
          server.baseUrl,
          await signIn(server.baseUrl, accounts.large.email),
        );
      }
    } finally {
      await server.stop();
    }
  }
}
let cpu: CpuAcrossDatabases | null = null;
if (parts.has('load') && process.env.BENCH_DATABASE_URL) {
  console.log('\nServer CPU per request on orders page 2, SQLite and PostgreSQL taking turns…');
  cpu = await measureCpuAcrossDatabases({
    sqlite: BENCH_SQLITE_URL,
    postgres: process.env.BENCH_DATABASE_URL,
  });
}
const growth: Record<DatabaseName, GrowthRun | null> = { sqlite: null, postgres: null };
if (parts.has('growth')) {
  const benchUrl = process.env.BENCH_DATABASE_URL;
  growth.sqlite = await measureGrowth('sqlite', growthSizes, growthSqliteUrl, ordersSubject);
  if (benchUrl)
    growth.postgres = await measureGrowth(
      'postgres',
      growthSizes,
      (rows) => growthPostgresUrl(benchUrl, rows),
      ordersSubject,
    );
}
const messageGrowth: Record<DatabaseName, GrowthRun | null> = { sqlite: null, postgres: null };
if (parts.has('messages')) {
  const benchUrl = process.env.BENCH_DATABASE_URL;
  messageGrowth.sqlite = await measureGrowth(
    'sqlite',
    messageSizes,
    growthMessagesSqliteUrl,
    messagesSubject,
  );
  if (benchUrl)
    messageGrowth.postgres = await measureGrowth(
      'postgres',
      messageSizes,
      (rows) => growthMessagesPostgresUrl(benchUrl, rows),
      messagesSubject,
    );
}
/** Ingest by database, on the server's thread and on its own (MESSAGE_INGEST_THREAD=1). */
const ingest: Record<string, IngestResult> = {};
if (parts.has('ingest')) {
  for (const thread of [false, true]) {
    const where = thread ? ', own thread' : '';
    console.log(
      `\nIngest on SQLite${where}: HTTP batches, RabbitMQ, the API under 5,000 events/s…`,
    );
    ingest[`sqlite${where}`] = await measureIngest(undefined, thread);
    if (process.env.BENCH_DATABASE_URL) {
      console.log('…and on PostgreSQL');
      ingest[`postgres${where}`] = await measureIngest(process.env.BENCH_DATABASE_URL, thread);
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
if (profile.length) {
  console.log('A phone’s start on home: main thread per start at 4× slowdown, by library');
  const shown = profile.filter((row) => row.share >= 0.01);
  const rest = profile.slice(shown.length);
  console.table(
    [
      ...shown,
      {
        group: `${rest.length} more under 1 % each`,
        ms: rest.reduce((sum, row) => sum + row.ms, 0),
        share: rest.reduce((sum, row) => sum + row.share, 0),
      },
    ].map((row) => ({ ...row, share: `${Math.round(row.share * 100)} %` })),
  );
}
for (const [name, result] of Object.entries(load)) {
  if (!result) continue;
  console.log(`Under load on ${name}, 50 connections, 3 pairs of 5 s per case, 1,000,000 orders`);
  console.table(loadTable(result));
}
for (const [name, rows] of Object.entries(usage)) {
  if (rows.length) {
    console.log(`Usage explorer on ${name}, one question at a time`);
    console.table(rows);
  }
}

const growthCharts: string[] = [];
const grownOf = (runs: Record<DatabaseName, GrowthRun | null>) =>
  Object.entries(runs).filter((entry): entry is [DatabaseName, GrowthRun] => entry[1] !== null);
const grown = grownOf(growth);
const messagesGrown = grownOf(messageGrowth);
for (const [title, runs, chart] of [
  ['Growth', grown, 'growth'],
  ['Message logs’ growth', messagesGrown, 'growth-messages'],
] as const) {
  for (const [name, run] of runs) {
    console.log(`${title} on ${name}: every case at each size (5 rounds of 3 s per size and case)`);
    console.table(growthTable(run.sizes, sizeLabel));
    console.log(`Seeding (s): ${JSON.stringify(run.seeding)}`);
  }
  if (runs.length)
    growthCharts.push(
      saveGrowthChart(Object.fromEntries(runs.map(([name, run]) => [name, run.sizes])), chart),
    );
}

let fleet: FleetRow[] = [];
if (parts.has('fleet') && process.env.BENCH_DATABASE_URL) {
  console.log('\nOrders list on PostgreSQL, one instance against two (load split across both)…');
  fleet = await measureFleet(process.env.BENCH_DATABASE_URL);
  console.table(fleet);
}

const bareScriptsAndStyles = bareVisit.filter((asset) => asset.kind !== 'html');
const bareGzip = sum(bareScriptsAndStyles, 'gzip');
const targets: Target[] = [
  ...(login.length && bareVisit.length
    ? weightTargets(totals.jsCssGzip, bareGzip, bareScriptsAndStyles.length)
    : []),
  ...lighthouseTargets(lighthouse, bareLighthouse),
  ...(cpu ? cpuTarget(cpu) : []),
  ...Object.entries(load).flatMap(([name, result]) => (result ? loadTargets(name, result) : [])),
  ...Object.entries(usage).flatMap(([name, rows]) => usageTargets(name, rows)),
  ...Object.entries(ingest).flatMap(([name, result]) => ingestTargets(name, result)),
  ...[...grown, ...messagesGrown].flatMap(([name, run]) => growthTargets(name, run.sizes)),
];
const uncompressed = wire.filter((w) => w.brotli.encoding !== 'br' || w.gzip.encoding !== 'gzip');
// the server compresses answers from 2 KB on (server/app.ts); smaller ones go as they are
if (uncompressed.length)
  console.log(
    `Sent uncompressed: ${uncompressed.map((w) => `${w.file} (${kb(w.gzip.bytes)})`).join(', ')}`,
  );
if (targets.length) {
  console.log('\nTargets, each against its reference measured in the same run');
  console.table(targets.map((t) => ({ ...t, met: t.met === null ? '' : t.met ? 'yes' : 'NO' })));
}
console.log(
  `Machine: ${machine.cpus} cores, load average ${machine.loadAtStart.join(' ')} at start, ` +
    `${machine.loadAtEnd?.join(' ')} at end (a busy machine lowers every figure).`,
);

for (const chart of growthCharts) console.log(`Growth chart: ${chart}`);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`The bench ran ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);

const file = saveReport({
  at: new Date().toISOString(),
  seconds,
  machine,
  seeding,
  login,
  totals,
  wire,
  chunks: allChunks(),
  timings,
  lighthouse,
  profile,
  bare: { firstVisit: bareVisit, jsCssGzip: bareGzip, lighthouse: bareLighthouse },
  load,
  cpu,
  fleet,
  usage,
  growth,
  messageGrowth,
  ingest,
  targets,
});
console.log(`Saved ${file}`);

import type { LighthouseRow } from './lighthouse';
import type { LoadResult, LoadRow } from './load';
import type { CpuAcrossDatabases } from './cpuAcrossDatabases';
import type { RunFigures, Spread } from './paired';
import { kb } from './report';
import type { UsageRow } from './usage';
import { INGEST_TARGET_PER_SEC, type IngestResult } from './ingest';

/** One line of the report: a case, ours, the reference measured in the same run, the ratio. */
export interface Target {
  case: string;
  database: string;
  ours: string;
  reference: string;
  ratio: string;
  target: string;
  /** null: shown for information, no target. */
  met: boolean | null;
}

const ratioCell = (ratio: Spread) => `${ratio.median}× (${ratio.min}–${ratio.max})`;
const figures = (row: LoadRow['ours']) =>
  `${row.reqPerSec} req/s, p99 ${row.p99Ms} ms, ${row.cpuMsPerRequest} ms CPU/req`;

export function weightTargets(oursGzip: number, bareGzip: number, bareFiles: number): Target[] {
  const ratio = oursGzip / bareGzip;
  return [
    {
      case: 'Login first visit, JS + CSS gzip',
      database: '',
      ours: kb(oursGzip),
      reference: `${kb(bareGzip)} in ${bareFiles} files (bare react-admin)`,
      ratio: `${ratio.toFixed(2)}×`,
      target: '≤ 0.75×',
      met: ratio <= 0.75,
    },
  ];
}

const lighthouseCell = (row: LighthouseRow) =>
  `${row.score} (FCP ${row.fcpMs}, LCP ${row.lcpMs}, TBT ${row.tbtMs} ms)`;

/** A score target of the bare app + 5, capped at 100 (and ≥ 95 whenever the bare app scores ≥ 90). */
const scoreFloor = (bare: number) => Math.min(100, bare >= 90 ? Math.max(95, bare + 5) : bare + 5);

/** A time of home's start (ms) against the bare app's, judged against a ratio at most `limit`. */
function startTimeTarget(name: string, ours: number, bare: number, limit: number): Target {
  const ratio = bare > 0 ? ours / bare : Infinity;
  return {
    case: `… its ${name}`,
    database: '',
    ours: `${ours} ms`,
    reference: `${bare} ms`,
    ratio: `${ratio.toFixed(2)}×`,
    target: `≤ ${limit}×`,
    met: ratio <= limit,
  };
}

/**
 * Mobile: login and home score ≥ the bare app + 5; a start on home blocks the main thread
 * ≤ 0.8× as long as the bare app's and shows its largest text no later than the bare app.
 * Desktop: 100.
 */
export function lighthouseTargets(ours: LighthouseRow[], bare: LighthouseRow[]): Target[] {
  return ours.flatMap((row): Target[] => {
    const reference = bare.find((candidate) => candidate.preset === row.preset);
    const base = {
      case: `Lighthouse ${row.preset}, ${row.page} (median of 3)`,
      database: '',
      ours: lighthouseCell(row),
      reference: reference ? lighthouseCell(reference) : '—',
      ratio: reference
        ? `${row.score - reference.score >= 0 ? '+' : ''}${row.score - reference.score}`
        : '—',
    };
    if (row.preset === 'desktop') return [{ ...base, target: '100', met: row.score === 100 }];
    if (!reference) return [{ ...base, target: '', met: null }];
    const floor = scoreFloor(reference.score);
    const score = { ...base, target: `≥ bare + 5 (${floor})`, met: row.score >= floor };
    if (row.page !== 'home') return [score];
    return [
      score,
      startTimeTarget('total blocking time', row.tbtMs, reference.tbtMs, 0.8),
      startTimeTarget('largest contentful paint', row.lcpMs, reference.lcpMs, 1),
    ];
  });
}

const isTypical = (page: string) => (row: LoadRow) =>
  row.screen === 'orders' && row.account === 'typical' && row.page.startsWith(page) && !row.filter;
const isTypicalFirst = isTypical('first');
/** Page 2 is read afresh on every call: what a first page costs when it is not kept. */
const isTypicalSecond = isTypical('second');

/**
 * req/s ≥ 0.85× and p99 ≤ 1.3× of the bare endpoint, for a page of the typical account's
 * orders; with `judged` false the same figures are shown beside page 1's, for comparison.
 */
function typicalPageTargets(
  database: string,
  row: LoadRow,
  page: string,
  judged: boolean,
): Target[] {
  return [
    {
      case: `Orders, typical account, ${page}: req/s`,
      database,
      ours: figures(row.ours),
      reference: figures(row.reference),
      ratio: ratioCell(row.reqPerSecRatio),
      target: judged ? '≥ 0.85×' : '(page 1: ≥ 0.85×)',
      met: judged ? row.reqPerSecRatio.median >= 0.85 : null,
    },
    {
      case: `Orders, typical account, ${page}: p99`,
      database,
      ours: `p99 ${row.ours.p99Ms} ms`,
      reference: `p99 ${row.reference.p99Ms} ms`,
      ratio: ratioCell(row.p99Ratio),
      target: judged ? '≤ 1.3×' : '(page 1: ≤ 1.3×)',
      met: judged ? row.p99Ratio.median <= 1.3 : null,
    },
  ];
}

/** The load targets of one database, every ratio against the bare typical page 1 beside it. */
export function loadTargets(database: string, result: LoadResult): Target[] {
  const targets: Target[] = [];
  const typical = result.rows.find(isTypicalFirst);
  if (typical) targets.push(...typicalPageTargets(database, typical, 'page 1', true));
  const afresh = result.rows.find(isTypicalSecond);
  if (afresh)
    targets.push(
      ...typicalPageTargets(database, afresh, 'page 2 read afresh (for comparison)', false),
    );
  const large = result.rows.filter((row) => row.screen === 'orders' && row.account === 'large');
  const worst = large.reduce<LoadRow | null>(
    (found, row) => (!found || row.p99Ratio.median > found.p99Ratio.median ? row : found),
    null,
  );
  if (worst) {
    targets.push({
      case: `Orders, large account, worst case (${worst.page}${worst.filter ? `, ${worst.filter}` : ''})`,
      database,
      ours: `p99 ${worst.ours.p99Ms} ms`,
      reference: `p99 ${worst.reference.p99Ms} ms (typical page 1)`,
      ratio: ratioCell(worst.p99Ratio),
      target: '≤ 1.5×',
      met: worst.p99Ratio.median <= 1.5,
    });
  }
  for (const row of result.rows.filter((candidate) => candidate.screen !== 'orders')) {
    targets.push({
      case: `${row.screen[0].toUpperCase()}${row.screen.slice(1)}, large account, first view`,
      database,
      ours: `p99 ${row.ours.p99Ms} ms (${row.ours.reqPerSec} req/s)`,
      reference: `p99 ${row.reference.p99Ms} ms (typical page 1)`,
      ratio: ratioCell(row.p99Ratio),
      target: '≤ 2×',
      met: row.p99Ratio.median <= 2,
    });
  }
  const growth = result.rssAfterRunsMb[2] - result.rssAfterRunsMb[0];
  targets.push({
    case: 'Server resident memory under load',
    database,
    ours: `peak ${result.peakRssMb.toFixed(0)} MB; ${result.rssAfterRunsMb.map((mb) => mb.toFixed(0)).join(' → ')} MB`,
    reference: '',
    ratio: '',
    target: '≤ 200 MB, no growth over 3 runs',
    met: result.peakRssMb <= 200 && growth <= 5,
  });
  return targets;
}

/** Server CPU per request on PostgreSQL against SQLite's, the two measured taking turns. */
export function cpuTarget(cpu: CpuAcrossDatabases): Target[] {
  const cpuCell = (side: { ours: RunFigures; bare: RunFigures }) =>
    `${side.ours.cpuMsPerRequest} ms (bare: ${side.bare.cpuMsPerRequest})`;
  return [
    {
      case: 'Server CPU per request, orders page 2 read afresh',
      database: 'postgres ÷ sqlite',
      ours: cpuCell(cpu.postgres),
      reference: cpuCell(cpu.sqlite),
      ratio: `${ratioCell(cpu.oursRatio)}; bare ${ratioCell(cpu.bareRatio)}`,
      target: '≤ 1.5×',
      met: cpu.oursRatio.median <= 1.5,
    },
  ];
}

export const usageTargets = (database: string, rows: UsageRow[]): Target[] =>
  rows.map((row) => ({
    case: `Usage explorer, ${row.question} (1,000,000 lines; one at a time)`,
    database,
    ours: `median ${row.medianMs} ms, p95 ${row.p95Ms} ms`,
    reference: '',
    ratio: '',
    target: '< 100 ms',
    met: row.medianMs < 100,
  }));

/** The API's p99 while ingest takes 5,000 events/s, at most this many times its p99 without. */
const INGEST_API_P99_LIMIT = 1.3;
const INGEST_MEMORY_LIMIT_MB = 200;

/** Events/s per path (≥ 5,000), the API's p99 under that load at each of its loads (≤ 1.3×), memory (≤ 200 MB). */
export function ingestTargets(database: string, result: IngestResult): Target[] {
  return [
    ...result.paths.map((path) => ({
      case: `Ingest through ${path.path}: events committed per second`,
      database,
      ours: `${path.eventsPerSec} events/s (${path.events} in ${path.seconds} s)`,
      reference: '',
      ratio: '',
      target: `≥ ${INGEST_TARGET_PER_SEC}`,
      met: path.eventsPerSec >= INGEST_TARGET_PER_SEC,
    })),
    ...result.api.map((api) => {
      const ratio = Math.max(1, api.underLoadP99Ms) / Math.max(1, api.aloneP99Ms);
      const load = api.ratePerSec === null ? 'as fast as answered' : `${api.ratePerSec} requests/s`;
      return {
        case: `Messages list p99 (${load}) while ingest takes 5,000 events/s`,
        database,
        ours: `p99 ${api.underLoadP99Ms} ms (ingest ${api.underLoadEventsPerSec} events/s; ${api.errors} errors)`,
        reference: `p99 ${api.aloneP99Ms} ms without ingest`,
        ratio: `${ratio.toFixed(2)}×`,
        target: `≤ ${INGEST_API_P99_LIMIT}×`,
        met: ratio <= INGEST_API_P99_LIMIT && api.errors === 0,
      };
    }),
    {
      case: 'Server resident memory during ingest',
      database,
      ours: `sampled ≤ ${result.sampledRssMb} MB, peak ${result.peakRssMb} MB`,
      reference: '',
      ratio: '',
      target: `≤ ${INGEST_MEMORY_LIMIT_MB} MB`,
      met: result.peakRssMb <= INGEST_MEMORY_LIMIT_MB,
    },
  ];
}

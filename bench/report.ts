import fs from 'node:fs';
import path from 'node:path';
import { describeLoadRow, type LoadResult } from './load';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The load rows of one database as a table: ours, the reference beside it, the ratios. */
export function loadTable(result: LoadResult) {
  return result.rows.map((row) => ({
    case: describeLoadRow(row),
    ours: `${row.ours.reqPerSec} req/s · p50 ${row.ours.p50Ms} · p99 ${row.ours.p99Ms} ms · err ${row.ours.errors} · cpu ${ms(row.ours.cpuMsPerRequest)}/req`,
    reference: `${row.reference.reqPerSec} req/s · p99 ${row.reference.p99Ms} ms · cpu ${ms(row.reference.cpuMsPerRequest)}/req`,
    'req/s ratio': `${row.reqPerSecRatio.median} (${row.reqPerSecRatio.min}–${row.reqPerSecRatio.max})`,
    'p99 ratio': `${row.p99Ratio.median} (${row.p99Ratio.min}–${row.p99Ratio.max})`,
    sql:
      row.queryMs === null || row.plainSqlMs === null
        ? ''
        : `${ms(row.queryMs)} (plain ${ms(row.plainSqlMs)})`,
  }));
}

/** Saves the whole report under bench/results/ so two runs can be compared. */
export function saveReport(report: object): string {
  fs.mkdirSync('bench/results', { recursive: true });
  const file = path.join(
    'bench/results',
    `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  return file;
}

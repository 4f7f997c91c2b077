import fs from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';

export interface Target {
  what: string;
  target: string;
  sqlite: string;
  postgres: string;
  met: boolean | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export { kb };

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export { ms };

/** The load rows as a table: one line per case, SQLite and PostgreSQL side by side. */
export function loadTable(sqlite: LoadResult | null, postgres: LoadResult | null) {
  const rows = (sqlite ?? postgres)?.rows ?? [];
  return rows.map((row, index) => {
    const pg = postgres?.rows[index];
    const sq = sqlite?.rows[index];
    const cell = (r: typeof row | undefined) =>
      r
        ? `${r.reqPerSec} req/s · p50 ${r.p50Ms} · p99 ${r.p99Ms} ms · err ${r.errors} · cpu ${ms(r.cpuMsPerRequest)}/req · sql ${ms(r.queryMs)} (plain ${ms(r.plainSqlMs)})`
        : '—';
    return {
      case: `${row.account} · ${row.page} (page ${row.pageNo}) · ${row.filter}`,
      sqlite: cell(sq),
      postgres: cell(pg),
    };
  });
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

import { startServerProcess } from '../../scripts/server-process';
import { startBareServer } from '../bareServer';
import { describeLoadRow, measureLoad, type LoadPlan, type LoadResult } from '../load';
import { benchAccounts, redact } from '../seed';
import type { GrowthSize } from './growthFigures';
import { ensureGrowthSeeded, type SeedingSeconds } from './seedGrowth';
import { sizeLabel } from './sizes';

/**
 * Three pairs of 3 s per case (the load cases' 5 s would make a run of three sizes on two
 * databases last an hour); the memory is the server's peak over all cases.
 */
const GROWTH_LOAD: LoadPlan = {
  pairs: { pairs: 3, seconds: 3 },
  timeQueries: false,
  memoryRuns: 0,
};

const growthSize = (rows: number, load: LoadResult): GrowthSize => ({
  rows,
  peakRssMb: +load.peakRssMb.toFixed(1),
  cases: load.rows.map((row) => ({
    // a deep page's number grows with the account; the case is the same
    case: describeLoadRow(row).replace(/ \(page \d+\)/, ''),
    p99Ms: row.ours.p99Ms,
    reqPerSec: row.ours.reqPerSec,
    bareP99Ms: row.reference.p99Ms,
    bareReqPerSec: row.reference.reqPerSec,
  })),
});

export interface GrowthRun {
  sizes: GrowthSize[];
  seeding: Record<string, SeedingSeconds>;
}

/**
 * Every load case at each size on one database (`urlOf` names its database per size), each
 * size seeded once and reused, against a fresh server and a bare reference on that size.
 */
export async function measureGrowth(
  name: string,
  sizes: number[],
  urlOf: (rows: number) => string,
): Promise<GrowthRun> {
  const run: GrowthRun = { sizes: [], seeding: {} };
  for (const rows of sizes) {
    const url = urlOf(rows);
    run.seeding[sizeLabel(rows)] = await ensureGrowthSeeded(url, rows);
    const accounts = await benchAccounts(url);
    console.log(`\nGrowth on ${name}, ${rows.toLocaleString('en')} rows (${redact(url)})…`);
    const server = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '0' });
    try {
      const bare = await startBareServer(url, accounts.typical.id);
      try {
        const load = await measureLoad(
          server.baseUrl,
          server.pid,
          url,
          accounts,
          bare.typicalPage,
          GROWTH_LOAD,
        );
        run.sizes.push(growthSize(rows, load));
      } finally {
        await bare.stop();
      }
    } finally {
      await server.stop();
    }
  }
  return run;
}

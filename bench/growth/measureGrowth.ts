import { startServerProcess } from '../../scripts/server-process';
import { startBareServer } from '../bareServer';
import { signedInEndpoints } from '../load';
import { memoryOf } from '../memory';
import { hammer, warmUp, type Endpoint, type RunFigures } from '../paired';
import { benchAccounts, redact } from '../seed';
import { median } from '../stats';
import { BARE_CASE, type GrowthCase, type GrowthSize } from './growthFigures';
import type { SeedingSeconds } from './seedGrowth';
import { sizeLabel } from './sizes';
import { BARE_QUERY, type GrowthSubject } from './subjects';

/**
 * Five rounds in which every size takes a turn of 3 s per case: a busy spell of the machine
 * falls on the sizes alike, and each round's sizes are seconds apart.
 */
const ROUNDS = 5;
const SECONDS = 3;

/** One size's servers, ours and the bare reference, on its own database. */
interface SizeUnderTest {
  rows: number;
  serverPid: number;
  cases: { name: string; endpoint: Endpoint }[];
  bare: Endpoint;
  stop: () => Promise<void>;
}

async function startSize(
  name: string,
  rows: number,
  url: string,
  subject: GrowthSubject,
): Promise<SizeUnderTest> {
  const accounts = await benchAccounts(url);
  const cases = await subject.cases(url, accounts);
  const withBare = cases.filter((each) => each.bareSteps);
  console.log(`Growth on ${name}, ${rows.toLocaleString('en')} rows (${redact(url)})`);
  const server = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '0' });
  const bare = await startBareServer(
    url,
    accounts.typical.id,
    withBare.map((each) => each.bareSteps),
  ).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const stop = async () => {
    await bare.stop();
    await server.stop();
  };
  const ours = await signedInEndpoints(server.baseUrl, server.pid, accounts).catch(
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
  return {
    rows,
    serverPid: server.pid,
    cases: [
      ...cases.map((each) => ({ name: each.name, endpoint: ours(each.account, each.path) })),
      ...withBare.map((each, n) => ({
        name: `${each.name}${BARE_QUERY}`,
        endpoint: bare.steps[n],
      })),
    ],
    bare: bare.typicalPage,
    stop,
  };
}

/** One endpoint per size, each warmed up, then the sizes in turn, round after round. */
async function inTurns(endpoints: Endpoint[]): Promise<RunFigures[][]> {
  for (const endpoint of endpoints) await warmUp(endpoint);
  const runs: RunFigures[][] = endpoints.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [size, endpoint] of endpoints.entries())
      runs[size].push(await hammer(endpoint, SECONDS));
  return runs;
}

const growthCase = (name: string, runs: RunFigures[]): GrowthCase => ({
  case: name,
  p99Ms: median(runs.map((run) => run.p99Ms)),
  reqPerSec: median(runs.map((run) => run.reqPerSec)),
  cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest)),
  roundP99Ms: runs.map((run) => run.p99Ms),
});

/** A series at every size, the sizes taking turns under load. */
async function measureInTurns(name: string, endpoints: Endpoint[]): Promise<GrowthCase[]> {
  const runs = await inTurns(endpoints);
  return runs.map((sizeRuns) => growthCase(name, sizeRuns));
}

export interface GrowthRun {
  sizes: GrowthSize[];
  seeding: Record<string, SeedingSeconds>;
}

/**
 * Every case of `subject` at each size on one database (`urlOf` names its database per size), each
 * size seeded once and reused, with a server and a bare reference per size running side by
 * side: per case, the sizes take turns (`inTurns`), then the bare reference likewise; the
 * memory is each server's peak over all cases.
 */
export async function measureGrowth(
  name: string,
  sizes: number[],
  urlOf: (rows: number) => string,
  subject: GrowthSubject,
): Promise<GrowthRun> {
  const seeding: Record<string, SeedingSeconds> = {};
  for (const rows of sizes) seeding[sizeLabel(rows)] = await subject.seed(urlOf(rows), rows);
  const started: SizeUnderTest[] = [];
  try {
    for (const rows of sizes) started.push(await startSize(name, rows, urlOf(rows), subject));
    const cases: GrowthCase[][] = started.map(() => []);
    for (const [index, { name: caseLabel }] of started[0].cases.entries()) {
      const measured = await measureInTurns(
        caseLabel,
        started.map((size) => size.cases[index].endpoint),
      );
      measured.forEach((each, size) => cases[size].push(each));
      console.log(
        `  ${caseLabel}: p99 ${measured.map((each) => each.p99Ms).join(' → ')} ms,` +
          ` CPU ${measured.map((each) => each.cpuMsPerRequest).join(' → ')} ms per request`,
      );
    }
    const bare = await measureInTurns(
      BARE_CASE,
      started.map((size) => size.bare),
    );
    return {
      seeding,
      sizes: started.map((size, index) => ({
        rows: size.rows,
        peakRssMb: +memoryOf(size.serverPid).peakMb.toFixed(1),
        cases: cases[index],
        bare: bare[index],
      })),
    };
  } finally {
    await Promise.all(started.map((size) => size.stop()));
  }
}

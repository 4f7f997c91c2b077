import { API_BASE } from '../contract';
import { startServerProcess } from '../scripts/server-process';
import { startBareServer } from './bareServer';
import { signIn } from './load';
import {
  hammer,
  medianFigures,
  spread,
  warmUp,
  type Endpoint,
  type RunFigures,
  type Spread,
} from './paired';
import { benchAccounts } from './seed';

const ROUNDS = 3;
type DatabaseName = 'sqlite' | 'postgres';
type Side = 'ours' | 'bare';

export interface CpuAcrossDatabases {
  /** The median figures of ours and of the bare reference on each database. */
  sqlite: { ours: RunFigures; bare: RunFigures };
  postgres: { ours: RunFigures; bare: RunFigures };
  /** PostgreSQL's CPU per request ÷ SQLite's, round by round: ours, and the bare reference's. */
  oursRatio: Spread;
  bareRatio: Spread;
}

/**
 * Server CPU per request on PostgreSQL against SQLite's, both measured at the same moment:
 * ours on each database and the bare reference on each take turns, three rounds, ours on the
 * typical account's page 2 (read afresh: a kept first page reads no rows, so it would not show
 * what the driver costs). Read case by case minutes apart, a busy spell of the machine during
 * one database's cases alone moved the ratio from 1.5× to 2.8×.
 */
export async function measureCpuAcrossDatabases(
  urls: Record<DatabaseName, string>,
): Promise<CpuAcrossDatabases> {
  const stops: (() => Promise<void>)[] = [];
  const start = async (database: DatabaseName): Promise<Record<Side, Endpoint>> => {
    const url = urls[database];
    const accounts = await benchAccounts(url);
    const server = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '0' });
    stops.push(server.stop);
    const bare = await startBareServer(url, accounts.typical.id);
    stops.push(bare.stop);
    const ours = {
      url: `${server.baseUrl}${API_BASE}/v1/orders?page=2&pageSize=25`,
      headers: { token: await signIn(server.baseUrl, accounts.typical.email) },
      pid: server.pid,
    };
    await warmUp(ours);
    return { ours, bare: bare.typicalPage };
  };
  try {
    const endpoints = { sqlite: await start('sqlite'), postgres: await start('postgres') };
    const hammerBoth = async (side: Side) => ({
      sqlite: await hammer(endpoints.sqlite[side]),
      postgres: await hammer(endpoints.postgres[side]),
    });
    const rounds: Record<Side, Record<DatabaseName, RunFigures>>[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({ ours: await hammerBoth('ours'), bare: await hammerBoth('bare') });
    }
    const figuresOf = (side: Side, database: DatabaseName) =>
      medianFigures(rounds.map((round) => round[side][database]));
    const ratioOf = (side: Side) =>
      spread(
        rounds.map(
          (round) => round[side].postgres.cpuMsPerRequest / round[side].sqlite.cpuMsPerRequest,
        ),
      );
    return {
      sqlite: { ours: figuresOf('ours', 'sqlite'), bare: figuresOf('bare', 'sqlite') },
      postgres: { ours: figuresOf('ours', 'postgres'), bare: figuresOf('bare', 'postgres') },
      oursRatio: ratioOf('ours'),
      bareRatio: ratioOf('bare'),
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

import autocannon from 'autocannon';
import { API_BASE } from '../contract';
import { DEMO } from '../server/lifecycle/seed/demo';
import { scratchDatabase } from '../scripts/scratchDatabase';
import { startServerProcess, type ServerProcess } from '../scripts/server-process';
import { signIn } from './load';

const CONNECTIONS = 50;
const SECONDS = 10;

export interface FleetRow {
  instances: number;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
}

/**
 * The demo account's orders list, page 1, on one PostgreSQL database: 50 connections on one
 * instance, then the same 50 split across two instances (no balancer of our own: the load
 * is split across both ports, as a balancer would). req/s add up; p99 is the worse of the two.
 */
export async function measureFleet(adminUrl: string): Promise<FleetRow[]> {
  const database = await scratchDatabase(adminUrl, 'console_fleet');
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < 2; i += 1)
      servers.push(
        await startServerProcess({
          DATABASE_URL: database.url,
          LOGIN_RATE_LIMIT: '100000',
          LOG_LEVEL: 'warn',
        }),
      );
    const token = await signIn(servers[0].baseUrl, DEMO.email);
    const hammer = (server: ServerProcess, connections: number, seconds = SECONDS) =>
      autocannon({
        url: `${server.baseUrl}${API_BASE}/v1/orders?page=1&pageSize=25`,
        connections,
        duration: seconds,
        headers: { token },
      });
    const rows: FleetRow[] = [];
    for (const instances of [1, 2]) {
      const used = servers.slice(0, instances);
      await Promise.all(used.map((server) => hammer(server, CONNECTIONS / instances, 2)));
      const results = await Promise.all(
        used.map((server) => hammer(server, CONNECTIONS / instances)),
      );
      rows.push({
        instances,
        reqPerSec: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
        p99Ms: Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      });
      console.log(
        `  ${instances} instance(s): ${rows.at(-1)?.reqPerSec} req/s, p99 ${rows.at(-1)?.p99Ms} ms`,
      );
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

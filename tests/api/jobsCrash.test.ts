import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { connect, type DialectName } from '../../server/db/connect';
import { buildServer, isServerStale } from '../../scripts/build-server';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { backends, createPostgresDatabase } from './harness';

const EVENTS = 30;
const OPERATOR = 'operator-token-of-the-crash-test-0123456789';

/**
 * A customer's receiver that first hangs (every delivery attempt runs until its timeout,
 * holding its job), then recovers and answers 200, counting each message it accepted.
 */
async function recoveringReceiver() {
  let recovered = false;
  let hanging = 0;
  const accepted = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (!recovered) {
        hanging += 1;
        return;
      }
      const id = String(request.headers['webhook-id']);
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
      response.writeHead(200).end('{"received":true}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/receipts`,
    hanging: () => hanging,
    accepted,
    recover: () => {
      recovered = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Every instance killed (kill -9) while callback deliveries fail, their jobs mid-run; a fresh
 * instance started, the receiver recovering: every event is delivered exactly once within a
 * minute, not after the queue's own lock (four hours on PostgreSQL).
 */
describe.each(backends())('jobs of killed instances on %s', (backend: DialectName) => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('delivers every failing delivery once within a minute of a fresh start', async () => {
    if (isServerStale()) await buildServer();
    const postgres = backend === 'postgres' ? await createPostgresDatabase() : null;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-crash-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    if (postgres) cleanups.push(() => postgres.drop());
    const databaseUrl = postgres?.url ?? `sqlite:${path.join(dir, 'console.db')}`;
    const receiver = await recoveringReceiver();
    cleanups.push(() => receiver.close());
    const env = {
      DATABASE_URL: databaseUrl,
      CALLBACK_ALLOW: 'loopback',
      OPERATOR_TOKEN: OPERATOR,
      JOB_POLL_MS: '100',
      JOB_HEARTBEAT_MS: '1000',
      JOB_LEASE_MS: '3000',
      CALLBACK_RETRY_SCHEDULE_MS: Array.from({ length: 40 }, () => '1000').join(','),
    };
    // one embedded instance per SQLite file; a fleet of two on PostgreSQL
    const first = await startServerProcess(env);
    const killed = [first];
    if (postgres) killed.push(await startServerProcess(env));
    servers.push(...killed);

    const db = connect(databaseUrl);
    const demo = await db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    // the demo's callback, pointed at the receiver
    await db.kysely.updateTable('callbacks').set({ url: receiver.url }).execute();
    await db.destroy();
    for (let n = 1; n <= EVENTS; n++) {
      const published = await fetch(`${first.baseUrl}/om/internal/v1/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          id: `evt_crash_${n}`,
          accountId: demo.id,
          channel: 'whatsapp',
          type: 'message.delivered',
          data: { messageId: `wamid.${n}`, status: 'delivered' },
        }),
      });
      expect(published.status).toBe(200);
    }
    // every worker holds a hanging attempt: its job is locked when the kill lands
    await expect
      .poll(receiver.hanging, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(killed.length * (postgres ? 2 : 1));
    for (const server of killed) process.kill(server.pid, 'SIGKILL');
    await Promise.all(killed.map((server) => server.exited));

    receiver.recover();
    const started = Date.now();
    servers.push(await startServerProcess(env));
    await expect.poll(() => receiver.accepted.size, { timeout: 60_000 }).toBe(EVENTS);
    expect(Date.now() - started).toBeLessThan(60_000);
    // nothing arrives twice, even a while later
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect([...receiver.accepted.values()].filter((count) => count !== 1)).toEqual([]);
  }, 120_000);
});

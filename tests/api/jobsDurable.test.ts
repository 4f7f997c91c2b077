import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toMicros } from '../../contract';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { flakyReceiver } from './notificationReceiver';
import { clientOf } from './serverClient';

/**
 * The embedded default keeps its jobs in its SQLite file: killed with SIGKILL while a
 * payment notification waits for its retry, the server started again on the same file
 * delivers it, and the wallet is credited exactly once.
 */
describe('durable jobs in the embedded default', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-jobs-'));
  const databaseUrl = `sqlite:${path.join(dir, 'console.db')}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the notification retries after a kill -9 and credits the top-up once', async () => {
    const receiver = await flakyReceiver(2);
    const env = {
      DATABASE_URL: databaseUrl,
      SANDBOX_NOTIFY_URL: receiver.url,
      JOB_POLL_MS: '100',
      // a kill that lands mid-retry leaves its lease behind: the second server waits it out
      JOB_LEASE_MS: '2000',
    };
    const first = await startServerProcess(env);
    servers.push(first);
    const client = await clientOf(first.baseUrl);
    const before = toMicros(await client.balance());
    const topUp = await client.payByCard('25.00');
    // the payer's attempt and the job's first attempt failed; the retry waits its back-off
    await expect.poll(() => receiver.received(), { timeout: 10_000 }).toBe(2);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;

    const second = await startServerProcess(env);
    servers.push(second);
    receiver.forwardTo(second.baseUrl);
    const again = await clientOf(second.baseUrl);
    await expect
      .poll(async () => (await again.topUp(topUp.order.id)).order.status, { timeout: 20_000 })
      .toBe('paid');
    expect(toMicros(await again.balance()) - before).toBe(toMicros('25.00'));

    const ops = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'jobs'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(ops.status).toBe(0);
    // on a busy machine the kill can land while the first server already runs the retry:
    // that attempt counts, and the second server's is the third
    expect(ops.stdout).toMatch(/payment-notification\s+done\s+attempts [23]\b/);
    await receiver.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { embeddedQueue } from '../../server/jobs/embeddedQueue';
import { enqueue } from '../../server/jobs/enqueue';
import { queuedJobs, recentJobs, retryJob } from '../../server/jobs/inspect';
import { postgresQueue } from '../../server/jobs/postgresQueue';
import { defineJob, type JobKind, type JobQueue } from '../../server/jobs/types';
import { requestContext } from '../../server/lib/requestContext';
import { backends, startApp, type TestContext } from './harness';

/** What the test jobs did: each label's runs, in order. */
const runs = new Map<string, number>();
const ran = (label: string) => runs.get(label) ?? 0;

/** Fails its first `failures` runs, then succeeds; counts every run under its label. */
const flaky = defineJob({
  kind: 'test-flaky',
  payload: z.object({ label: z.string(), failures: z.number() }),
  maxAttempts: 3,
  async run({ label, failures }) {
    runs.set(label, ran(label) + 1);
    if (ran(label) <= failures) throw new Error(`planned failure ${ran(label)}`);
  },
});

/** One attempt only: a failure is final until someone retries it. */
const fragile = defineJob({
  kind: 'test-fragile',
  payload: z.object({ label: z.string() }),
  maxAttempts: 1,
  async run({ label }) {
    runs.set(label, ran(label) + 1);
    if (ran(label) === 1) throw new Error('the first run always fails');
  },
});

const settle = (check: () => Promise<unknown> | unknown, timeout = 15_000) =>
  expect.poll(check, { timeout, interval: 100 });

describe.each(backends())('the job queue on %s', (backend) => {
  let ctx: TestContext;
  let queue: JobQueue;

  beforeAll(async () => {
    ctx = await startApp(backend, { env: { JOB_POLL_MS: '100' } });
    const kinds = new Map<string, JobKind>(
      [flaky, fragile].map((kind) => [kind.kind, kind as JobKind]),
    );
    const engine = { db: ctx.db, config: ctx.config, log: ctx.app.log, kinds };
    queue = backend === 'postgres' ? postgresQueue(engine) : embeddedQueue(engine);
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await ctx?.close();
  });

  const queuedOf = async (kind: string) =>
    (await queuedJobs(ctx.db)).filter((job) => job.kind === kind);
  const historyOf = async (kind: string) =>
    (await recentJobs(ctx.db, 100)).filter((run) => run.kind === kind);

  it('retries a failing job with back-off until it succeeds, once', async () => {
    const label = `${backend}-retry`;
    const started = Date.now();
    await enqueue(ctx.db.kysely, flaky, { label, failures: 1 });
    await settle(async () => (await historyOf('test-flaky')).map((run) => run.outcome)).toEqual([
      'done',
    ]);
    expect(ran(label)).toBe(2);
    // the second attempt waited e^1 seconds after the first failure
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    await settle(() => queuedOf('test-flaky')).toEqual([]);
  });

  it('adds a job only if the transaction it was added in commits', async () => {
    const label = `${backend}-transaction`;
    await ctx.db.kysely
      .transaction()
      .execute(async (trx) => {
        await enqueue(trx, flaky, { label, failures: 0 });
        throw new Error('the business change fails');
      })
      .catch(() => undefined);
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await enqueue(trx, flaky, { label: `${label}-kept`, failures: 0 });
    });
    await settle(() => ran(`${label}-kept`)).toBe(1);
    await settle(() => queuedOf('test-flaky')).toEqual([]);
    expect(ran(label)).toBe(0);
  });

  it('keeps a job that failed for good, lists it, and runs it again on retry', async () => {
    const label = `${backend}-fragile`;
    await requestContext.run({ requestId: `req-${backend}` }, () =>
      enqueue(ctx.db.kysely, fragile, { label }),
    );
    await settle(async () => (await queuedOf('test-fragile')).map((job) => job.state)).toEqual([
      'failed',
    ]);
    const [failed] = await queuedOf('test-fragile');
    expect(failed).toMatchObject({ kind: 'test-fragile', attempts: 1, maxAttempts: 1 });
    expect(failed.lastError).toContain('the first run always fails');
    expect(await retryJob(ctx.db, 'no-such-job')).toBe(false);
    expect(await retryJob(ctx.db, failed.id)).toBe(true);
    await settle(() => ran(label)).toBe(2);
    await settle(async () => (await historyOf('test-fragile')).map((run) => run.outcome)).toEqual([
      'done',
      'failed',
    ]);
    // the request that enqueued it is named in what ran
    expect((await historyOf('test-fragile')).map((run) => run.request_id)).toEqual([
      `req-${backend}`,
      `req-${backend}`,
    ]);
  });

  it('refuses a payload its kind does not accept, adding nothing', async () => {
    await expect(
      enqueue(ctx.db.kysely, flaky, { label: 'x', failures: 'many' } as never),
    ).rejects.toThrow();
    expect(await queuedOf('test-flaky')).toEqual([]);
  });
});

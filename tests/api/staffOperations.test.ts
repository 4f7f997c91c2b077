import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../contract';
import type { AuditEntry } from '../../contract/auditLog';
import type { StaffAuditEntry, StaffJob } from '../../contract/staffOperations';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { enqueue } from '../../server/jobs/enqueue';
import { queuedJobs } from '../../server/jobs/inspect';
import { expireOrders } from '../../server/modules/payments/jobs';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { enrolledStaff, staffCall } from './staff.fixtures';

type List<T> = { list: T[]; total: number };

describe.each(backends())('staff operations on %s', (backend) => {
  let ctx: TestContext;
  let admin: { token: string; email: string };
  let support: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    admin = await enrolledStaff(ctx.app, ctx.db, 'admin');
    support = (await enrolledStaff(ctx.app, ctx.db, 'support')).token;
  });
  afterAll(() => ctx.close());

  const asAdmin = <T>(method: 'GET' | 'POST', path: string) =>
    staffCall<T>(ctx.app, method, path, { staffToken: admin.token });

  /** A job that waits, and one that failed for good (its attempts used up). */
  async function queueTwoJobs() {
    await enqueue(ctx.db.kysely, expireOrders, { periodStart: 1 }, { key: 'waiting' });
    await enqueue(ctx.db.kysely, expireOrders, { periodStart: 2 }, { key: 'failing' });
    const jobs = await queuedJobs(ctx.db);
    const failing = jobs.find((job) => job.payload.includes('"periodStart":2'));
    const waiting = jobs.find((job) => job.payload.includes('"periodStart":1'));
    if (!failing || !waiting) throw new Error('jobs not queued');
    if (backend === 'postgres')
      await sql`SELECT graphile_worker.permanently_fail_jobs(ARRAY[${failing.id}]::bigint[], 'boom')`.execute(
        ctx.db.kysely,
      );
    else
      await ctx.db.kysely
        .updateTable('jobs')
        .set({ state: 'failed', attempts: 3, last_error: 'boom' })
        .where('id', '=', failing.id)
        .execute();
    return { failing: failing.id, waiting: waiting.id };
  }

  it('lists failed and waiting jobs with their error and payload; retries and cancels one', async () => {
    const { failing, waiting } = await queueTwoJobs();
    const failed = await asAdmin<List<StaffJob>>('GET', '/v1/jobs?state=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.data.list).toEqual([
      expect.objectContaining({
        id: failing,
        kind: 'expire-orders',
        state: 'failed',
        lastError: 'boom',
        payload: '{"periodStart":2}',
      }),
    ]);
    const pending = await asAdmin<List<StaffJob>>(
      'GET',
      '/v1/jobs?state=pending&kind=expire-orders',
    );
    expect(pending.body.data.list.map((job) => job.id)).toEqual([waiting]);

    const retried = await asAdmin<StaffJob>('POST', `/v1/jobs/${failing}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: failing, state: 'pending', attempts: 0 });
    const again = await asAdmin('POST', `/v1/jobs/${failing}/retry`);
    expect([again.status, again.body.code]).toEqual([404, Codes.notFound]);

    const cancelled = await asAdmin('POST', `/v1/jobs/${waiting}/cancel`);
    expect(cancelled.body.data).toEqual({ cancelled: true });
    expect((await queuedJobs(ctx.db)).map((job) => job.id)).not.toContain(waiting);
    expect((await asAdmin('POST', `/v1/jobs/${waiting}/cancel`)).status).toBe(404);
    expect((await asAdmin('POST', '/v1/jobs/123456789/retry')).status).toBe(404);

    const log = await asAdmin<List<StaffAuditEntry>>('GET', '/v1/audit-log?action=job.cancel');
    expect(log.body.data.list[0]).toMatchObject({
      action: 'job.cancel',
      target: waiting,
      staffEmail: admin.email,
    });
  });

  it('lists disabled callback addresses and re-enables one, as the platform to the customer', async () => {
    const address = await ctx.db.kysely
      .selectFrom('callbacks')
      .select(['id', 'main_id'])
      .executeTakeFirstOrThrow();
    await ctx.db.kysely
      .updateTable('callbacks')
      .set({ status: 'disabled', disabled_at: Date.now() })
      .where('id', '=', address.id)
      .execute();
    const disabled = await asAdmin<List<{ id: string; accountEmail: string }>>(
      'GET',
      '/v1/callbacks/disabled',
    );
    expect(disabled.body.data.list).toEqual([
      expect.objectContaining({ id: address.id, accountEmail: DEMO.email }),
    ]);
    const enabled = await asAdmin<{ status: string; failed: number }>(
      'POST',
      `/v1/callbacks/${address.id}/enable`,
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ id: address.id, status: 'active' });
    expect((await asAdmin<List<unknown>>('GET', '/v1/callbacks/disabled')).body.data.total).toBe(0);
    expect((await asAdmin('POST', '/v1/callbacks/nothere/enable')).status).toBe(404);

    const customer = await signIn(ctx.app);
    const log = await call<{ list: AuditEntry[] }>(
      ctx.app,
      'GET',
      '/v1/audit-log?resource=callback&action=enable',
      { token: customer },
    );
    expect(log.body.data.list[0]).toMatchObject({ actor: 'platform', resourceId: address.id });
  });

  it('reads the staff audit log paged and filtered, and exports it as CSV', async () => {
    const all = await asAdmin<List<StaffAuditEntry>>('GET', '/v1/audit-log?pageSize=2');
    expect(all.body.data.list).toHaveLength(2);
    expect(all.body.data.total).toBeGreaterThan(2);
    const staffUserId = all.body.data.list[0].staffUserId as string;
    const mine = await asAdmin<List<StaffAuditEntry>>(
      'GET',
      `/v1/audit-log?staffUserId=${staffUserId}&pageSize=100`,
    );
    expect(mine.body.data.list.every((entry) => entry.staffUserId === staffUserId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await asAdmin<List<StaffAuditEntry>>(
      'GET',
      `/v1/audit-log?createdFrom=${today}&createdTo=${today}&action=callback.enable`,
    );
    expect(dated.body.data.list.map((entry) => entry.action)).toEqual(['callback.enable']);
    const future = await asAdmin<List<StaffAuditEntry>>(
      'GET',
      '/v1/audit-log?createdFrom=2999-01-01',
    );
    expect(future.body.data).toEqual({ list: [], total: 0 });
    expect((await asAdmin('GET', '/v1/audit-log?createdFrom=yesterday')).status).toBe(400);

    const file = await ctx.app.inject({
      method: 'GET',
      url: '/om/staff/v1/audit-log/export?format=csv&action=callback.enable',
      headers: { 'x-staff-token': admin.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(
      /^Time \(.*\),Staff user,Action,Account,Target,Before,After,IP address/,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('callback.enable');
    const chinese = await ctx.app.inject({
      method: 'GET',
      url: '/om/staff/v1/audit-log/export?format=csv',
      headers: { 'x-staff-token': admin.token, 'accept-language': 'zh-CN' },
    });
    expect(chinese.body).toContain('员工');
  });

  it('refuses operations to other roles', async () => {
    for (const [method, path] of [
      ['GET', '/v1/jobs'],
      ['GET', '/v1/audit-log'],
      ['GET', '/v1/audit-log/export?format=csv'],
      ['POST', '/v1/callbacks/x/enable'],
    ] as const) {
      const refused = await staffCall(ctx.app, method, path, { staffToken: support });
      expect([refused.status, refused.body.code], path).toEqual([403, Codes.forbidden]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { enrolledStaff, staffCall } from './staff.fixtures';

interface Shown {
  title: string;
  content: string;
}

describe.each(backends())('staff notices on %s', (backend) => {
  let ctx: TestContext;
  let admin: string;
  let finance: string;
  let customer: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    admin = (await enrolledStaff(ctx.app, ctx.db, 'admin')).token;
    finance = (await enrolledStaff(ctx.app, ctx.db, 'finance')).token;
    customer = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const draft = {
    title: 'Maintenance on Sunday',
    content: '<p>We <b>upgrade</b> the platform.</p><script>alert(1)</script>',
    titleZh: '周日维护',
    contentZh: '<p>平台<b>升级</b>。</p><img src=x onerror=alert(1)>',
  };
  const customerTitles = async (language = 'en_US') => {
    const { body } = await call<{ list: { id: string; title: string }[] }>(
      ctx.app,
      'GET',
      '/v1/notices',
      { token: customer, language },
    );
    return body.data.list;
  };

  it('previews both languages sanitised, storing nothing', async () => {
    const before = (await customerTitles()).length;
    const { status, body } = await staffCall<{ en_US: Shown; zh_CN: Shown }>(
      ctx.app,
      'POST',
      '/v1/notices/preview',
      { staffToken: admin, body: draft },
    );
    expect(status).toBe(200);
    expect(body.data.en_US).toEqual({
      title: 'Maintenance on Sunday',
      content: '<p>We <b>upgrade</b> the platform.</p>',
    });
    expect(body.data.zh_CN.title).toBe('周日维护');
    expect(body.data.zh_CN.content).not.toContain('onerror');
    const englishOnly = await staffCall<{ zh_CN: Shown }>(ctx.app, 'POST', '/v1/notices/preview', {
      staffToken: admin,
      body: { title: 'Only English', content: '<p>Hi</p>' },
    });
    expect(englishOnly.body.data.zh_CN).toEqual({ title: 'Only English', content: '<p>Hi</p>' });
    expect((await customerTitles()).length).toBe(before);
  });

  it('publishes to every account in both languages, and withdraws', async () => {
    const published = await staffCall<{ id: string }>(ctx.app, 'POST', '/v1/notices', {
      staffToken: admin,
      body: draft,
    });
    expect(published.status).toBe(200);
    const { id } = published.body.data;
    expect((await customerTitles()).find((n) => n.id === id)?.title).toBe(draft.title);
    expect((await customerTitles('zh_CN')).find((n) => n.id === id)?.title).toBe('周日维护');
    const list = await staffCall<{ list: { id: string; titleZh: string }[] }>(
      ctx.app,
      'GET',
      '/v1/notices',
      { staffToken: admin },
    );
    expect(list.body.data.list[0]).toMatchObject({ id, titleZh: '周日维护' });

    const withdrawn = await staffCall(ctx.app, 'DELETE', `/v1/notices/${id}`, {
      staffToken: admin,
    });
    expect(withdrawn.body.data).toEqual({ withdrawn: true });
    expect((await customerTitles()).map((n) => n.id)).not.toContain(id);
    expect(
      (await staffCall(ctx.app, 'DELETE', `/v1/notices/${id}`, { staffToken: admin })).status,
    ).toBe(404);
    const log = await ctx.db.kysely
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', id)
      .orderBy('created_at')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['notice.publish', 'notice.withdraw']);
  });

  it('refuses an empty title or body, a half Chinese version and other roles', async () => {
    for (const body of [
      { title: ' ', content: '<p>x</p>' },
      { title: 'T', content: '<script>only</script>' },
      { title: 'T', content: '<p>x</p>', titleZh: '标题' },
      { content: '<p>x</p>' },
    ]) {
      const refused = await staffCall(ctx.app, 'POST', '/v1/notices', { staffToken: admin, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const byFinance = await staffCall(ctx.app, 'POST', '/v1/notices', {
      staffToken: finance,
      body: draft,
    });
    expect(byFinance.status).toBe(403);
  });
});

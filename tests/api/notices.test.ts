import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, NoticeSummary } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { publishNotice } from '../../server/modules/notices/publish';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Page = { list: NoticeSummary[]; total: number };

describe.each(backends())('notices on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let subToken: string;
  const list = (query = '', t = token, language?: string) =>
    call<Page>(ctx.app, 'GET', `/v1/notices?${query}`, { token: t, language });
  const unread = async (t = token) =>
    (await call<{ count: number }>(ctx.app, 'GET', '/v1/notices/unread-count', { token: t })).body
      .data.count;

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    subToken = await signIn(ctx.app, DEMO.subEmail);
  });
  afterAll(() => ctx.close());

  it('lists the seeded welcome notice, unread, newest first, in the caller language', async () => {
    const welcome = await ctx.db.kysely
      .selectFrom('notices')
      .select('published_at')
      .executeTakeFirstOrThrow();
    const older = await publishNotice(
      ctx.db,
      { title: 'Older', content: '<p>a</p>' },
      welcome.published_at - 60_000,
    );
    const en = await list();
    expect(en.body.data.list.map((n) => n.title)).toEqual(['Welcome to the console', 'Older']);
    expect(en.body.data.list.every((n) => !n.read)).toBe(true);
    const zh = await list('', token, 'zh-CN');
    // A notice published in English only falls back to English.
    expect(zh.body.data.list.map((n) => n.title)).toEqual(['欢迎使用控制台', 'Older']);
    expect(await unread()).toBe(2);
    await call(ctx.app, 'GET', `/v1/notices/${older.id}`, { token });
  });

  it('marks a notice read for the reader only, when opened', async () => {
    const { id } = await publishNotice(ctx.db, { title: 'Maintenance', content: '<p>Sunday</p>' });
    const before = await unread();
    const subBefore = await unread(subToken);
    const opened = await call<Notice>(ctx.app, 'GET', `/v1/notices/${id}`, { token });
    expect(opened.body.data).toMatchObject({
      id,
      title: 'Maintenance',
      content: '<p>Sunday</p>',
      read: true,
    });
    expect(await unread()).toBe(before - 1);
    expect(await unread(subToken)).toBe(subBefore);
    const mine = (await list()).body.data.list.find((n) => n.id === id);
    expect(mine?.read).toBe(true);
    const theirs = (await list('', subToken)).body.data.list.find((n) => n.id === id);
    expect(theirs?.read).toBe(false);
    // Opening it again keeps it read and does not fail on the existing mark.
    expect((await call(ctx.app, 'GET', `/v1/notices/${id}`, { token })).body.code).toBe('000000');
    const onlyUnread = await list('unread=true', subToken);
    expect(onlyUnread.body.data.list.every((n) => !n.read)).toBe(true);
    expect(onlyUnread.body.data.total).toBe(await unread(subToken));
  });

  it('marks everything read at once', async () => {
    const { body } = await call<{ marked: number }>(ctx.app, 'POST', '/v1/notices/read-all', {
      token: subToken,
    });
    expect(body.data.marked).toBeGreaterThan(0);
    expect(await unread(subToken)).toBe(0);
    expect((await list('unread=true', subToken)).body.data.total).toBe(0);
  });

  it('stores only sanitised HTML: no scripts, handlers, styles or javascript: links', async () => {
    const { id } = await publishNotice(ctx.db, {
      title: 'Sanitised',
      content:
        '<h1 style="color:red">Head</h1><p onclick="steal()">Text<script>alert(1)</script></p>' +
        '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">js</a><a href="https://example.com/x">ok</a>',
    });
    const { body } = await call<Notice>(ctx.app, 'GET', `/v1/notices/${id}`, { token });
    expect(body.data.content).toBe(
      '<h2>Head</h2><p>Text</p><a target="_blank" rel="noopener noreferrer">js</a>' +
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('refuses a notice without a title or with nothing left after sanitising', async () => {
    await expect(publishNotice(ctx.db, { title: ' ', content: '<p>x</p>' })).rejects.toThrow();
    await expect(
      publishNotice(ctx.db, { title: 'Empty', content: '<script>x</script>' }),
    ).rejects.toThrow();
    await expect(
      publishNotice(ctx.db, { title: 'Half', content: '<p>x</p>', titleZh: '半' }),
    ).rejects.toThrow();
    expect((await list('pageSize=100')).body.data.list.map((n) => n.title)).not.toContain('Empty');
  });

  it('answers 404 for an unknown notice and pages the list', async () => {
    expect((await call(ctx.app, 'GET', '/v1/notices/nope', { token })).status).toBe(404);
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    expect(first.body.data.list).toHaveLength(2);
    expect(first.body.data.total).toBe(second.body.data.total);
    expect(second.body.data.list[0].id).not.toBe(first.body.data.list[1].id);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../contract/messageLogs';
import { MAX_MESSAGE_RETENTION_DAYS } from '../../contract/messagePrivacy';
import { messageMonths } from '../../server/modules/messageLogs/job';
import { createMonth, monthStart } from '../../server/modules/messageLogs/partitions';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, startApp, type TestContext } from './harness';
import { countsOf, messageEvent, postEvents } from './messageLogs.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const suffix = (start: number) =>
  `y${new Date(start).getUTCFullYear()}m${String(new Date(start).getUTCMonth() + 1).padStart(2, '0')}`;

describe.each(backends())('message retention on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
  });
  afterAll(() => ctx.close());

  const runJob = () =>
    messageMonths.run(
      { periodStart: 0 },
      { db: ctx.db, config: ctx.config, log: ctx.app.log, attempt: 1, maxAttempts: 1 },
    );

  const partitions = async () =>
    (
      await sql<{ name: string }>`select child.relname as name from pg_inherits
        join pg_class child on child.oid = pg_inherits.inhrelid
        join pg_class parent on parent.oid = pg_inherits.inhparent
        where parent.relname = 'messages'`.execute(ctx.db.kysely)
    ).rows
      .map((row) => row.name)
      .sort();

  const listed = async (token: string) =>
    (
      await call<{ list: MessageRecord[] }>(
        ctx.app,
        'GET',
        `/v1/messages?createdFrom=${daysAgo(MAX_MESSAGE_RETENTION_DAYS).slice(0, 10)}&pageSize=100`,
        { token },
      )
    ).body.data.list
      .map((message) => message.id)
      .sort();
  const kept = async (mainId: string) =>
    (
      await ctx.db.kysely
        .selectFrom('messages')
        .select('id')
        .where('main_id', '=', mainId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  it.runIf(backend === 'postgres')(
    'keeps months ahead and drops the months past the longest retention',
    async () => {
      const now = Date.now();
      const old = monthStart(now - MAX_MESSAGE_RETENTION_DAYS * DAY_MS, -1);
      const within = monthStart(now - MAX_MESSAGE_RETENTION_DAYS * DAY_MS);
      await createMonth(ctx.db.kysely, old);
      await createMonth(ctx.db.kysely, within);
      expect(await partitions()).toContain(`messages_${suffix(old)}`);
      await runJob();
      const names = await partitions();
      expect(names).not.toContain(`messages_${suffix(old)}`);
      expect(names).toContain(`messages_${suffix(within)}`);
      for (const offset of [0, 1, 2])
        expect(names).toContain(`messages_${suffix(monthStart(now, offset))}`);
    },
  );

  it("hides and then erases each account's messages past its own retention, counts following", async () => {
    const short = await otherMainAccount(ctx.db);
    const usual = await otherMainAccount(ctx.db);
    const saved = await call(ctx.app, 'PUT', '/v1/messages/privacy', {
      token: short.token,
      body: { keepBodies: false, retentionDays: 30 },
    });
    expect(saved.status).toBe(200);
    for (const account of [short, usual])
      for (const age of [10, 45, 120])
        await postEvents(ctx.app, [
          messageEvent(account.id, { messageId: `${account.id}-${age}`, at: daysAgo(age) }),
          messageEvent(account.id, {
            messageId: `${account.id}-${age}`,
            status: 'delivered',
            at: daysAgo(age - 0.01),
          }),
        ]);
    // the default retention is 90 days, the short account's 30: the list shows no more
    expect(await listed(short.token)).toEqual([`${short.id}-10`]);
    expect(await listed(usual.token)).toEqual([`${usual.id}-10`, `${usual.id}-45`]);
    expect(
      (await call(ctx.app, 'GET', `/v1/messages/${short.id}-45`, { token: short.token })).status,
    ).toBe(404);
    expect(await kept(short.id)).toHaveLength(3);

    await runJob();
    expect(await kept(short.id)).toEqual([`${short.id}-10`]);
    expect(await kept(usual.id)).toEqual([`${usual.id}-10`, `${usual.id}-45`]);
    const events = await ctx.db.kysely
      .selectFrom('message_events')
      .select('message_id')
      .where('message_id', 'like', `${short.id}-%`)
      .execute();
    expect(events.map((row) => row.message_id)).toEqual([`${short.id}-10`, `${short.id}-10`]);
    for (const account of [short, usual]) {
      const { raw, kept: counted } = await countsOf(ctx.db, account.id);
      expect(counted).toEqual(raw);
    }
    expect(
      await ctx.db.kysely
        .selectFrom('message_days')
        .select('day')
        .where('main_id', '=', short.id)
        .where('day', '<', Date.now() - 30 * DAY_MS)
        .execute(),
    ).toEqual([]);
  });
});

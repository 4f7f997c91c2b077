import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageMonths } from '../../server/modules/messageLogs/job';
import {
  createMonth,
  MESSAGE_RETENTION_MONTHS,
  monthStart,
} from '../../server/modules/messageLogs/partitions';
import { otherMainAccount } from './devtools.fixtures';
import { backends, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

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

  it.runIf(backend === 'postgres')(
    'keeps months ahead and drops the months past the retention',
    async () => {
      const now = Date.now();
      const old = monthStart(now, -MESSAGE_RETENTION_MONTHS - 1);
      await createMonth(ctx.db.kysely, old);
      const suffix = (start: number) =>
        `y${new Date(start).getUTCFullYear()}m${String(new Date(start).getUTCMonth() + 1).padStart(2, '0')}`;
      expect(await partitions()).toContain(`messages_${suffix(old)}`);
      await runJob();
      const names = await partitions();
      expect(names).not.toContain(`messages_${suffix(old)}`);
      for (const offset of [0, 1, 2])
        expect(names).toContain(`messages_${suffix(monthStart(now, offset))}`);
    },
  );

  it('deletes nothing kept, and past the retention nothing stays', async () => {
    const account = await otherMainAccount(ctx.db);
    await postEvents(ctx.app, [messageEvent(account.id, { messageId: 'kept-1' })]);
    const expired = Date.now() - (MESSAGE_RETENTION_MONTHS + 1) * 31 * 86_400_000;
    if (backend === 'postgres') await createMonth(ctx.db.kysely, monthStart(expired));
    const kept = await ctx.db.kysely
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', 'kept-1')
      .executeTakeFirstOrThrow();
    await ctx.db.kysely
      .insertInto('messages')
      .values({ ...kept, id: 'expired-1', created_at: expired })
      .execute();
    await runJob();
    const left = await ctx.db.kysely
      .selectFrom('messages')
      .select('id')
      .where('main_id', '=', account.id)
      .execute();
    expect(left.map((row) => row.id)).toEqual(['kept-1']);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_STATUS_RANK, type MessageStatus } from '../../contract/messageStatus';
import { otherMainAccount } from './devtools.fixtures';
import { backends, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

const STATUSES = Object.keys(MESSAGE_STATUS_RANK) as MessageStatus[];
const NUMBERS = ['+5511987654321', '+447911123456', '+14155550123', '+8613812345678'];
const DAY_MS = 86_400_000;

describe.each(backends())('daily counts on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
  });
  afterAll(() => ctx.close());

  /** The daily counts as the raw rows give them, and as kept, for one account. */
  async function countsOf(mainId: string) {
    const messages = await ctx.db.kysely
      .selectFrom('messages')
      .selectAll()
      .where('main_id', '=', mainId)
      .execute();
    const raw = new Map<string, number>();
    for (const m of messages) {
      const day = Math.floor(Number(m.created_at) / DAY_MS) * DAY_MS;
      const key = [
        day,
        m.account_id,
        m.product,
        m.channel,
        m.country ?? '',
        m.status,
        m.error_code ?? '',
      ].join('|');
      raw.set(key, (raw.get(key) ?? 0) + 1);
    }
    const kept = new Map<string, number>();
    const rows = await ctx.db.kysely
      .selectFrom('message_days')
      .selectAll()
      .where('main_id', '=', mainId)
      .execute();
    for (const r of rows) {
      if (Number(r.messages) === 0) continue;
      const key = [
        Number(r.day),
        r.account_id,
        r.product,
        r.channel,
        r.country,
        r.status,
        r.error_code,
      ].join('|');
      kept.set(key, Number(r.messages));
    }
    return { raw: Object.fromEntries(raw), kept: Object.fromEntries(kept) };
  }

  it('equal the counts over the messages after any mix of events, repeats and orders', async () => {
    const now = Date.now();
    const event = fc.record({
      message: fc.integer({ min: 0, max: 7 }),
      status: fc.constantFrom(...STATUSES),
      minutesAgo: fc.integer({ min: 0, max: 4 * 24 * 60 }),
      number: fc.constantFrom(...NUMBERS),
      errorCode: fc.option(fc.constantFrom('30003', '131026', '30007'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(event, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        async (batches, repeatFrom) => {
          const account = await otherMainAccount(ctx.db);
          const posted = batches.map((batch) =>
            batch.map((e, n) =>
              messageEvent(account.id, {
                id: `${account.id}-e${e.message}-${e.status}-${e.minutesAgo}-${n}`,
                messageId: `${account.id}-m${e.message}`,
                status: e.status,
                to: e.number,
                errorCode: e.errorCode,
                at: new Date(now - e.minutesAgo * 60_000).toISOString(),
              }),
            ),
          );
          for (const batch of posted) expect((await postEvents(ctx.app, batch)).status).toBe(200);
          // a retried batch changes nothing
          for (const batch of posted.slice(repeatFrom)) await postEvents(ctx.app, batch);
          const { raw, kept } = await countsOf(account.id);
          expect(kept).toEqual(raw);
          // each message is at the furthest status any of its events reached
          const messages = await ctx.db.kysely
            .selectFrom('messages')
            .select(['id', 'status'])
            .where('main_id', '=', account.id)
            .execute();
          for (const m of messages) {
            const statuses = posted
              .flat()
              .filter((e) => e.messageId === m.id)
              .map((e) => e.status as MessageStatus);
            const furthest = Math.max(...statuses.map((s) => MESSAGE_STATUS_RANK[s]));
            expect(MESSAGE_STATUS_RANK[m.status as MessageStatus]).toBe(furthest);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

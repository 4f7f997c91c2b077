import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_STATUS_RANK, type MessageStatus } from '../../contract/messageStatus';
import { otherMainAccount } from './devtools.fixtures';
import { backends, startApp, type TestContext } from './harness';
import { countsOf, messageEvent, postEvents } from './messageLogs.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

const STATUSES = Object.keys(MESSAGE_STATUS_RANK) as MessageStatus[];
const NUMBERS = ['+5511987654321', '+447911123456', '+14155550123', '+8613812345678'];

describe.each(backends())('daily counts on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
  });
  afterAll(() => ctx.close());

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
          const { raw, kept } = await countsOf(ctx.db, account.id);
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

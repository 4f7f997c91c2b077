import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract';
import { sweepExpired } from '../../server/modules/payments/expire';
import { demoMainId, insertOrder } from './billing.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

const MINUTE = 60_000;

describe.each(backends())('the pay timeout of every unpaid online order on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let mainId: string;
  const read = async (id: string) =>
    (await call<Order>(ctx.app, 'GET', `/v1/orders/${id}`, { token })).body.data;
  const unpaid = { status: 'unpaid', paid_micros: 0, paid_at: null, trade_time: null } as const;

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  it('leaves no seeded online order unpaid past its time once swept', async () => {
    await sweepExpired(ctx.db.kysely, ctx.app.config.payTimeoutMs);
    const stale = await ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('main_id', '=', mainId)
      .where('status', '=', 'unpaid')
      .where('payment_method', '=', 'online')
      .where('created_at', '<=', Date.now() - ctx.app.config.payTimeoutMs)
      .execute();
    expect(stale).toEqual([]);
  });

  it('times out an old order made before orders had a deadline, and no offline one', async () => {
    const old = Date.now() - ctx.app.config.payTimeoutMs - MINUTE;
    const legacy = await insertOrder(ctx.db, mainId, { ...unpaid, created_at: old });
    const offline = await insertOrder(ctx.db, mainId, {
      ...unpaid,
      payment_method: 'offline',
      created_at: old,
    });
    await sweepExpired(ctx.db.kysely, ctx.app.config.payTimeoutMs);
    expect(await read(legacy.id)).toMatchObject({ status: 'cancel', expiresAt: null });
    expect((await read(offline.id)).status).toBe('unpaid');
  });

  it("shows an unpaid order's deadline, and none once it is no longer unpaid", async () => {
    const deadline = Date.now() + 20 * MINUTE;
    const waiting = await insertOrder(ctx.db, mainId, { ...unpaid, expires_at: deadline });
    expect((await read(waiting.id)).expiresAt).toBe(new Date(deadline).toISOString());
    const paid = await insertOrder(ctx.db, mainId, { expires_at: deadline });
    expect((await read(paid.id)).expiresAt).toBeNull();
  });
});

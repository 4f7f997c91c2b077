import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMicros } from '../../contract';
import { DEMO_BALANCE } from '../../server/lifecycle/seed/demo';
import { USAGE_DAYS } from '../../server/lifecycle/seed/usage';
import { backends, signIn, startApp, type TestContext } from './harness';
import { makeRole, makeSub } from './users.fixtures';
import {
  demoMainId,
  makeFundedAccount,
  OPERATOR_TOKEN,
  postUsage,
  usageLine,
  walletOf,
} from './wallet.fixtures';

const USD = 1_000_000;
const CENT = 10_000;

describe.each(backends())('usage lines and deductions on %s', (backend) => {
  let ctx: TestContext;
  let mainId: string;
  const usageCount = async (accountId: string) =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('usage_lines')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await startApp(backend, { env: { OPERATOR_TOKEN } });
    mainId = await demoMainId(ctx.db);
  });
  afterAll(() => ctx.close());

  it('seeds months of usage whose deductions keep the ledger equal to the balance', async () => {
    const wallet = await walletOf(ctx.db, mainId);
    expect(wallet.balance).toBe(DEMO_BALANCE);
    expect(wallet.ledgerSum).toBe(wallet.balance);
    const lines = await ctx.db.kysely
      .selectFrom('usage_lines')
      .select(['product_key', 'country', 'usage_date', 'amount_micros', 'ledger_entry_id'])
      .where('main_id', '=', mainId)
      .execute();
    expect(new Set(lines.map((l) => l.product_key)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(lines.map((l) => l.country)).size).toBeGreaterThanOrEqual(5);
    const oldest = Math.min(...lines.map((l) => l.usage_date));
    expect(Date.now() - oldest).toBeGreaterThan((USAGE_DAYS - 2) * 86_400_000);
    // Each deduction takes its lines' cost in whole cents, the fraction carried to the next.
    const deductions = await ctx.db.kysely
      .selectFrom('ledger_entries')
      .select(['id', 'amount_micros'])
      .where('account_id', '=', mainId)
      .where('type', '=', 'deduction')
      .execute();
    let exact = 0;
    let charged = 0;
    for (const entry of deductions) {
      exact += lines
        .filter((l) => l.ledger_entry_id === entry.id)
        .reduce((sum, l) => sum + l.amount_micros, 0);
      charged -= entry.amount_micros;
      expect(Math.abs(entry.amount_micros % CENT)).toBe(0);
    }
    expect(exact - charged).toBe(wallet.uncharged);
    expect(wallet.uncharged).toBeGreaterThanOrEqual(0);
    expect(wallet.uncharged).toBeLessThan(CENT);
  });

  it('records lines at their exact cost and deducts it from the wallet in whole cents, carrying the fraction', async () => {
    const before = await walletOf(ctx.db, mainId);
    const { status, body } = await postUsage(ctx.app, {
      accountId: mainId,
      lines: [
        usageLine(),
        usageLine({
          productKey: 'sms_verification',
          country: 'US',
          messageType: 'sms',
          quantity: 3,
          unitPrice: '0.0079',
        }),
      ],
    });
    expect(status).toBe(200);
    // 100 × 0.0625 + 3 × 0.0079 = 6.2737, and what the last charge left uncharged
    const owed = before.uncharged + 6_273_700;
    const charged = owed - (owed % CENT);
    expect(body.data).toMatchObject({ duplicate: false, lines: 2, amount: '6.2737' });
    const after = await walletOf(ctx.db, mainId);
    expect(body.data.charges).toEqual([
      {
        accountId: mainId,
        amount: fromMicros(charged),
        balance: fromMicros(after.balance),
        availableLimit: fromMicros(after.balance + after.credit),
      },
    ]);
    expect(after.balance).toBe(before.balance - charged);
    expect(after.uncharged).toBe(owed % CENT);
    expect(after.ledgerSum).toBe(after.balance);
    const row = await ctx.db.kysely
      .selectFrom('usage_lines')
      .selectAll()
      .where('main_id', '=', mainId)
      .where('quantity', '=', 3)
      .where('country', '=', 'US')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      account_id: mainId,
      paying_account_id: mainId,
      product_key: 'sms_verification',
      message_type: 'sms',
      unit_price_micros: 7_900,
      amount_micros: 23_700,
      usage_month: new Date().toISOString().slice(0, 7),
    });
  });

  it('refuses callers without the operator token and changes nothing', async () => {
    const before = await walletOf(ctx.db, mainId);
    const body = { accountId: mainId, lines: [usageLine()] };
    for (const authorization of [
      null,
      'Bearer wrong',
      OPERATOR_TOKEN,
      `Bearer ${OPERATOR_TOKEN}x`,
    ]) {
      const response = await postUsage(ctx.app, body, authorization);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('403001');
    }
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
  });

  it('is not part of /om/api and is off when no operator token is configured', async () => {
    const off = await startApp('sqlite', { seed: false });
    try {
      const response = await postUsage(
        off.app,
        { accountId: 'x', lines: [usageLine()] },
        'Bearer ',
      );
      expect(response.status).toBe(403);
    } finally {
      await off.close();
    }
    const viaApi = await ctx.app.inject({ method: 'POST', url: '/om/api/v1/usage', payload: {} });
    expect(viaApi.statusCode).toBe(404);
  });

  it('refuses bad input with the field named and records nothing', async () => {
    const before = await walletOf(ctx.db, mainId);
    const linesBefore = await usageCount(mainId);
    const tomorrowPlus2 = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, string][] = [
      [{ accountId: mainId, lines: [] }, 'lines'],
      [{ accountId: mainId, lines: [usageLine({ productKey: 'nope' })] }, 'lines.0.productKey'],
      [{ accountId: mainId, lines: [usageLine({ country: 'br' })] }, 'lines.0.country'],
      [
        { accountId: mainId, lines: [usageLine({ messageType: 'DROP TABLE' })] },
        'lines.0.messageType',
      ],
      [{ accountId: mainId, lines: [usageLine({ quantity: 0 })] }, 'lines.0.quantity'],
      [{ accountId: mainId, lines: [usageLine({ quantity: 1.5 })] }, 'lines.0.quantity'],
      [{ accountId: mainId, lines: [usageLine({ quantity: 10_000_001 })] }, 'lines.0.quantity'],
      [{ accountId: mainId, lines: [usageLine({ unitPrice: '-0.01' })] }, 'lines.0.unitPrice'],
      [{ accountId: mainId, lines: [usageLine({ unitPrice: '1e-3' })] }, 'lines.0.unitPrice'],
      [{ accountId: mainId, lines: [usageLine({ unitPrice: '100.000001' })] }, 'lines.0.unitPrice'],
      [{ accountId: mainId, lines: [usageLine({ date: '2026-02-30' })] }, 'lines.0.date'],
      [{ accountId: mainId, lines: [usageLine({ date: tomorrowPlus2 })] }, 'lines.0.date'],
      [
        { accountId: mainId, lines: [usageLine(), usageLine({ productKey: 'x' })] },
        'lines.1.productKey',
      ],
      [{ accountId: mainId, lines: Array.from({ length: 1001 }, () => usageLine()) }, 'lines'],
      [{ accountId: mainId, reference: 'has space', lines: [usageLine()] }, 'reference'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await postUsage(ctx.app, body);
      expect(status, field).toBe(400);
      expect(answer.code).toBe('400001');
      expect(Object.keys((answer.data as unknown as { fields: object }).fields)).toContain(field);
    }
    const unknown = await postUsage(ctx.app, { accountId: 'nobody', lines: [usageLine()] });
    expect(unknown.status).toBe(404);
    expect(await walletOf(ctx.db, mainId)).toEqual(before);
    expect(await usageCount(mainId)).toBe(linesBefore);
  });

  it('charges the same reference once however often it arrives', async () => {
    const before = await walletOf(ctx.db, mainId);
    const body = {
      accountId: mainId,
      reference: 'batch-2026-0001',
      lines: [usageLine({ quantity: 10 })],
    };
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await postUsage(ctx.app, body));
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => postUsage(ctx.app, body)))));
    expect(answers.every((a) => a.status === 200 && a.body.data.amount === '0.625')).toBe(true);
    expect(answers.filter((a) => !a.body.data.duplicate)).toHaveLength(1);
    expect(answers[1].body.data.lines).toBe(1);
    const owed = before.uncharged + 625_000;
    const charged = owed - (owed % CENT);
    for (const answer of answers)
      expect(answer.body.data.charges.map((c) => c.amount)).toEqual([fromMicros(charged)]);
    const after = await walletOf(ctx.db, mainId);
    expect(after.balance).toBe(before.balance - charged);
    expect(after.uncharged).toBe(owed % CENT);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('never takes the available limit below zero, even under concurrent deductions', async () => {
    // 60 USD balance + 40 USD credit = 100 available; 25 calls of 10 USD race for it.
    const id = await makeFundedAccount(ctx.db, 60 * USD, 40 * USD);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        postUsage(ctx.app, {
          accountId: id,
          lines: [usageLine({ quantity: 1000, unitPrice: '0.01' })],
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(15);
    expect(refused[0].body.code).toBe('402001');
    expect(refused[0].body.message).toMatch(/available limit/);
    const wallet = await walletOf(ctx.db, id);
    expect(wallet.balance).toBe(-40 * USD);
    expect(wallet.balance + wallet.credit).toBe(0);
    expect(wallet.ledgerSum).toBe(wallet.balance);
    expect(await usageCount(id)).toBe(10);
  });

  it('refuses a charge larger than the available limit as a whole', async () => {
    const id = await makeFundedAccount(ctx.db, 5 * USD);
    const { status } = await postUsage(ctx.app, {
      accountId: id,
      lines: [
        usageLine({ quantity: 40, unitPrice: '0.1' }),
        usageLine({ quantity: 20, unitPrice: '0.1' }),
      ],
    });
    expect(status).toBe(402);
    expect(await walletOf(ctx.db, id)).toEqual({
      balance: 5 * USD,
      credit: 0,
      uncharged: 0,
      ledgerSum: 5 * USD,
    });
    expect(await usageCount(id)).toBe(0);
  });

  it("charges a sub-account's own wallet for independently billed products", async () => {
    const token = await signIn(ctx.app);
    const role = await makeRole(ctx.app, token, ['order']);
    const sub = await makeSub(ctx.app, token, role.id, {
      products: [
        { productKey: 'whatsapp', billingMethod: 'independent' },
        { productKey: 'sms_verification', billingMethod: 'dependent' },
      ],
    });
    const mainBefore = await walletOf(ctx.db, mainId);
    // The sub-account's own wallet is empty: its WhatsApp usage is refused, nothing charged.
    const refused = await postUsage(ctx.app, {
      accountId: sub.id,
      lines: [usageLine(), usageLine({ productKey: 'sms_verification', messageType: 'sms' })],
    });
    expect(refused.status).toBe(402);
    expect(await walletOf(ctx.db, mainId)).toEqual(mainBefore);

    const ok = await postUsage(ctx.app, {
      accountId: sub.id,
      lines: [
        usageLine({
          productKey: 'sms_verification',
          messageType: 'sms',
          quantity: 10,
          unitPrice: '0.01',
        }),
      ],
    });
    expect(ok.body.data.charges).toMatchObject([{ accountId: mainId, amount: '0.10' }]);

    const notGranted = await postUsage(ctx.app, {
      accountId: sub.id,
      lines: [usageLine({ productKey: 'otp_voice' })],
    });
    expect(notGranted.status).toBe(400);
    expect(notGranted.body.message).toBe('This account may not use this product.');
  });
});

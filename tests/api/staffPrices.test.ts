import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { enrolledStaff, staffCall } from './staff.fixtures';
import { demoMainId, OPERATOR_TOKEN, postUsage, usageLine } from './wallet.fixtures';

interface PriceRow {
  productKey: string;
  productName: string;
  countryCode: string;
  messageType: string;
  price: string;
  scheduled: { id: string; price: string; effectiveAt: string }[];
}
interface PricingTab {
  list: { countryCode: string; prices: Record<string, string | null> }[];
}

describe.each(backends())('staff prices on %s', (backend) => {
  let ctx: TestContext;
  let finance: string;
  let support: string;
  let customer: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { OPERATOR_TOKEN } });
    finance = (await enrolledStaff(ctx.app, ctx.db, 'finance')).token;
    support = (await enrolledStaff(ctx.app, ctx.db, 'support')).token;
    customer = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const usMarketing = async () => {
    const { body } = await staffCall<{ list: PriceRow[]; total: number }>(
      ctx.app,
      'GET',
      '/v1/prices?productKey=whatsapp&countryCode=us&messageType=marketing',
      { staffToken: finance },
    );
    expect(body.data.total).toBe(1);
    return body.data.list[0];
  };
  const customerPrice = async () => {
    const { body } = await call<PricingTab>(ctx.app, 'GET', '/v1/pricing/whatsapp?country=US', {
      token: customer,
    });
    return body.data.list.find((row) => row.countryCode === 'US')?.prices.marketing;
  };
  const setPrice = (body: Record<string, unknown>) =>
    staffCall<PriceRow['scheduled'][number]>(ctx.app, 'POST', '/v1/prices', {
      staffToken: finance,
      body: { productKey: 'whatsapp', countryCode: 'US', messageType: 'marketing', ...body },
    });

  it('lists prices per product, country and type, paged', async () => {
    expect(await usMarketing()).toMatchObject({ price: '0.0250', scheduled: [] });
    const page = await staffCall<{ list: PriceRow[]; total: number }>(
      ctx.app,
      'GET',
      '/v1/prices?productKey=whatsapp&pageSize=3',
      { staffToken: finance },
    );
    expect(page.body.data.list).toHaveLength(3);
    expect(page.body.data.total).toBeGreaterThan(3);
    for (const [language, name] of [
      ['en-US', 'SMS Verification'],
      ['zh-CN', '短信验证码'],
    ]) {
      const named = await staffCall<{ list: PriceRow[] }>(
        ctx.app,
        'GET',
        '/v1/prices?productKey=sms_verification&pageSize=1',
        { staffToken: finance, language },
      );
      expect(named.body.data.list[0]).toMatchObject({
        productKey: 'sms_verification',
        productName: name,
      });
    }
  });

  it('applies a change at once to the pricing page', async () => {
    const set = await setPrice({ price: '0.0314' });
    expect(set.status).toBe(200);
    expect(set.body.data.price).toBe('0.0314');
    expect(await customerPrice()).toBe('0.0314');
    expect((await usMarketing()).price).toBe('0.0314');
  });

  it('keeps a change dated ahead off the pricing page until its time', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const set = await setPrice({ price: '0.05', effectiveAt: tomorrow });
    expect(set.status).toBe(200);
    expect(set.body.data.effectiveAt).toBe(`${tomorrow}T00:00:00.000Z`);
    expect(await customerPrice()).toBe('0.0314');
    const row = await usMarketing();
    expect(row.price).toBe('0.0314');
    expect(row.scheduled).toEqual([expect.objectContaining({ price: '0.0500' })]);

    // its time comes
    await ctx.db.kysely
      .updateTable('product_price_changes')
      .set({ effective_at: Date.now() })
      .where('id', '=', set.body.data.id)
      .execute();
    expect(await customerPrice()).toBe('0.0500');
    expect(await usMarketing()).toMatchObject({ price: '0.0500', scheduled: [] });
    const log = await ctx.db.kysely
      .selectFrom('staff_audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'price.set')
      .execute();
    expect(log).toHaveLength(2);
    expect(log[0].target).toBe('whatsapp/US/marketing');
  });

  it('charges usage without its own unit price at the price in effect when its day began', async () => {
    const accountId = await demoMainId(ctx.db);
    const { unitPrice: _ownPrice, ...today } = usageLine({ country: 'US', quantity: 200 });
    const tomorrow = {
      ...today,
      date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    };
    // 0.0500 began after today did (the test above moved it to now): today's line is at
    // 0.0314, tomorrow's at 0.0500
    const charged = await postUsage(ctx.app, { accountId, lines: [today, tomorrow] });
    expect(charged.status).toBe(200);
    expect(charged.body.data.amount).toBe('16.28');
    const lines = await ctx.db.kysely
      .selectFrom('usage_lines')
      .select(['usage_date', 'unit_price_micros'])
      .where('country', '=', 'US')
      .where('account_id', '=', accountId)
      .orderBy('usage_date')
      .execute();
    expect(lines.slice(-2).map((line) => Number(line.unit_price_micros))).toEqual([31_400, 50_000]);

    const unlisted = await postUsage(ctx.app, {
      accountId,
      lines: [{ ...today, messageType: 'carrier_pigeon' }],
    });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.data).toMatchObject({
      fields: {
        'lines.0.unitPrice':
          'No price is listed for this product, country and message type on that day.',
      },
    });
  });

  it('refuses a bad price, type, country or date, changing nothing', async () => {
    const cases: Record<string, unknown>[] = [
      { price: '250' },
      { price: '-0.01' },
      { price: '0.1234567' },
      { price: '1e3' },
      { price: '0.01', messageType: 'promo' },
      { price: '0.01', countryCode: 'XX' },
      { price: '0.01', productKey: 'number_status', messageType: 'lookup' },
      { price: '0.01', effectiveAt: '2020-01-01' },
      { price: '0.01', effectiveAt: 'tomorrow' },
    ];
    for (const body of cases) {
      const answer = await setPrice(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await customerPrice()).toBe('0.0500');
    const priceWhy = {
      'en-US': 'Enter a unit price in USD with at most 6 decimal places, such as 0.0050',
      'zh-CN': '请输入以 USD 计的单价，最多 6 位小数，例如 0.0050',
    };
    // above the maximum: said in USD, as every other amount of the console is
    const maximumWhy = {
      'en-US': 'A price may be at most 100 USD.',
      'zh-CN': '单价不能超过 100 USD。',
    };
    for (const language of ['en-US', 'zh-CN'] as const) {
      for (const [price, why] of [
        ['0.1234567', priceWhy[language]],
        ['1e3', priceWhy[language]],
        ['-0.01', priceWhy[language]],
        ['250', maximumWhy[language]],
      ]) {
        const answer = await staffCall<{ fields: Record<string, string> }>(
          ctx.app,
          'POST',
          '/v1/prices',
          {
            staffToken: finance,
            language,
            body: { productKey: 'whatsapp', countryCode: 'US', messageType: 'marketing', price },
          },
        );
        expect(answer.body.data.fields, `${price} ${language}`).toEqual({ price: why });
      }
    }
    const refused = await staffCall(ctx.app, 'POST', '/v1/prices', {
      staffToken: support,
      body: { productKey: 'whatsapp', countryCode: 'US', messageType: 'marketing', price: '1' },
    });
    expect(refused.status).toBe(403);
  });
});

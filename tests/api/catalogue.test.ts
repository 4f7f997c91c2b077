import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct, CountryPrices } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { hashPassword } from '../../server/lib/password';
import { newId } from '../../server/lib/ids';
import { backends, call, signIn, startApp, type TestContext } from './harness';

type Page = { list: CatalogueProduct[]; total: number };
type Pricing = { columns: string[]; list: CountryPrices[]; total: number };

describe.each(backends())('product catalogue and pricing on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let subToken: string;
  let otherMainId: string;
  let otherToken: string;

  const catalogue = (query = '', t = token, language?: string) =>
    call<Page>(ctx.app, 'GET', `/v1/products?${query}`, { token: t, language });
  const activate = (key: string, t = token) =>
    call<CatalogueProduct>(ctx.app, 'POST', `/v1/products/${key}/activate`, { token: t });
  const pricing = (tab: string, query = '', language?: string) =>
    call<Pricing>(ctx.app, 'GET', `/v1/pricing/${tab}?${query}`, { token, language });
  const activatedRows = (accountId: string) =>
    ctx.db.kysely
      .selectFrom('account_products')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('product_key')
      .execute();

  // the demo seed records 120 days of usage through the ledger: slow on a busy PostgreSQL
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { DOCS_BASE_URL: 'https://docs.example.com/api/' } });
    token = await signIn(ctx.app);
    subToken = await signIn(ctx.app, DEMO.subEmail);
    // A second main account, to show activation never crosses accounts.
    const now = Date.now();
    otherMainId = newId(now);
    await ctx.db.kysely
      .insertInto('accounts')
      .values({
        id: otherMainId,
        main_id: otherMainId,
        email: 'other-main@example.com',
        phone: '+4470000000099',
        name: 'Other',
        corporate_name: null,
        account_type: 'individual',
        role_id: null,
        password_hash: await hashPassword('Other@12345'),
        status: 'active',
        certification_state: 'not_certified',
        created_at: now,
        updated_at: now,
      })
      .execute();
    otherToken = await signIn(ctx.app, 'other-main@example.com', 'Other@12345');
  }, 120_000);
  afterAll(() => ctx.close());

  it('lists all eight products with states, prices, docs and pricing tabs', async () => {
    const { body } = await catalogue();
    expect(body.code).toBe('000000');
    expect(body.data.total).toBe(8);
    expect(body.data.list.map((p) => p.key)).toEqual([
      'whatsapp',
      'sms_verification',
      'sms_promotion',
      'otp_whatsapp',
      'otp_sms',
      'otp_voice',
      'number_status',
      'number_validity',
    ]);
    const byKey = Object.fromEntries(body.data.list.map((p) => [p.key, p]));
    expect(byKey.whatsapp).toMatchObject({
      id: '1001',
      state: 'activated',
      name: 'WhatsApp Business Messaging',
      docUrl: 'https://docs.example.com/api/whatsapp',
      // the lowest paid price: free service replies do not count
      priceFrom: '0.0002',
      priceUnit: 'message',
      pricingTab: 'whatsapp',
    });
    expect(byKey.whatsapp.activatedAt).not.toBeNull();
    expect(byKey.sms_promotion).toMatchObject({
      state: 'unactivated',
      activatedAt: null,
      priceFrom: '0.0045',
      pricingTab: 'sms_promotion',
    });
    expect(byKey.otp_voice).toMatchObject({ priceUnit: 'call', pricingTab: 'otp' });
    expect(byKey.number_status).toMatchObject({
      priceFrom: '0.001',
      priceUnit: 'number',
      pricingTab: null,
    });
  });

  it('searches by product name in either language, and filters by state', async () => {
    const otp = await catalogue('name=otp');
    expect(otp.body.data.list.map((p) => p.key)).toEqual(['otp_whatsapp', 'otp_sms', 'otp_voice']);
    const zh = await catalogue(`name=${encodeURIComponent('号码')}`, token, 'zh-CN');
    expect(zh.body.data.list.map((p) => p.name)).toEqual(['号码状态检测', '号码有效性检测']);
    // LIKE wildcards are taken literally
    expect((await catalogue('name=%25')).body.data.total).toBe(0);
    expect((await catalogue('name=%20%20')).body.data.total).toBe(8);
    const activated = await catalogue('state=activated');
    expect(activated.body.data.list.map((p) => p.key)).toEqual(['whatsapp', 'sms_verification']);
    expect((await catalogue('state=unactivated')).body.data.total).toBe(6);
  });

  it('refuses bad search input with a clear error', async () => {
    const long = await catalogue(`name=${'a'.repeat(65)}`);
    expect([long.status, long.body.code]).toEqual([400, '400001']);
    const state = await catalogue('state=maybe');
    expect([state.status, state.body.code]).toEqual([400, '400001']);
  });

  it('activates a product once, however often it is asked', async () => {
    const before = await activatedRows(
      (
        await ctx.db.kysely
          .selectFrom('accounts')
          .select('id')
          .where('email', '=', DEMO.email)
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(before.map((r) => r.product_key)).toEqual(['sms_verification', 'whatsapp']);
    const first = await activate('sms_promotion');
    expect(first.body.code).toBe('000000');
    expect(first.body.data).toMatchObject({ key: 'sms_promotion', state: 'activated' });
    const again = await Promise.all([activate('sms_promotion'), activate('sms_promotion')]);
    for (const answer of again) {
      expect(answer.body.code).toBe('000000');
      expect(answer.body.data.activatedAt).toBe(first.body.data.activatedAt);
    }
    const actlist = await call<{ activity_product_list: string[] }>(
      ctx.app,
      'GET',
      '/v1/product/config/actlist',
      { token },
    );
    expect(actlist.body.data.activity_product_list).toEqual([
      'whatsapp',
      'sms_verification',
      'sms_promotion',
    ]);
    const mainId = before[0].account_id;
    expect((await activatedRows(mainId)).map((r) => r.product_key)).toEqual([
      'sms_promotion',
      'sms_verification',
      'whatsapp',
    ]);
    // the other main account is untouched
    expect(await activatedRows(otherMainId)).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a malformed key, activating nothing', async () => {
    const unknown = await activate('telegram');
    expect([unknown.status, unknown.body.code]).toEqual([404, '404001']);
    for (const bad of ['WhatsApp', '1001', 'x'.repeat(70), '%27%20or%201%3D1']) {
      const answer = await activate(bad);
      expect([answer.status, answer.body.code], bad).toEqual([400, '400001']);
    }
    const rows = await ctx.db.kysely.selectFrom('account_products').select('product_key').execute();
    expect(rows.map((r) => r.product_key)).not.toContain('telegram');
  });

  it('keeps activation per main account and refuses it to sub-accounts', async () => {
    const other = await activate('number_status', otherToken);
    expect(other.body.data.state).toBe('activated');
    expect((await activatedRows(otherMainId)).map((r) => r.product_key)).toEqual(['number_status']);
    // the demo account did not gain it
    const demo = (await catalogue('name=status')).body.data.list[0];
    expect(demo).toMatchObject({ key: 'number_status', state: 'unactivated' });

    const sub = await activate('number_validity', subToken);
    expect([sub.status, sub.body.code]).toEqual([403, '403001']);
    const validity = (await catalogue('name=validity')).body.data.list[0];
    expect(validity.state).toBe('unactivated');
  });

  it('shows a sub-account only the activated products it is authorized for', async () => {
    // sms_promotion is activated on the main account but not authorized for the sub-account
    const { body } = await catalogue('state=activated', subToken);
    expect(body.data.list.map((p) => p.key)).toEqual(['whatsapp', 'sms_verification']);
    const all = await catalogue('', subToken);
    expect(all.body.data.list.find((p) => p.key === 'sms_promotion')?.state).toBe('unactivated');
  });

  it('requires a session', async () => {
    const answer = await call(ctx.app, 'GET', '/v1/products');
    expect([answer.status, answer.body.code]).toEqual([401, '501']);
    const activation = await call(ctx.app, 'POST', '/v1/products/whatsapp/activate');
    expect([activation.status, activation.body.code]).toEqual([401, '501']);
  });

  it('prices WhatsApp by message type per country, from the database', async () => {
    const { body } = await pricing('whatsapp');
    expect(body.data.columns).toEqual(['marketing', 'utility', 'authentication', 'service']);
    expect(body.data.total).toBeGreaterThanOrEqual(40);
    const us = body.data.list.find((row) => row.countryCode === 'US');
    expect(us).toEqual({
      countryCode: 'US',
      country: 'United States',
      dialCode: '1',
      prices: {
        marketing: '0.0250',
        utility: '0.0040',
        authentication: '0.0135',
        service: '0.0000',
      },
    });
    // ordered by name (the database's collation decides the finer points)
    const names = body.data.list.map((row) => row.country);
    expect([names[0], names.at(-1)]).toEqual(['Argentina', 'Vietnam']);

    // a price changed in the database is what the page shows
    await ctx.db.kysely
      .updateTable('product_prices')
      .set({ price_micros: 31_400 })
      .where('product_key', '=', 'whatsapp')
      .where('country_code', '=', 'US')
      .where('message_type', '=', 'marketing')
      .execute();
    const changed = await pricing('whatsapp', 'country=US');
    const row = changed.body.data.list.find((r) => r.countryCode === 'US');
    expect(row?.prices.marketing).toBe('0.0314');
  });

  it('lists the OTP and SMS promotion tabs with their own columns', async () => {
    const otp = await pricing('otp', 'country=india');
    expect(otp.body.data.columns).toEqual(['whatsapp', 'sms', 'voice']);
    expect(otp.body.data.list).toEqual([
      {
        countryCode: 'IN',
        country: 'India',
        dialCode: '91',
        // auth + 0.0010; SMS + 10%; SMS × 1.5 + 0.0050
        prices: { whatsapp: '0.0024', sms: '0.00495', voice: '0.01175' },
      },
    ]);
    const sms = await pricing('sms_promotion', 'country=CN', 'zh-CN');
    expect(sms.body.data.columns).toEqual(['promotion']);
    expect(sms.body.data.list).toEqual([
      { countryCode: 'CN', country: '中国', dialCode: '86', prices: { promotion: '0.0350' } },
    ]);
  });

  it('searches countries by name in either language, ISO code or calling code', async () => {
    const names = async (query: string, language?: string) =>
      (await pricing('sms_promotion', query, language)).body.data.list.map((r) => r.countryCode);
    expect(await names('country=united')).toEqual(['AE', 'GB', 'US']);
    const chinese = await names(`country=${encodeURIComponent('中国')}`, 'zh-CN');
    expect(chinese.sort()).toEqual(['CN', 'HK', 'TW']);
    expect(await names('country=de')).toContain('DE');
    expect(await names(`country=${encodeURIComponent('+44')}`)).toEqual(['GB']);
    expect(await names('country=1')).toEqual(['CA', 'US']);
    expect(await names('country=atlantis')).toEqual([]);
    expect(await names('country=%25')).toEqual([]);
  });

  it('refuses an unknown tab and an over-long search', async () => {
    const tab = await pricing('fax');
    expect([tab.status, tab.body.code]).toEqual([400, '400001']);
    const long = await pricing('otp', `country=${'x'.repeat(65)}`);
    expect([long.status, long.body.code]).toEqual([400, '400001']);
  });

  it('shows the service team and the API docs site', async () => {
    const { body } = await call(ctx.app, 'GET', '/v1/account/service-team', { token: subToken });
    expect(body.data).toMatchObject({
      email: 'support@example.com',
      docsUrl: 'https://docs.example.com/api',
    });
  });
});

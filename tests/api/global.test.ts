import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { flattenMenus, type BaseInfo, type Menus, type Product } from '../../contract';
import { menuTree } from '../../contract/menus';
import { DECLARED_RESOURCES } from '../../server/modules/registry';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { backends, call, signIn, startApp, type TestContext } from './harness';

describe.each(backends())('the five global calls on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { GOOGLE_CLIENT_ID: 'test-client.apps.example' } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  it('serves the Google client id without a session', async () => {
    const { body } = await call<string>(ctx.app, 'GET', '/v1/user/google/clientId');
    expect(body).toEqual({ code: '000000', data: 'test-client.apps.example', message: 'success' });
  });

  it('gives the account basics with the wallet as decimal strings', async () => {
    const { body } = await call<BaseInfo>(ctx.app, 'GET', '/v1/account/basic', { token });
    expect(body.data).toMatchObject({
      email: DEMO.email,
      phone: DEMO.phone,
      name: 'Demo Admin',
      corporateName: 'Demo Trading Ltd.',
      accountType: 'corporate',
      isMain: true,
      certificationState: 'certified',
      wallet: { balance: '1250.00', creditLimit: '500.00', availableLimit: '1750.00' },
    });
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('lists the activated products under activity_product_list', async () => {
    const { body } = await call<{ activity_product_list: string[] }>(
      ctx.app,
      'GET',
      '/v1/product/config/actlist',
      {
        token,
      },
    );
    expect(body.data.activity_product_list).toEqual(['whatsapp', 'sms_verification']);
  });

  it('gives the whole catalogue in the request language', async () => {
    const en = await call<Product[]>(ctx.app, 'GET', '/v1/product/config/get', { token });
    expect(en.body.data).toHaveLength(8);
    expect(en.body.data[0]).toMatchObject({
      id: '1001',
      key: 'whatsapp',
      name: 'WhatsApp Business Messaging',
    });
    const zh = await call<Product[]>(ctx.app, 'GET', '/v1/product/config/get', {
      token,
      language: 'zh_CN',
    });
    expect(zh.body.data[1].name).toBe('短信验证码');
  });

  it('gives the main account every menu entry', async () => {
    const { body } = await call<Menus>(ctx.app, 'GET', '/v1/account/authority/menus', { token });
    const keys = flattenMenus(body.data).map((item) => item.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'home',
        'order',
        'bill',
        'topUp',
        'apiKey',
        'callback',
        'info',
        'users',
        'notice',
        'pricing',
      ]),
    );
    expect(Object.keys(body.data)).toEqual(['sidebar', 'toolbar']);
    const financial = (menus: Menus) =>
      menus.sidebar.find((item) => item.key === 'financial')?.children?.map((c) => c.key) ?? [];
    // the fixed entries and every declared resource's, in their declared order
    expect(financial(body.data)).toEqual(financial(menuTree(DECLARED_RESOURCES)));
    const known = ['topUp', 'ledger', 'order', 'bill', 'usage'];
    expect(financial(body.data).filter((key) => known.includes(key))).toEqual(known);
  });

  it('gives a sub-account only what its role allows', async () => {
    const subToken = await signIn(ctx.app, DEMO.subEmail);
    const { body } = await call<Menus>(ctx.app, 'GET', '/v1/account/authority/menus', {
      token: subToken,
    });
    const keys = flattenMenus(body.data).map((item) => item.key);
    expect(keys).toContain('order');
    expect(keys).toContain('bill');
    expect(keys).not.toContain('apiKey');
    expect(keys).not.toContain('developer');
    expect(keys).not.toContain('users');
    const basic = await call<BaseInfo>(ctx.app, 'GET', '/v1/account/basic', { token: subToken });
    expect(basic.body.data).toMatchObject({
      isMain: false,
      roleName: 'Finance',
      permissionGroups: ['order', 'bill'],
    });
    // the README says what the demo's finance role reaches, entry by entry
    const financial =
      body.data.sidebar.find((item) => item.key === 'financial')?.children?.map((c) => c.key) ?? [];
    const named: Record<string, string> = {
      topUp: 'top-up',
      ledger: 'wallet activity',
      order: 'orders',
      bill: 'bills, invoices',
      usage: 'usage',
    };
    expect(financial).toEqual(Object.keys(named));
    const row = readFileSync('README.md', 'utf8')
      .split('\n')
      .find((line) => line.includes(DEMO.subEmail));
    for (const words of Object.values(named)) expect(row?.toLowerCase()).toContain(words);
    expect(row).toContain('account information');
  });
});

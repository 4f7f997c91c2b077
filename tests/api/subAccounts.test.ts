import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, type BaseInfo, type SubAccount } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { contacts, CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';

type Created = SubAccount & { generatedPassword: string | null };
type Page = { list: SubAccount[]; total: number };

describe.each(backends())('sub-accounts on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let roleId: string;
  const create = (body: Record<string, unknown>, language?: string) =>
    call<Created>(ctx.app, 'POST', '/v1/sub-accounts', { token, body, language });
  const count = async () =>
    (await call<Page>(ctx.app, 'GET', '/v1/sub-accounts', { token })).body.data.total;

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    roleId = (await makeRole(ctx.app, token, ['bill'])).id;
  });
  afterAll(() => ctx.close());

  it('creates one with a generated password shown once, which signs in', async () => {
    const { email, phone } = contacts();
    const { body } = await create({
      email: email.toUpperCase(),
      name: '  Alice  ',
      phone: phone.replace(/^(\+\d{2})(\d{3})/, '$1 $2-'),
      roleId,
      passwordMode: 'auto',
      remarks: 'Night shift',
    });
    expect(body.code).toBe('000000');
    expect(body.data).toMatchObject({
      email,
      name: 'Alice',
      phone,
      roleId,
      remarks: 'Night shift',
      status: 'active',
      products: [],
      ownBalance: null,
    });
    expect(body.data.generatedPassword).toMatch(/^[\x21-\x7E]{12}$/);
    expect(body.data.generatedPassword).toMatch(/[1-9]/);
    const subToken = await signIn(ctx.app, email, body.data.generatedPassword as string);
    expect(subToken).toBeTruthy();
    // Never again: reading it back has no password in any form.
    const again = await call(ctx.app, 'GET', `/v1/sub-accounts/${body.data.id}`, { token });
    expect(JSON.stringify(again.body)).not.toContain(body.data.generatedPassword);
    expect(again.body.data).not.toHaveProperty('generatedPassword');
  });

  it('creates one with a custom password that follows the rules', async () => {
    const sub = await makeSub(ctx.app, token, roleId);
    expect(sub.generatedPassword).toBeNull();
    expect(await signIn(ctx.app, sub.email, CUSTOM_PASSWORD)).toBeTruthy();
  });

  it('refuses custom passwords that break the rules, and changes nothing', async () => {
    const before = await count();
    const cases: [string | undefined, string][] = [
      ['Ab1!', 'The password must be 6 to 16 characters long.'],
      ['Abcdefgh1!Abcdefgh', 'The password must be 6 to 16 characters long.'],
      [
        'abcdefgh',
        'The password must contain letters, digits and special characters such as !@#$^,_.',
      ],
      [
        'abcd1234',
        'The password must contain letters, digits and special characters such as !@#$^,_.',
      ],
      [
        '12345!@#',
        'The password must contain letters, digits and special characters such as !@#$^,_.',
      ],
      [
        'Abc 123!x',
        'Use only letters, digits and special characters such as !@#$^,_. (no spaces).',
      ],
      [
        'Pässwort1!',
        'Use only letters, digits and special characters such as !@#$^,_. (no spaces).',
      ],
      [undefined, 'Required'],
    ];
    for (const [password, message] of cases) {
      const { status, body } = await create({
        ...contacts(),
        name: 'Bob',
        roleId,
        passwordMode: 'custom',
        ...(password !== undefined && { password: encodeCredential(password) }),
      });
      expect(status, password).toBe(400);
      expect((body.data as unknown as { fields: Record<string, string> }).fields.password).toBe(
        message,
      );
    }
    const plain = await create({
      ...contacts(),
      name: 'Bob',
      roleId,
      passwordMode: 'custom',
      password: 'Abc123!x',
    });
    expect(plain.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("answers the spec's messages for a duplicate email or phone, in both languages", async () => {
    const existing = await makeSub(ctx.app, token, roleId);
    const before = await count();
    const dupEmail = await create({
      ...contacts(),
      email: existing.email.toUpperCase(),
      name: 'X',
      roleId,
      passwordMode: 'auto',
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.message).toBe('The email number has been exists!');
    expect(dupEmail.body.data).toEqual({ fields: { email: 'The email number has been exists!' } });
    const dupPhone = await create({
      ...contacts(),
      phone: existing.phone,
      name: 'X',
      roleId,
      passwordMode: 'auto',
    });
    expect(dupPhone.body.message).toBe('The mobile phone number has been exists!');
    // The main account's own email and phone are taken too.
    const mainEmail = await create(
      { ...contacts(), email: DEMO.email, name: 'X', roleId, passwordMode: 'auto' },
      'zh-CN',
    );
    expect(mainEmail.body.message).toBe('该邮箱已存在！');
    const mainPhone = await create(
      { ...contacts(), phone: DEMO.phone, name: 'X', roleId, passwordMode: 'auto' },
      'zh-CN',
    );
    expect(mainPhone.body.message).toBe('该手机号已存在！');
    expect(await count()).toBe(before);
  });

  it('lets concurrent creations of one email produce exactly one account', async () => {
    const { email } = contacts();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        create({ ...contacts(), email, name: 'Race', roleId, passwordMode: 'auto' }),
      ),
    );
    expect(answers.filter((a) => a.body.code === '000000')).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== '000000')) {
      expect(lost.body.message).toBe('The email number has been exists!');
    }
  });

  it('requires email, name, phone and role, and rejects bad formats and emoji', async () => {
    const missing = await create({ passwordMode: 'auto' });
    expect(missing.status).toBe(400);
    const fields = (missing.body.data as unknown as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['email', 'name', 'phone', 'roleId']);
    const bad = await create({
      email: 'not-an-email',
      name: 'Team 🚀',
      phone: '12345',
      roleId,
      remarks: 'ok 👍🏽',
      passwordMode: 'auto',
    });
    expect((bad.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      email: 'The format is incorrect.',
      name: 'Emoji are not allowed here.',
      phone: 'Enter the number with its country code, e.g. +8613800000000.',
      remarks: 'Emoji are not allowed here.',
    });
    const flag = await create({ ...contacts(), name: 'Go 🇨🇳', roleId, passwordMode: 'auto' });
    expect(flag.status).toBe(400);
    const symbols = await create({
      ...contacts(),
      name: 'Acme® Ltd. (HK) #1',
      roleId,
      passwordMode: 'auto',
    });
    expect(symbols.body.code).toBe('000000');
  });

  it("refuses a role of another account or one that doesn't exist", async () => {
    const { body, status } = await create({
      ...contacts(),
      name: 'X',
      roleId: 'nope',
      passwordMode: 'auto',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('The role was not found.');
  });

  it('stores product authorization; independent billing gets its own wallet on basic', async () => {
    const sub = await makeSub(ctx.app, token, roleId, {
      products: [
        { productKey: 'whatsapp', billingMethod: 'independent' },
        { productKey: 'sms_verification', billingMethod: 'dependent' },
      ],
    });
    expect(sub.products).toEqual([
      { productKey: 'sms_verification', billingMethod: 'dependent' },
      { productKey: 'whatsapp', billingMethod: 'independent' },
    ]);
    expect(sub.ownBalance).toBe('0.00');
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const basic = await call<BaseInfo>(ctx.app, 'GET', '/v1/account/basic', { token: subToken });
    expect(basic.body.data.wallet).toEqual({
      balance: '0.00',
      creditLimit: '0.00',
      availableLimit: '0.00',
    });
    const acts = await call<{ activity_product_list: string[] }>(
      ctx.app,
      'GET',
      '/v1/product/config/actlist',
      {
        token: subToken,
      },
    );
    expect(acts.body.data.activity_product_list.sort()).toEqual(['sms_verification', 'whatsapp']);

    // All dependent: it spends from, and sees, the main wallet.
    const updated = await call<SubAccount>(ctx.app, 'PUT', `/v1/sub-accounts/${sub.id}`, {
      token,
      body: { ...sub, products: [{ productKey: 'whatsapp', billingMethod: 'dependent' }] },
    });
    expect(updated.body.data.ownBalance).toBeNull();
    const mainBasic = await call<BaseInfo>(ctx.app, 'GET', '/v1/account/basic', { token });
    const nowBasic = await call<BaseInfo>(ctx.app, 'GET', '/v1/account/basic', { token: subToken });
    expect(nowBasic.body.data.wallet).toEqual(mainBasic.body.data.wallet);
    expect(mainBasic.body.data.wallet.balance).toBe('1250.00');
    const fewer = await call<{ activity_product_list: string[] }>(
      ctx.app,
      'GET',
      '/v1/product/config/actlist',
      {
        token: subToken,
      },
    );
    expect(fewer.body.data.activity_product_list).toEqual(['whatsapp']);
  });

  it('authorizes only activated products, each once', async () => {
    const notActivated = await create({
      ...contacts(),
      name: 'X',
      roleId,
      passwordMode: 'auto',
      products: [{ productKey: 'otp_voice', billingMethod: 'dependent' }],
    });
    expect(notActivated.status).toBe(400);
    expect(notActivated.body.message).toBe(
      'Only products your account has activated can be authorized.',
    );
    const twice = await create({
      ...contacts(),
      name: 'X',
      roleId,
      passwordMode: 'auto',
      products: [
        { productKey: 'whatsapp', billingMethod: 'dependent' },
        { productKey: 'whatsapp', billingMethod: 'independent' },
      ],
    });
    expect(twice.status).toBe(400);
    const badMethod = await create({
      ...contacts(),
      name: 'X',
      roleId,
      passwordMode: 'auto',
      products: [{ productKey: 'whatsapp', billingMethod: 'free' }],
    });
    expect(badMethod.status).toBe(400);
  });

  it('edits the profile with the same duplicate rules, keeping its own email', async () => {
    const sub = await makeSub(ctx.app, token, roleId);
    const other = await makeSub(ctx.app, token, roleId);
    const same = await call<SubAccount>(ctx.app, 'PUT', `/v1/sub-accounts/${sub.id}`, {
      token,
      body: { ...sub, name: 'Renamed', remarks: 'moved desk' },
    });
    expect(same.body.data).toMatchObject({
      name: 'Renamed',
      remarks: 'moved desk',
      email: sub.email,
    });
    const clash = await call(ctx.app, 'PUT', `/v1/sub-accounts/${sub.id}`, {
      token,
      body: { ...sub, email: other.email },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The email number has been exists!');
    const read = await call<SubAccount>(ctx.app, 'GET', `/v1/sub-accounts/${sub.id}`, { token });
    expect(read.body.data.email).toBe(sub.email);
  });

  it('disabling ends its session (next call 502) and blocks sign-in; enabling lets it back', async () => {
    const sub = await makeSub(ctx.app, token, roleId);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const off = await call<SubAccount>(ctx.app, 'POST', `/v1/sub-accounts/${sub.id}/status`, {
      token,
      body: { status: 'disabled' },
    });
    expect(off.body.data.status).toBe('disabled');
    const next = await call(ctx.app, 'GET', '/v1/account/basic', { token: subToken });
    expect(next.body.code).toBe('502');
    const login = await call(ctx.app, 'POST', '/v1/user/login', {
      body: { account: sub.email, password: encodeCredential(CUSTOM_PASSWORD) },
    });
    expect(login.body.message).toBe('This account is disabled. Contact your main account.');

    await call(ctx.app, 'POST', `/v1/sub-accounts/${sub.id}/status`, {
      token,
      body: { status: 'active' },
    });
    // The old session stays ended; a new sign-in works.
    expect((await call(ctx.app, 'GET', '/v1/account/basic', { token: subToken })).body.code).toBe(
      '502',
    );
    expect(await signIn(ctx.app, sub.email, CUSTOM_PASSWORD)).toBeTruthy();
    const wrong = await call(ctx.app, 'POST', `/v1/sub-accounts/${sub.id}/status`, {
      token,
      body: { status: 'paused' },
    });
    expect(wrong.status).toBe(400);
  });

  it('resets the password: the old one and its sessions stop working', async () => {
    const sub = await makeSub(ctx.app, token, roleId);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const { body } = await call<Created>(ctx.app, 'POST', `/v1/sub-accounts/${sub.id}/password`, {
      token,
      body: { passwordMode: 'auto' },
    });
    expect(body.data.generatedPassword).toBeTruthy();
    expect((await call(ctx.app, 'GET', '/v1/account/basic', { token: subToken })).body.code).toBe(
      '502',
    );
    await expect(signIn(ctx.app, sub.email, CUSTOM_PASSWORD)).rejects.toThrow(/401001/);
    expect(await signIn(ctx.app, sub.email, body.data.generatedPassword as string)).toBeTruthy();
  });

  it('lists with paging, search, filters and sorting', async () => {
    const blocked = await makeSub(ctx.app, token, roleId, { name: 'Zed Filter' });
    await call(ctx.app, 'POST', `/v1/sub-accounts/${blocked.id}/status`, {
      token,
      body: { status: 'disabled' },
    });
    const list = (query: string) =>
      call<Page>(ctx.app, 'GET', `/v1/sub-accounts?${query}`, { token });
    const all = await list('pageSize=100');
    expect(all.body.data.list.map((s) => s.email)).not.toContain(DEMO.email);
    expect(all.body.data.list.map((s) => s.email)).toContain(DEMO.subEmail);
    const pages = [
      ...(await list('pageSize=3&page=1')).body.data.list,
      ...(await list('pageSize=3&page=2')).body.data.list,
    ];
    expect(pages.map((s) => s.id)).toEqual(all.body.data.list.slice(0, 6).map((s) => s.id));
    const disabled = await list('status=disabled');
    expect(disabled.body.data.list.filter((s) => s.status !== 'disabled')).toEqual([]);
    expect(disabled.body.data.list.map((s) => s.id)).toContain(blocked.id);
    const byName = await list('q=zed%20f');
    expect(byName.body.data.list.map((s) => s.id)).toEqual([blocked.id]);
    expect((await list('q=%25')).body.data.total).toBe(0);
    // any part matches: the middle of a name or an email, a phone with or without its "+"
    expect((await list('q=d%20fil')).body.data.list.map((s) => s.id)).toEqual([blocked.id]);
    const finance = DEMO.subEmail.slice(2, 7);
    expect((await list(`q=${finance}`)).body.data.list.map((s) => s.email)).toContain(
      DEMO.subEmail,
    );
    for (const phone of [DEMO.subPhone, DEMO.subPhone.slice(1), DEMO.subPhone.slice(-6)])
      expect(
        (await list(`q=${encodeURIComponent(phone)}`)).body.data.list.map((s) => s.email),
        phone,
      ).toContain(DEMO.subEmail);
    const byRole = await list(`roleId=${roleId}&pageSize=100`);
    expect(byRole.body.data.list.length).toBeGreaterThan(0);
    expect(byRole.body.data.total).toBeLessThan(all.body.data.total);
    expect(byRole.body.data.list.filter((s) => s.roleId !== roleId)).toEqual([]);
    const sorted = (await list('sort=email&order=asc&pageSize=100')).body.data.list.map(
      (s) => s.email,
    );
    expect(sorted).toEqual([...sorted].sort());
    expect((await list('sort=password')).status).toBe(400);
  });

  it('deletes one: its sessions end and it is gone; one with money in its wallet is refused', async () => {
    const sub = await makeSub(ctx.app, token, roleId);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const gone = await call(ctx.app, 'DELETE', `/v1/sub-accounts/${sub.id}`, { token });
    expect(gone.body.code).toBe('000000');
    expect((await call(ctx.app, 'GET', `/v1/sub-accounts/${sub.id}`, { token })).status).toBe(404);
    expect(
      (await call(ctx.app, 'GET', '/v1/account/basic', { token: subToken })).body.code,
    ).toMatch(/^50[12]$/);

    const rich = await makeSub(ctx.app, token, roleId, {
      products: [{ productKey: 'whatsapp', billingMethod: 'independent' }],
    });
    await ctx.db.kysely
      .updateTable('wallets')
      .set({ balance_micros: 5_000_000 })
      .where('account_id', '=', rich.id)
      .execute();
    const refused = await call(ctx.app, 'DELETE', `/v1/sub-accounts/${rich.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This sub-account still has a balance in its own wallet, so it cannot be deleted. Disable it instead.',
    );
    expect((await call(ctx.app, 'GET', `/v1/sub-accounts/${rich.id}`, { token })).status).toBe(200);
  });

  it('never touches the main account through these calls', async () => {
    const basic = await call<BaseInfo>(ctx.app, 'GET', '/v1/account/basic', { token });
    const mainId = basic.body.data.id;
    for (const [method, url, body] of [
      ['GET', `/v1/sub-accounts/${mainId}`, undefined],
      ['POST', `/v1/sub-accounts/${mainId}/status`, { status: 'disabled' }],
      ['DELETE', `/v1/sub-accounts/${mainId}`, undefined],
    ] as const) {
      expect((await call(ctx.app, method, url, { token, body })).status).toBe(404);
    }
    expect((await call(ctx.app, 'GET', '/v1/account/basic', { token })).body.code).toBe('000000');
  });
});

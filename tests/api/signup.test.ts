import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastCode, lastMessage } from './outbox.fixtures';

const PASSWORD = 'Start#2026';

describe.each(backends())('sign-up and activation on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { TRIAL_CREDIT_USD: '25.50' } });
  });
  afterAll(() => ctx.close());

  const basics = (overrides: Record<string, unknown> = {}) => ({
    email: 'new.user@example.com',
    password: encodeCredential(PASSWORD),
    confirmPassword: encodeCredential(PASSWORD),
    name: 'Acme Messaging Ltd.',
    accountType: 'corporate',
    acceptTerms: true,
    ...overrides,
  });
  const check = (body: unknown, language?: string) =>
    call(ctx.app, 'POST', '/v1/user/signup/check', { body, language });
  const accountCount = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Asks a code for the phone and signs up with it. */
  async function signUp(email: string, phone: string, extra: Record<string, unknown> = {}) {
    await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: phone, purpose: 'signup-phone' },
    });
    const code = await lastCode(ctx.db, phone);
    return call<{ email: string }>(ctx.app, 'POST', '/v1/user/signup', {
      body: { ...basics({ email }), phone, code: encodeCredential(code), ...extra },
    });
  }
  const linkTokenOf = async (email: string) => {
    const message = await lastMessage(ctx.db, email);
    const link = /https?:\/\/\S+\/control\/ativeSuccess\?token=([\w-]+)/.exec(message.body);
    if (!link) throw new Error(`no activation link in ${message.body}`);
    return link[1];
  };
  const activate = (token: string) =>
    call<{ state: string; trialCredit: string | null }>(ctx.app, 'POST', '/v1/user/activate', {
      body: { token },
    });

  it('shows the trial credit offer from the configuration', async () => {
    const { body } = await call(ctx.app, 'GET', '/v1/user/signup/offer');
    expect(body.data).toEqual({ trialCredit: '25.50' });
  });

  it('accepts good basics in step one and writes nothing', async () => {
    const before = await accountCount();
    const { body } = await check(basics());
    expect(body.code).toBe('000000');
    expect(await accountCount()).toBe(before);
  });

  it('answers each rule of spec section 5 on its field, in both languages', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'The format is incorrect.', '格式不正确。'],
      [{ email: DEMO.email }, 'email', 'The email number has been exists!', '该邮箱已存在！'],
      [
        { email: DEMO.email.toUpperCase() },
        'email',
        'The email number has been exists!',
        '该邮箱已存在！',
      ],
      [
        { confirmPassword: encodeCredential('Start#2027') },
        'confirmPassword',
        'The two passwords do not match!',
        '两次输入的密码不一致！',
      ],
      [
        { password: encodeCredential('a1#'), confirmPassword: encodeCredential('a1#') },
        'password',
        'The password must be 6 to 16 characters long.',
        '密码长度须为 6 到 16 个字符。',
      ],
      [
        {
          password: encodeCredential('Abcdefgh12345#789'),
          confirmPassword: encodeCredential('Abcdefgh12345#789'),
        },
        'password',
        'The password must be 6 to 16 characters long.',
        '密码长度须为 6 到 16 个字符。',
      ],
      [
        { password: encodeCredential('abcdef12'), confirmPassword: encodeCredential('abcdef12') },
        'password',
        'The password must contain letters, digits and special characters such as !@#$^,_.',
        '密码须同时包含字母、数字和 !@#$^,_. 等特殊字符。',
      ],
      [{ name: 'Acme 🚀' }, 'name', 'Emoji are not allowed here.', '此处不允许输入表情符号。'],
      [{ name: '   ' }, 'name', 'Required', '必填'],
      [
        { acceptTerms: false },
        'acceptTerms',
        'Please read and accept the terms of service and the privacy policy.',
        '请阅读并同意服务条款和隐私政策。',
      ],
      [
        { accountType: 'government' },
        'accountType',
        'Choose one of the listed values',
        '请选择列出的值之一',
      ],
    ];
    for (const [overrides, field, en, zh] of cases) {
      const english = await check(basics(overrides));
      expect(english.status, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
      expect((english.body.data as { fields: Record<string, string> }).fields[field]).toBe(en);
      const chinese = await check(basics(overrides), 'zh-CN');
      expect((chinese.body.data as { fields: Record<string, string> }).fields[field]).toBe(zh);
    }
  });

  it('takes any digit 0–9 as the password digit (a 0 alone passes)', async () => {
    const zeroOnly = encodeCredential('Abcde#0');
    const { body } = await check(basics({ password: zeroOnly, confirmPassword: zeroOnly }));
    expect(body.code).toBe('000000');
  });

  it('refuses a plain-text password and a missing phone code, creating nothing', async () => {
    const before = await accountCount();
    const plain = await check(basics({ password: PASSWORD, confirmPassword: PASSWORD }));
    expect(plain.status).toBe(400);
    const noCode = await call(ctx.app, 'POST', '/v1/user/signup', {
      body: { ...basics(), phone: '+14155550111', code: encodeCredential('123456') },
    });
    expect(noCode.status).toBe(400);
    expect((noCode.body.data as { fields: Record<string, string> }).fields.code).toBe(
      'The verification code is incorrect or has expired.',
    );
    expect(await accountCount()).toBe(before);
  });

  it('refuses a phone another account holds', async () => {
    const { status, body } = await call(ctx.app, 'POST', '/v1/user/signup', {
      body: { ...basics(), phone: DEMO.phone, code: encodeCredential('123456') },
    });
    expect(status).toBe(409);
    expect(body.message).toBe('The mobile phone number has been exists!');
  });

  it('creates a pending account that cannot sign in until the link is followed', async () => {
    const { body } = await signUp('Pending@Example.com', '+14155550122');
    expect(body).toMatchObject({ code: '000000', data: { email: 'pending@example.com' } });
    expect(JSON.stringify(body)).not.toMatch(/token|ativeSuccess/);
    const row = await ctx.db.kysely
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', 'pending@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      phone: '+14155550122',
      account_type: 'corporate',
      corporate_name: 'Acme Messaging Ltd.',
      main_id: row.id,
    });
    const login = await call(ctx.app, 'POST', '/v1/user/login', {
      body: { account: 'pending@example.com', password: encodeCredential(PASSWORD) },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      'This account is not activated yet. Follow the link in the email we sent you.',
    );
  });

  it('activates once, credits the trial as an adjust ledger entry, then signs in', async () => {
    await signUp('active@example.com', '+14155550133');
    const token = await linkTokenOf('active@example.com');
    const first = await activate(token);
    expect(first.body.data).toEqual({ state: 'activated', trialCredit: '25.50' });
    const account = await ctx.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'active@example.com')
      .executeTakeFirstOrThrow();
    const ledger = await ctx.db.kysely
      .selectFrom('ledger_entries')
      .selectAll()
      .where('account_id', '=', account.id)
      .execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'adjust',
        amount_micros: 25_500_000,
        balance_after_micros: 25_500_000,
      }),
    ]);
    const again = await activate(token);
    expect(again.body.data).toEqual({ state: 'used', trialCredit: null });
    const ledgerAfter = await ctx.db.kysely
      .selectFrom('ledger_entries')
      .select('id')
      .where('account_id', '=', account.id)
      .execute();
    expect(ledgerAfter).toHaveLength(1);

    const session = await signIn(ctx.app, 'active@example.com', PASSWORD);
    const basic = await call<{ wallet: { balance: string }; accountType: string }>(
      ctx.app,
      'GET',
      '/v1/account/basic',
      { token: session },
    );
    expect(basic.body.data.wallet.balance).toBe('25.50');
    expect(basic.body.data.accountType).toBe('corporate');
  });

  it('tells an expired link and an unknown one apart, and resends a fresh link', async () => {
    await signUp('late@example.com', '+14155550144', { accountType: 'individual', name: 'Li Lei' });
    const token = await linkTokenOf('late@example.com');
    await ctx.db.kysely
      .updateTable('account_tickets')
      .set({ expires_at: Date.now() - 1 })
      .where('purpose', '=', 'activate')
      .execute();
    expect((await activate(token)).body.data.state).toBe('expired');
    expect((await activate('x'.repeat(43))).body.data.state).toBe('invalid');
    const resend = await call(ctx.app, 'POST', '/v1/user/activation/resend', {
      body: { email: 'late@example.com' },
    });
    expect(resend.body.code).toBe('000000');
    const fresh = await linkTokenOf('late@example.com');
    expect(fresh).not.toBe(token);
    expect((await activate(fresh)).body.data.state).toBe('activated');
    const row = await ctx.db.kysely
      .selectFrom('accounts')
      .select(['status', 'corporate_name', 'account_type'])
      .where('email', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', corporate_name: null, account_type: 'individual' });
  });

  it('resends nothing for an unknown or already active email, answering the same', async () => {
    for (const email of ['ghost@example.com', DEMO.email]) {
      const { body } = await call(ctx.app, 'POST', '/v1/user/activation/resend', {
        body: { email },
      });
      expect(body.code).toBe('000000');
      expect(await lastMessage(ctx.db, email)).toBeUndefined();
    }
  });

  it('refuses a second sign-up with the same email, ignoring case', async () => {
    const { status, body } = await signUp('ACTIVE@example.com', '+14155550155');
    expect(status).toBe(409);
    expect(body.message).toBe('The email number has been exists!');
  });
});

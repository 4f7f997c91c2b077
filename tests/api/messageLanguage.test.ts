import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, type Language, type Profile } from '../../contract';
import { balanceAlert } from '../../server/modules/walletAlerts/balanceAlertJob';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { createSender, emailAccount } from '../../server/messaging';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { lastCode, lastMessage } from './outbox.fixtures';

const PASSWORD = 'Start#2026';

/** What each message of an account reads like, per language. */
const EXPECTED: Record<Language, Record<string, RegExp>> = {
  en_US: {
    codeSubject: /^Your verification code: \d{6}$/,
    codeSms: /^Your verification code is \d{6}\. It is valid for 5 minutes\./,
    alert: /^Your available limit is below 5\.00 USD$/,
    autoRechargeOff: /^Auto-recharge is turned off$/,
    callbackDisabled: /^Callback address Orders hook is disabled$/,
  },
  zh_CN: {
    codeSubject: /^您的验证码：\d{6}$/,
    codeSms: /^您的验证码是 \d{6}，5 分钟内有效。/,
    alert: /^您的可用额度已低于 5\.00 USD$/,
    autoRechargeOff: /^自动充值已关闭$/,
    callbackDisabled: /^回调地址 Orders hook 已停用$/,
  },
};

describe.each(backends())('emails and messages in the account’s language on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { CODE_COOLDOWN_SECONDS: '0' } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const profile = () => call<Profile>(ctx.app, 'GET', '/v1/account/profile', { token });
  const saveProfile = (body: unknown) =>
    call<Profile>(ctx.app, 'PUT', '/v1/account/profile', { token, body });
  /** The newest message of a purpose to an address (several may share a millisecond). */
  const lastOf = (to: string, purpose: string) =>
    ctx.db.kysely
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', to)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  /** Asks a code as a visitor whose console is in English. */
  const askCode = (account: string, purpose: string) =>
    call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account, purpose },
      language: 'en-US',
    });

  it('keeps the language chosen at sign-up for the activation email and every later one', async () => {
    const phone = '+14155550188';
    const email = 'zh.user@example.com';
    await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: phone, purpose: 'signup-phone' },
      language: 'zh-CN',
    });
    expect((await lastMessage(ctx.db, phone)).body).toMatch(EXPECTED.zh_CN.codeSms);
    const signedUp = await call(ctx.app, 'POST', '/v1/user/signup', {
      language: 'zh-CN',
      body: {
        email,
        password: encodeCredential(PASSWORD),
        confirmPassword: encodeCredential(PASSWORD),
        name: '新用户',
        accountType: 'individual',
        acceptTerms: true,
        phone,
        code: encodeCredential(await lastCode(ctx.db, phone)),
      },
    });
    expect(signedUp.body.code).toBe('000000');
    expect(await lastMessage(ctx.db, email)).toMatchObject({
      subject: '激活您的账号',
      language: 'zh_CN',
    });
    // sent again from an English console: still the account's language
    await call(ctx.app, 'POST', '/v1/user/activation/resend', {
      body: { email },
      language: 'en-US',
    });
    expect((await lastMessage(ctx.db, email)).body).toMatch(/^欢迎！请在 24 小时内打开此链接/);
  });

  it('shows the language on account information and changes it; other values are refused', async () => {
    expect((await profile()).body.data.language).toBe('en_US');
    const changed = await saveProfile({ name: 'Demo User', language: 'zh_CN' });
    expect(changed.body.data).toMatchObject({ name: 'Demo User', language: 'zh_CN' });
    for (const language of ['fr_FR', 'zh-CN', '', 7]) {
      const refused = await saveProfile({ name: 'Demo User', language });
      expect(refused.status, String(language)).toBe(400);
      expect(Object.keys((refused.body.data as unknown as { fields: object }).fields)).toEqual([
        'language',
      ]);
    }
    // a save without the language (an older console) keeps it
    expect((await saveProfile({ name: 'Demo User' })).body.data.language).toBe('zh_CN');
  });

  it.each(['zh_CN', 'en_US'] as const)(
    'writes codes, alerts and account emails in %s, whatever the request’s language',
    async (language) => {
      await saveProfile({ name: 'Demo User', language });
      const expected = EXPECTED[language];
      await askCode(DEMO.email, 'login');
      expect((await lastOf(DEMO.email, 'login')).subject).toMatch(expected.codeSubject);
      await askCode(DEMO.phone, 'reset');
      expect((await lastOf(DEMO.phone, 'reset')).body).toMatch(expected.codeSms);

      const { id } = (await profile()).body.data;
      await call(ctx.app, 'PUT', '/v1/wallet/alerts', {
        token,
        body: { thresholds: ['5.00'], emails: [], notifyAccount: true },
      });
      await balanceAlert.run(
        { accountId: id, thresholdMicros: 5_000_000, availableMicros: 4_000_000 },
        { db: ctx.db, config: ctx.config, log: ctx.app.log, attempt: 1, maxAttempts: 1 },
      );
      expect((await lastOf(DEMO.email, 'balance-alert')).subject).toMatch(expected.alert);
      expect((await lastOf(DEMO.phone, 'balance-alert')).language).toBe(language);

      const sender = createSender(ctx.config, ctx.db, ctx.app.log);
      await emailAccount(sender, ctx.db, id, {
        purpose: 'auto-recharge-off',
        template: 'autoRecharge.offMail',
        variables: { amount: '50.00', url: 'https://console.example.com/control/home/topUp' },
      });
      expect((await lastOf(DEMO.email, 'auto-recharge-off')).subject).toMatch(
        expected.autoRechargeOff,
      );
      await emailAccount(sender, ctx.db, id, {
        purpose: 'callback-disabled',
        template: 'devtools.disabledMail',
        variables: { name: 'Orders hook', url: 'https://hooks.test/orders', settings: '' },
      });
      expect((await lastOf(DEMO.email, 'callback-disabled')).subject).toMatch(
        expected.callbackDisabled,
      );
    },
  );

  it('starts a new sub-account in its main account’s language', async () => {
    await saveProfile({ name: 'Demo User', language: 'zh_CN' });
    const role = await call<{ id: string }>(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: 'Language role', permissions: ['order'] },
    });
    const created = await call(ctx.app, 'POST', '/v1/sub-accounts', {
      token,
      body: {
        email: 'sub.lang@example.com',
        phone: '+14155550199',
        name: 'Sub Lang',
        roleId: role.body.data.id,
        passwordMode: 'custom',
        password: encodeCredential('Sub#Pass11'),
      },
    });
    expect(created.body.code).toBe('000000');
    const subToken = await signIn(ctx.app, 'sub.lang@example.com', 'Sub#Pass11');
    const sub = await call<Profile>(ctx.app, 'GET', '/v1/account/profile', { token: subToken });
    expect(sub.body.data.language).toBe('zh_CN');
  });
});

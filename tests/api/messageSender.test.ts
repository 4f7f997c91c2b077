import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential, messageSendRequest } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { startServerProcess } from '../../scripts/server-process';
import { backends, call, startApp, type TestContext } from './harness';
import { lastMessage } from './outbox.fixtures';
import { startReceivers, type Received, type Receivers } from './receivers';

const TOKEN = 'send-api-token-for-the-tests-0123456789';

describe.each(backends())('codes through the platform’s send API on %s', (backend) => {
  let ctx: TestContext;
  let receivers: Receivers;
  const logs: string[] = [];
  beforeAll(async () => {
    receivers = await startReceivers();
    ctx = await startApp(backend, {
      env: {
        MESSAGE_SENDER: 'http',
        MESSAGE_SEND_URL: `${receivers.base}/messages`,
        MESSAGE_SEND_TOKEN: TOKEN,
        JOB_WORKER: '1',
        JOB_POLL_MS: '100',
      },
      logStream: { write: (line) => logs.push(line) },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  const posts = () => receivers.received.filter((request) => request.url === '/messages');
  /** The request as the platform reads it: the signature checked with the library. */
  const verified = (request: Received) =>
    messageSendRequest.parse(
      new Webhook(TOKEN, { format: 'raw' }).verify(
        request.body,
        request.headers as Record<string, string>,
      ),
    );
  const outboxRow = (to: string) =>
    ctx.db.kysely
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', to)
      .executeTakeFirstOrThrow();

  it('posts a code once, signed, after the platform first answered 503', async () => {
    receivers.plan('/messages', [503]);
    const sent = await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: DEMO.phone, purpose: 'login' },
      language: 'zh-CN',
    });
    expect(sent.body.code).toBe('000000');
    // queued without the code: the outbox shows the text with a placeholder
    const queued = await lastMessage(ctx.db, DEMO.phone);
    expect(queued).toMatchObject({ channel: 'sms', state: 'queued', template: 'auth.mail.code' });
    expect(queued.body).toBe(
      'Your verification code is %{code}. It is valid for %{minutes} minutes. Do not share it.',
    );

    await expect
      .poll(async () => (await outboxRow(DEMO.phone)).state, { timeout: 15_000, interval: 100 })
      .toBe('sent');
    expect(posts()).toHaveLength(2);
    const [refused, accepted] = posts();
    expect(accepted.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(accepted.headers['content-type']).toBe('application/json');
    const request = verified(accepted);
    // the same message both times: its id is what the platform deduplicates on
    expect(verified(refused)).toEqual(request);
    expect(accepted.headers['webhook-id']).toBe(queued.id);
    // the demo account reads English, whatever the language of the request
    expect(request).toMatchObject({
      id: queued.id,
      channel: 'sms',
      to: DEMO.phone,
      template: 'auth.mail.code',
      language: 'en_US',
      variables: { code: expect.stringMatching(/^\d{6}$/), minutes: '5' },
    });
    const { code } = request.variables;
    expect(request.text).toBe(
      `Your verification code is ${code}. It is valid for 5 minutes. Do not share it.`,
    );
    expect(await outboxRow(DEMO.phone)).toMatchObject({
      state: 'sent',
      attempts: 2,
      last_error: null,
      provider_message_id: 'platform-2',
      variables: null,
    });

    // the code works, and it was never written to the log
    const signedIn = await call(ctx.app, 'POST', '/v1/user/login/code', {
      body: { account: DEMO.phone, code: encodeCredential(code) },
    });
    expect(signedIn.body.code).toBe('000000');
    expect(logs.join('\n')).toContain('message handed to the send API');
    expect(logs.join('\n')).not.toContain(code);
    // nothing more arrives later
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(posts()).toHaveLength(2);
  });

  it('gives up on a 400 at once; a sign-up code reads in the console’s language', async () => {
    receivers.plan('/messages', [400]);
    const phone = '+14155550177';
    const before = posts().length;
    const sent = await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: phone, purpose: 'signup-phone' },
      language: 'zh-CN',
    });
    expect(sent.body.code).toBe('000000');
    await expect
      .poll(async () => (await outboxRow(phone)).state, { timeout: 10_000, interval: 100 })
      .toBe('failed');
    const row = await outboxRow(phone);
    expect(row).toMatchObject({ attempts: 1, variables: null, provider_message_id: null });
    expect(row.last_error).toBe('HTTP 400 planned 400');
    const request = verified(posts()[before]);
    expect(request).toMatchObject({ to: phone, language: 'zh_CN' });
    expect(request.text).toContain(`您的验证码是 ${request.variables.code}`);
    // past the first back-off (2.7 s): no second try
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(posts().length).toBe(before + 1);
  });

  it('keeps the code out of the outbox and the log when the platform echoes it in an error', async () => {
    // this instance's configuration, pointed elsewhere for one message
    ctx.config.messageSendUrl = `${receivers.base}/echo`;
    const phone = '+14155550166';
    try {
      await call(ctx.app, 'POST', '/v1/user/code/send', {
        body: { account: phone, purpose: 'signup-phone' },
      });
      await expect
        .poll(async () => (await outboxRow(phone)).state, { timeout: 10_000, interval: 100 })
        .toBe('failed');
    } finally {
      ctx.config.messageSendUrl = `${receivers.base}/messages`;
    }
    const echoed = receivers.received.filter((request) => request.url === '/echo').at(-1);
    const { code } = verified(echoed as Received).variables;
    const row = await outboxRow(phone);
    expect(row.last_error).toMatch(/^HTTP 422 .*"code":"%\{code\}"/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(logs.join('\n')).not.toContain(code);
  });

  it('keeps sending emails to the outbox (no SMTP here)', async () => {
    await call(ctx.app, 'POST', '/v1/user/code/send', {
      body: { account: DEMO.email, purpose: 'reset' },
    });
    expect(await lastMessage(ctx.db, DEMO.email)).toMatchObject({
      channel: 'email',
      state: 'outbox',
    });
  });
});

describe('starting with the send API half configured', () => {
  it('refuses production with MESSAGE_SENDER=http and no address or token, in one line', async () => {
    const outcome = await startServerProcess({
      NODE_ENV: 'production',
      CREDENTIAL_KEY: 'AKeyOfOurOwn2026',
      SANDBOX_SECRET: 'a-secret-of-our-own',
      ALLOW_SANDBOX: '1',
      PUBLIC_URL: 'https://console.example.com',
      MESSAGE_SENDER: 'http',
      MESSAGE_SEND_URL: 'https://send.example.com/messages',
    }).then(
      async (server) => {
        await server.stop();
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(outcome).toContain(
      'MESSAGE_SENDER=http needs MESSAGE_SEND_URL and MESSAGE_SEND_TOKEN: set both.',
    );
    expect(outcome).not.toMatch(/^\s+at /m);
  });
});

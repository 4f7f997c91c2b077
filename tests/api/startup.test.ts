import { describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { startServerProcess } from '../../scripts/server-process';

const PRODUCTION_READY = {
  NODE_ENV: 'production',
  CREDENTIAL_KEY: 'AKeyOfOurOwn2026',
  SANDBOX_SECRET: 'a-secret-of-our-own-long-and-varied-2026',
  ALLOW_SANDBOX: '1',
  PUBLIC_URL: 'https://console.example.com',
};

/** What a start that must fail printed (startServerProcess throws with the output). */
async function failedStart(env: Record<string, string>) {
  const outcome = await startServerProcess(env).then(
    async (server) => {
      await server.stop();
      return 'it started';
    },
    (error: Error) => error.message,
  );
  expect(outcome).not.toBe('it started');
  // one clear message, no stack trace
  expect(outcome).not.toMatch(/^\s+at /m);
  return outcome;
}

async function signInAnswer(baseUrl: string, key: string) {
  const answer = await fetch(`${baseUrl}/om/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.email, password: encodeCredential(DEMO.password, key) }),
  });
  return ((await answer.json()) as { code: string }).code;
}

describe('starting with a configuration that cannot work', () => {
  it('refuses production with built-in secrets, the sandbox on and http, listing each', async () => {
    const output = await failedStart({ NODE_ENV: 'production' });
    expect(output).toContain('The console cannot start: NODE_ENV=production');
    expect(output).toContain('CREDENTIAL_KEY is the built-in default');
    expect(output).toContain('SANDBOX_SECRET is the built-in default');
    expect(output).toContain('The sandbox payment provider is on');
    expect(output).toContain('PUBLIC_URL must be an https:// address');
  });

  it('refuses production with a weak secret, one line each', async () => {
    const output = await failedStart({
      ...PRODUCTION_READY,
      SANDBOX_SECRET: 'x',
      METRICS_TOKEN: 'metrics',
      CREDENTIAL_KEY: 'short',
    });
    expect(output).toContain('SANDBOX_SECRET is too weak (1 characters, 1 different)');
    expect(output).toContain('METRICS_TOKEN is too weak (7 characters');
    expect(output).toContain('CREDENTIAL_KEY must be exactly 16 ASCII characters (got 5)');
  });

  it('starts in production once each problem is fixed, without the demo account', async () => {
    const server = await startServerProcess(PRODUCTION_READY);
    try {
      expect(await signInAnswer(server.baseUrl, PRODUCTION_READY.CREDENTIAL_KEY)).toBe('401001');
    } finally {
      await server.stop();
    }
    const seeded = await startServerProcess({ ...PRODUCTION_READY, SEED_DEMO: '1' });
    try {
      expect(await signInAnswer(seeded.baseUrl, PRODUCTION_READY.CREDENTIAL_KEY)).toBe('000000');
    } finally {
      await seeded.stop();
    }
  });

  it('refuses Stripe without its keys, and unknown STRIPE_METHODS anywhere', async () => {
    const stripe = { ...PRODUCTION_READY, PAYMENT_PROVIDER: 'stripe' };
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(await failedStart(stripe)).toContain(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (from the Stripe dashboard).',
    );
    expect(await failedStart({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_123' })).toContain(
      'PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET (from the Stripe dashboard).',
    );
    // outside production too: one line, not the Stripe library's stack trace
    expect(await failedStart({ PAYMENT_PROVIDER: 'stripe' })).toContain(
      'The console cannot start: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (from the Stripe dashboard).',
    );
    expect(
      await failedStart({ PAYMENT_PROVIDER: 'stripe', PAY_TIMEOUT_MINUTES: '30', ...keys }),
    ).toContain('PAY_TIMEOUT_MINUTES must be a whole number of minutes, at least 36 with Stripe');
    expect(await failedStart({ STRIPE_METHODS: 'card,bitcoin' })).toContain(
      'STRIPE_METHODS names bitcoin: use card, alipay, wechat_pay, unionpay.',
    );
  });

  it('says in one line which setting is not a whole number', async () => {
    expect(await failedStart({ STAFF_SESSION_TTL_HOURS: '0.003' })).toContain(
      'The console cannot start: STAFF_SESSION_TTL_HOURS must be a whole number of at least 1 (got 0.003).',
    );
  });

  it('says in one line that Redis does not answer or REDIS_URL is not one', async () => {
    expect(await failedStart({ REDIS_URL: 'redis://127.0.0.1:1' })).toContain(
      'Cannot reach Redis of REDIS_URL (redis://127.0.0.1:1): ECONNREFUSED',
    );
    expect(await failedStart({ REDIS_URL: 'localhost:6379' })).toContain(
      'REDIS_URL must start with redis:// or rediss://',
    );
  });

  it('says in one line what is wrong with DATABASE_URL', async () => {
    expect(await failedStart({ DATABASE_URL: 'mysql://root@127.0.0.1/console' })).toContain(
      'DATABASE_URL must start with sqlite: or postgres://',
    );
    expect(await failedStart({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/console' })).toMatch(
      /Cannot reach the database of DATABASE_URL \(postgres:\/\/postgres@127\.0\.0\.1:1\/console\): ECONNREFUSED/,
    );
    if (process.env.TEST_DATABASE_URL) {
      const missing = new URL(process.env.TEST_DATABASE_URL);
      missing.pathname = '/console_missing_database';
      const output = await failedStart({ DATABASE_URL: missing.toString() });
      expect(output).toContain('The PostgreSQL database of DATABASE_URL does not exist');
      expect(output).toMatch(/createdb -h \S+ -p \d+ -U \S+ console_missing_database/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { productionProblems } from '../../server/lifecycle/startupChecks';

const STRONG = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const STRIPE_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const FIT = {
  NODE_ENV: 'production',
  CREDENTIAL_KEY: 'AKeyOfOurOwn2026',
  SANDBOX_SECRET: STRONG,
  ALLOW_SANDBOX: '1',
  PUBLIC_URL: 'https://console.example.com',
};
const problemsOf = (env: Record<string, string>) => {
  const all = { ...FIT, ...env };
  return productionProblems(loadConfig(all), all);
};

describe('production refuses secrets that could be guessed', () => {
  it('accepts long secrets of many different characters', () => {
    expect(
      problemsOf({
        METRICS_TOKEN: STRONG,
        OPERATOR_TOKEN: STRONG,
        STRIPE_WEBHOOK_SECRET: `whsec_${STRONG}`,
        MESSAGE_SEND_TOKEN: STRONG,
      }),
    ).toEqual([]);
  });

  it('names each short or repetitive secret in one line, never its value', () => {
    const problems = problemsOf({
      SANDBOX_SECRET: 'x',
      METRICS_TOKEN: 'ab'.repeat(20),
      OPERATOR_TOKEN: 'short-but-varied-123',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      MESSAGE_SEND_TOKEN: '0'.repeat(64),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^SANDBOX_SECRET is too weak \(1 characters, 1 different\): use at least 32/,
      ),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is too weak \(7 characters/),
      expect.stringMatching(/^METRICS_TOKEN is too weak \(40 characters, 2 different\)/),
      expect.stringMatching(/^OPERATOR_TOKEN is too weak \(20 characters/),
      expect.stringMatching(/^MESSAGE_SEND_TOKEN is too weak \(64 characters, 1 different\)/),
    ]);
    expect(problems.join('\n')).not.toContain('short-but-varied-123');
  });

  it('checks a secret only where it is in use', () => {
    // no metrics, operator API or message sender configured; the sandbox is not the provider
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: `whsec_${STRONG}`,
    };
    expect(problemsOf({ ...stripe, SANDBOX_SECRET: '' })).toEqual([]);
    expect(problemsOf({ ...stripe, SANDBOX_SECRET: 'weak' })).toEqual([
      expect.stringMatching(/^SANDBOX_SECRET is too weak/),
    ]);
  });

  it('wants a credential key of exactly 16 characters', () => {
    expect(problemsOf({ CREDENTIAL_KEY: 'AKeyOfOurOwn202' })).toEqual([
      expect.stringMatching(/^CREDENTIAL_KEY must be exactly 16 ASCII characters \(got 15\)/),
    ]);
    expect(problemsOf({ CREDENTIAL_KEY: 'AKeyOfOurOwn20266' })).toHaveLength(1);
    expect(problemsOf({ CREDENTIAL_KEY: '密钥OfOurOwn2026' })).toHaveLength(1);
  });
});

describe('production refuses keys and addresses that cannot be right', () => {
  const stripe = (key: string) => ({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: key,
    STRIPE_WEBHOOK_SECRET: `whsec_${STRONG}`,
  });

  it('accepts a secret or restricted Stripe key, live or test', () => {
    for (const key of [STRIPE_KEY, 'rk_live_51Hx9QmKd83LwzPq0sTnYv7c'])
      expect(problemsOf(stripe(key))).toEqual([]);
  });

  it('refuses a publishable key as the secret anywhere, naming the variable', () => {
    expect(() => loadConfig(stripe('pk_live_4eC39HqLyjWDarjtT1zdp7dc'))).toThrow(
      /^STRIPE_SECRET_KEY is a publishable key \(pk_…\): use the secret key/,
    );
    expect(() => loadConfig(stripe('4eC39HqLyjWDarjtT1zdp7dc'))).toThrow(
      /^STRIPE_SECRET_KEY must be a secret key of the Stripe dashboard/,
    );
  });

  it('refuses a Stripe key of one repeated character or a simple pattern', () => {
    for (const key of ['sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk_test_abcdefghijklmnopqrstuvwxyz'])
      expect(problemsOf(stripe(key))).toEqual([
        expect.stringMatching(/^STRIPE_SECRET_KEY is not a key Stripe made/),
      ]);
  });

  it('refuses secrets and keys of a simple pattern, however long and varied', () => {
    const problems = problemsOf({
      CREDENTIAL_KEY: 'aaaaaaaaaaaaaaaa',
      METRICS_TOKEN: '0123456789abcdef0123456789abcdef',
      OPERATOR_TOKEN: 'abcdefghijklmnopqrstuvwxyz0123456789',
      MESSAGE_SEND_TOKEN: 'k8Jw2q!ZpR'.repeat(4),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^CREDENTIAL_KEY follows a simple pattern/),
      expect.stringMatching(/^METRICS_TOKEN follows a simple pattern/),
      expect.stringMatching(/^OPERATOR_TOKEN follows a simple pattern/),
      expect.stringMatching(/^MESSAGE_SEND_TOKEN follows a simple pattern/),
    ]);
  });

  it('wants every address it calls or publishes over https', () => {
    const problems = problemsOf({
      MESSAGE_SENDER: 'http',
      MESSAGE_SEND_URL: 'http://send.example.com/v1/messages',
      MESSAGE_SEND_TOKEN: STRONG,
      GOOGLE_JWKS_URL: 'http://keys.example.com/certs',
      ...stripe(STRIPE_KEY),
      STRIPE_API_BASE: 'http://stripe.example.com',
    });
    expect(problems).toEqual([
      'GOOGLE_JWKS_URL must be an https:// address (got http://keys.example.com).',
      'MESSAGE_SEND_URL must be an https:// address (got http://send.example.com).',
      'STRIPE_API_BASE must be an https:// address (got http://stripe.example.com).',
    ]);
  });
});

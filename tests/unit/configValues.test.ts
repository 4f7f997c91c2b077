import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

/** Every setting that must be a whole number, with its least value. */
const WHOLE_NUMBERS: [string, number][] = [
  ['PORT', 0],
  ['SESSION_TTL_HOURS', 1],
  ['BODY_LIMIT_BYTES', 1],
  ['REQUEST_TIMEOUT_MS', 1],
  ['LOGIN_RATE_LIMIT', 1],
  ['CODE_COOLDOWN_SECONDS', 0],
  ['CODE_HOURLY_LIMIT', 1],
  ['LOGIN_FAILURE_LIMIT', 1],
  ['LOGIN_FAILURE_IP_LIMIT', 1],
  ['LOGIN_FAILURE_WINDOW_MINUTES', 1],
  ['INVOICE_FEE_BP', 0],
  ['CALLBACK_RETRY_SCHEDULE_MS', 0],
  ['JOB_POLL_MS', 1],
  ['JOB_LEASE_MS', 1],
  ['JOB_HEARTBEAT_MS', 1],
  ['JOB_EVERY_EXPIRE_ORDERS_MS', 1],
  ['SHUTDOWN_DRAIN_MS', 0],
  ['SHUTDOWN_TIMEOUT_MS', 1],
  ['STAFF_SESSION_TTL_HOURS', 1],
];

describe('whole-number settings', () => {
  it('stop the start naming the variable instead of falling back to the default', () => {
    expect(() => loadConfig({ STAFF_SESSION_TTL_HOURS: '0.003' })).toThrow(
      'STAFF_SESSION_TTL_HOURS must be a whole number of at least 1 (got 0.003).',
    );
  });

  it.each(WHOLE_NUMBERS)('%s refuses a fraction, a word and a value below %i', (name, least) => {
    for (const value of ['1.5', 'ten', '1e3', String(least - 1)])
      expect(() => loadConfig({ [name]: value }), value).toThrow(
        new RegExp(`^${name} must be a whole number `),
      );
    expect(() => loadConfig({ [name]: String(least + 2) })).not.toThrow();
  });

  it('keep their ranges where one exists', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'PORT must be a whole number from 0 to 65535 (got 70000).',
    );
    expect(() => loadConfig({ INVOICE_FEE_BP: '-5' })).toThrow(
      'INVOICE_FEE_BP must be a whole number from 0 to 10000 (got -5).',
    );
    expect(() => loadConfig({ CALLBACK_RETRY_SCHEDULE_MS: '100,soon' })).toThrow(
      /^CALLBACK_RETRY_SCHEDULE_MS must be a whole number of at least 0 \(got soon\)/,
    );
  });

  it('read an unset or empty variable as its default', () => {
    const config = loadConfig({ STAFF_SESSION_TTL_HOURS: '', SESSION_TTL_HOURS: '2' });
    expect(config.staffSessionTtlMs).toBe(12 * 3_600_000);
    expect(config.sessionTtlMs).toBe(2 * 3_600_000);
  });

  it('name TRIAL_CREDIT_USD when it is not an amount', () => {
    expect(() => loadConfig({ TRIAL_CREDIT_USD: 'ten' })).toThrow(
      'TRIAL_CREDIT_USD must be an amount in USD such as 10.00 (got ten).',
    );
    expect(loadConfig({ TRIAL_CREDIT_USD: '0' }).trialCreditMicros).toBe(0);
  });
});

describe('switch settings', () => {
  it.each(['TRUST_PROXY', 'SEED_DEMO', 'ONLINE_PAYMENT', 'JOB_WORKER', 'MESSAGE_INGEST_THREAD'])(
    '%s takes 1 or 0 and stops the start on anything else',
    (name) => {
      for (const value of ['true', 'yes', 'on'])
        expect(() => loadConfig({ [name]: value }), value).toThrow(
          `${name} must be 1 or 0 (got ${value}).`,
        );
      expect(() => loadConfig({ [name]: '1' })).not.toThrow();
      expect(() => loadConfig({ [name]: '0' })).not.toThrow();
    },
  );

  it('refuse the ingest thread on a database in memory, which one connection holds alone', () => {
    expect(() =>
      loadConfig({ MESSAGE_INGEST_THREAD: '1', DATABASE_URL: 'sqlite::memory:' }),
    ).toThrow('MESSAGE_INGEST_THREAD=1 needs a database file or server');
    expect(loadConfig({ MESSAGE_INGEST_THREAD: '1' }).messageIngestThread).toBe(true);
  });

  it('keep their defaults when unset, production seeding nothing', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      seedDemo: true,
      onlinePayment: true,
      jobWorker: true,
      messageIngestThread: false,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});

describe("the message events' broker", () => {
  it('takes an AMQP address and a queue name, and is off by default', () => {
    expect(loadConfig({})).toMatchObject({
      messageEventsAmqpUrl: null,
      messageEventsQueue: 'message-events',
    });
    expect(
      loadConfig({
        MESSAGE_EVENTS_AMQP_URL: 'amqps://user:pass@broker.example.com:5671/platform',
        MESSAGE_EVENTS_QUEUE: 'jasmin.dlr:events',
      }),
    ).toMatchObject({
      messageEventsAmqpUrl: 'amqps://user:pass@broker.example.com:5671/platform',
      messageEventsQueue: 'jasmin.dlr:events',
    });
  });

  it('stops the start on an address that is not AMQP or a queue RabbitMQ would refuse', () => {
    for (const url of ['http://broker:5672', 'broker:5672', 'amqp//broker'])
      expect(() => loadConfig({ MESSAGE_EVENTS_AMQP_URL: url }), url).toThrow(
        'MESSAGE_EVENTS_AMQP_URL must be an amqp:// or amqps:// address.',
      );
    for (const queue of ['amq.events', 'message events', 'x'.repeat(201)])
      expect(() => loadConfig({ MESSAGE_EVENTS_QUEUE: queue }), queue).toThrow(
        /^MESSAGE_EVENTS_QUEUE must be 1 to 200 letters/,
      );
  });
});

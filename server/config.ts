import { DEFAULT_CREDENTIAL_KEY, RETRY_SCHEDULE_MS, type OnlineChannel } from '../contract';
import { payTimeoutMinutes, stripeApiBase, stripeChannels, stripeKeys } from './lib/stripeSettings';
import { isIpEntry, splitIpList } from '../contract/ipList';
import { offlineBank, type OfflineBank } from './lib/offlineBank';
import { flag } from './lib/settingFlags';
import { amountSetting, wholeNumber, wholeNumberOf, type Range } from './lib/settingNumbers';
import { parseAddressClasses, type AddressClass } from './lib/addressClass';

/** How long an online order waits for its payment before it is cancelled. */
export const DEFAULT_PAY_TIMEOUT_MINUTES = 30;

/** Every setting of the server, read from environment variables with local defaults. */
export interface Config {
  port: number;
  host: string;
  /** `sqlite:<file>`, `sqlite::memory:` or `postgres://user@host:port/db`. */
  databaseUrl: string;
  /** Seed the demo account on an empty database. */
  seedDemo: boolean;
  /** Key of the credential cipher (spec section 7); the console is built with the same one. */
  credentialKey: string;
  /** How long a sign-in session lasts. */
  sessionTtlMs: number;
  /** Google sign-in client id served by /v1/user/google/clientId (empty: not configured). */
  googleClientId: string;
  /** Folder of the built console. */
  distDir: string;
  /** Redis for shared rate limits when several server processes run. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so deployments (and tests) can share one Redis. */
  redisPrefix: string;
  logLevel: string;
  /** Maximum JSON body size. */
  bodyLimitBytes: number;
  /** The longest a request may take to arrive, headers and body; past it, 408 and closed. */
  requestTimeoutMs: number;
  /** Sign-in attempts one client address may make per minute. */
  loginRateLimitPerMinute: number;
  /** Trust X-Forwarded-For from a reverse proxy in front (for client addresses). */
  trustProxy: boolean;
  /** Bearer token of the internal operator API (/om/internal); empty turns it off. */
  operatorToken: string;
  /** Where the sandbox provider posts its notifications (this server, seen from itself). */
  sandboxNotifyUrl: string;
  /** Which payment provider handles online top-ups ('sandbox': our built-in checkout). */
  paymentProvider: string;
  /** False: the top-up screen offers only offline and balance payment. */
  onlinePayment: boolean;
  /** An online order unpaid this long is cancelled. */
  payTimeoutMs: number;
  /** Signing secret of the sandbox provider's notifications. */
  sandboxSecret: string;
  /** Stripe (PAYMENT_PROVIDER=stripe): the secret API key, `sk_live_…` or `sk_test_…`. */
  stripeSecretKey: string;
  /** Signing secret of the Stripe webhook endpoint, `whsec_…`. */
  stripeWebhookSecret: string;
  /** Where the Stripe client sends its calls; null: Stripe itself (tests point it at a stub). */
  stripeApiBase: URL | null;
  /** The methods enabled in the Stripe dashboard, as the top-up screen names them. */
  stripeChannels: OnlineChannel[];
  /** Bank-transfer details shown for offline payment, per entity; null: offline is not offered. */
  offlineBank: OfflineBank | null;
  // --- accounts: sign-up, codes, messages, Google sign-in ---
  /** SMTP server for email (`smtp://user:pass@host:port`); empty: emails go to the outbox. */
  smtpUrl: string | null;
  /** Sender address of emails. */
  mailFrom: string;
  /** Where SMS go: 'outbox' (kept here) or 'http' (the platform's send API). */
  messageSender: 'outbox' | 'http';
  /** The platform's send API (MESSAGE_SENDER=http): one signed POST per message. */
  messageSendUrl: string;
  /** Its bearer token, which also signs each request (Standard Webhooks). */
  messageSendToken: string;
  /** RabbitMQ the platform's message events also arrive from (`amqp://…`); null: HTTP only. */
  messageEventsAmqpUrl: string | null;
  /** The durable queue of those events each instance consumes (and `<queue>.dead`). */
  messageEventsQueue: string;
  /**
   * True (MESSAGE_INGEST_THREAD=1): the message events are taken on a thread of their own, so
   * ingest does not hold the thread that answers the console, for ~40 MB more memory.
   */
  messageIngestThread: boolean;
  /** Public address of the console, for links in emails (activation). */
  publicUrl: string;
  /** Seconds before another code may be sent to the same address for the same purpose. */
  codeCooldownSeconds: number;
  /** Codes one address may receive per hour. */
  codeHourlyLimit: number;
  /** Failed sign-ins per account, and per client address, within the failure window. */
  loginFailureLimit: number;
  loginFailureIpLimit: number;
  loginFailureWindowMs: number;
  /** Free trial credit of a newly activated account, in micro-dollars. */
  trialCreditMicros: number;
  /** Where Google's signing keys are published (JWKS). */
  googleJwksUrl: string;
  /** Site of the API documentation; products' doc links are paths under it. Empty: our own reference. */
  docsBaseUrl: string;
  /** The service team shown on home. */
  serviceTeam: { name: string; email: string; phone: string; whatsapp: string; hours: string };
  /** Processing fee of an invoice application, in basis points of its amount. */
  invoiceFeeBasisPoints: number;
  /** The company printed as issuer on invoice PDFs. */
  invoiceIssuer: string;
  /** Address classes the callback prober may reach anyway (default none; tests allow loopback). */
  callbackAllow: AddressClass[];
  /** Waits before each retry of an event delivery (CALLBACK_RETRY_SCHEDULE_MS, comma-separated). */
  callbackRetryMs: number[];
  /** Bearer token of GET /metrics; empty: no metrics endpoint. */
  metricsToken: string;
  /** False (JOB_WORKER=0): this instance serves requests and runs no jobs. */
  jobWorker: boolean;
  /** How often an idle job worker looks for due jobs. */
  jobPollMs: number;
  /** How long a running job of the embedded queue is someone's unless renewed; past it, a crashed run is retried. */
  jobLeaseMs: number;
  /** How often a job worker says it is alive (PostgreSQL) or renews its running job's lease (SQLite). */
  jobHeartbeatMs: number;
  /** Recurring jobs' periods set by JOB_EVERY_<KIND>_MS (e.g. JOB_EVERY_EXPIRE_ORDERS_MS). */
  jobEvery: Record<string, number>;
  /** After SIGTERM: how long /readyz answers 503 while requests are still served. */
  shutdownDrainMs: number;
  /** After SIGTERM: the longest the shutdown may take (in-flight requests and jobs). */
  shutdownTimeoutMs: number;
  /** How long a staff session lasts (STAFF_SESSION_TTL_HOURS, default 12). */
  staffSessionTtlMs: number;
  /** Addresses and CIDR ranges /om/staff answers (STAFF_ALLOWED_IPS); empty: every address. */
  staffAllowedIps: string[];
}

export const DEFAULT_SANDBOX_SECRET = 'sandbox-signing-secret';

/** MESSAGE_EVENTS_AMQP_URL: an AMQP address, or unset; anything else stops the start. */
function amqpUrl(value: string | undefined): string | null {
  if (!value) return null;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'amqp:' && protocol !== 'amqps:')
    throw new Error('MESSAGE_EVENTS_AMQP_URL must be an amqp:// or amqps:// address.');
  return value;
}

/** MESSAGE_EVENTS_QUEUE: a queue name RabbitMQ accepts and does not reserve (`amq.`). */
function queueName(value = 'message-events'): string {
  if (!/^[A-Za-z0-9_.:-]{1,200}$/.test(value) || value.startsWith('amq.'))
    throw new Error(
      `MESSAGE_EVENTS_QUEUE must be 1 to 200 letters, digits, '_', '.', ':' or '-', not starting with amq. (got ${value}).`,
    );
  return value;
}

const messageSenderOf = (value = 'outbox') => {
  if (value === 'outbox' || value === 'http') return value;
  throw new Error(`MESSAGE_SENDER must be outbox or http (got ${value}).`);
};

/** STAFF_ALLOWED_IPS as entries; a bad entry stops the start rather than open the door. */
function staffAllowedIps(text: string): string[] {
  const entries = splitIpList(text);
  const bad = entries.find((entry) => !isIpEntry(entry));
  if (bad !== undefined) throw new Error(`STAFF_ALLOWED_IPS: "${bad}" is not an address or CIDR`);
  return entries;
}

/** MESSAGE_INGEST_THREAD; a database in memory is one connection's alone, so not with it. */
function ingestThreadSetting(env: NodeJS.ProcessEnv): boolean {
  const on = flag(env, 'MESSAGE_INGEST_THREAD', false);
  if (on && env.DATABASE_URL === 'sqlite::memory:')
    throw new Error('MESSAGE_INGEST_THREAD=1 needs a database file or server, not sqlite::memory:');
  return on;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // production never seeds the demo (its password is published) unless told to
  const seedDemo = flag(env, 'SEED_DEMO', env.NODE_ENV !== 'production');
  const stripe = stripeKeys(env);
  const int = (name: string, fallback: number, range?: Range) =>
    wholeNumber(env, name, fallback, range);
  const atLeastOne = { min: 1 };
  const port = int('PORT', 8080, { max: 65_535 });
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:data/console.db',
    seedDemo,
    credentialKey: env.CREDENTIAL_KEY || DEFAULT_CREDENTIAL_KEY,
    sessionTtlMs: int('SESSION_TTL_HOURS', 240, atLeastOne) * 3_600_000,
    googleClientId: env.GOOGLE_CLIENT_ID || '',
    distDir: env.DIST_DIR || 'dist',
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'om:',
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1_048_576, atLeastOne),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 30_000, atLeastOne),
    loginRateLimitPerMinute: int('LOGIN_RATE_LIMIT', 30, atLeastOne),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    operatorToken: env.OPERATOR_TOKEN || '',
    sandboxNotifyUrl: (
      env.SANDBOX_NOTIFY_URL || `http://127.0.0.1:${port}/om/pay/notify/sandbox`
    ).replace(/\/$/, ''),
    paymentProvider: env.PAYMENT_PROVIDER || 'sandbox',
    onlinePayment: flag(env, 'ONLINE_PAYMENT', true),
    payTimeoutMs:
      payTimeoutMinutes(
        env.PAY_TIMEOUT_MINUTES,
        env.PAYMENT_PROVIDER,
        DEFAULT_PAY_TIMEOUT_MINUTES,
      ) * 60_000,
    sandboxSecret: env.SANDBOX_SECRET || DEFAULT_SANDBOX_SECRET,
    stripeSecretKey: stripe.secretKey,
    stripeWebhookSecret: stripe.webhookSecret,
    stripeApiBase: stripeApiBase(env.STRIPE_API_BASE),
    stripeChannels: stripeChannels(env.STRIPE_METHODS),
    offlineBank: offlineBank(env.OFFLINE_BANK_JSON, seedDemo),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Console <no-reply@localhost>',
    messageSender: messageSenderOf(env.MESSAGE_SENDER),
    messageSendUrl: env.MESSAGE_SEND_URL || '',
    messageSendToken: env.MESSAGE_SEND_TOKEN || '',
    messageEventsAmqpUrl: amqpUrl(env.MESSAGE_EVENTS_AMQP_URL),
    messageEventsQueue: queueName(env.MESSAGE_EVENTS_QUEUE),
    messageIngestThread: ingestThreadSetting(env),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    codeCooldownSeconds: int('CODE_COOLDOWN_SECONDS', 60),
    codeHourlyLimit: int('CODE_HOURLY_LIMIT', 10, atLeastOne),
    loginFailureLimit: int('LOGIN_FAILURE_LIMIT', 5, atLeastOne),
    loginFailureIpLimit: int('LOGIN_FAILURE_IP_LIMIT', 20, atLeastOne),
    loginFailureWindowMs: int('LOGIN_FAILURE_WINDOW_MINUTES', 15, atLeastOne) * 60_000,
    trialCreditMicros: amountSetting(env, 'TRIAL_CREDIT_USD', '10.00'),
    googleJwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    docsBaseUrl: (env.DOCS_BASE_URL ?? '').replace(/\/+$/, ''),
    serviceTeam: {
      name: env.SUPPORT_NAME || 'Customer Success',
      email: env.SUPPORT_EMAIL || 'support@example.com',
      phone: env.SUPPORT_PHONE || '+85230000000',
      whatsapp: env.SUPPORT_WHATSAPP || '+85230000001',
      hours: env.SUPPORT_HOURS || 'Mon–Fri 09:00–18:00 (UTC+8)',
    },
    invoiceFeeBasisPoints: int('INVOICE_FEE_BP', 100, { max: 10_000 }),
    invoiceIssuer: env.INVOICE_ISSUER || 'Messaging Platform Ltd.',
    callbackAllow: parseAddressClasses(env.CALLBACK_ALLOW ?? ''),
    callbackRetryMs: env.CALLBACK_RETRY_SCHEDULE_MS
      ? env.CALLBACK_RETRY_SCHEDULE_MS.split(',').map((part) =>
          wholeNumberOf('CALLBACK_RETRY_SCHEDULE_MS', part),
        )
      : [...RETRY_SCHEDULE_MS],
    metricsToken: env.METRICS_TOKEN || '',
    jobWorker: flag(env, 'JOB_WORKER', true),
    jobPollMs: int('JOB_POLL_MS', 1_000, atLeastOne),
    jobLeaseMs: int('JOB_LEASE_MS', 30_000, atLeastOne),
    jobHeartbeatMs: int('JOB_HEARTBEAT_MS', 10_000, atLeastOne),
    jobEvery: Object.fromEntries(
      Object.entries(env).flatMap(([name, value]) => {
        const kind = /^JOB_EVERY_([A-Z_]+)_MS$/.exec(name)?.[1];
        if (!kind || !value) return [];
        return [[kind.toLowerCase().replaceAll('_', '-'), wholeNumberOf(name, value, atLeastOne)]];
      }),
    ),
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', 2_000),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000, atLeastOne),
    staffSessionTtlMs: int('STAFF_SESSION_TTL_HOURS', 12, atLeastOne) * 3_600_000,
    staffAllowedIps: staffAllowedIps(env.STAFF_ALLOWED_IPS ?? ''),
  };
}

import { auditAction, auditResource } from '../../contract/auditLog';
import { CALLBACK_EVENTS, DELIVERY_RETENTION_DAYS } from '../../contract/callbacks';
import { DEFAULT_PAY_TIMEOUT_MINUTES } from '../../server/config';
import { REASONS } from '../../server/modules/orders/reasons';
import { BENCH_CALLBACK_ID } from '../activity';
import { accountId, LARGE_ACCOUNT_EMAIL, LARGE_ACCOUNT_ID, literal, pick } from './seedSql';
import type { SeedDialect } from './seedSql';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const AUDIT_SPAN_MS = 395 * DAY_MS;
/** One order in ten is the large account's; the rest are typical accounts' of 1,000. */
export const TYPICAL_ORDERS = 1_000;
export const largeOrders = (rows: number) => Math.ceil(rows / 10);
export const typicalAccounts = (rows: number) =>
  Math.ceil((rows - largeOrders(rows)) / TYPICAL_ORDERS);

interface Kind {
  status: string;
  audit: string;
  method: string;
  type: string;
}
const times = (count: number, kind: Kind): Kind[] => Array.from({ length: count }, () => kind);
const topUp = (method: string, status: string, audit: string) => ({
  status,
  audit,
  method,
  type: 'top_up',
});
/**
 * 48 kinds in the proportions server/lifecycle/seed/orders.ts draws them: half top-ups (a quarter
 * of them by bank transfer), deductions and transfers paid from the wallet, adjustments.
 */
const KINDS: Kind[] = [
  ...times(8, { status: 'paid', audit: 'none', method: 'balance', type: 'deduction' }),
  ...times(8, { status: 'paid', audit: 'none', method: 'balance', type: 'transfer' }),
  ...times(8, { status: 'paid', audit: 'pass', method: 'offline', type: 'adjust' }),
  ...times(3, topUp('offline', 'paid', 'pass')),
  ...times(2, topUp('offline', 'pending', 'pending')),
  ...times(1, topUp('offline', 'failed', 'refused')),
  ...times(10, topUp('online', 'paid', 'none')),
  ...times(3, topUp('online', 'unpaid', 'none')),
  ...times(2, topUp('online', 'cancel', 'none')),
  ...times(3, topUp('online', 'failed', 'none')),
];
const PRODUCTS = ['whatsapp', 'sms_verification', 'sms_promotion', 'otp_sms', 'number_status'];
const AMOUNTS_MICROS = [10, 25, 50, 100, 200, 500, 1000, 2500].map((usd) => usd * 1_000_000);
const CHANNELS = ['card', 'wechat', 'alipay', 'unionpay'];
const FAILURE: Record<string, string> = {
  online: REASONS.cardDeclined,
  offline: REASONS.transferNotReceived,
};

const column = (field: (kind: Kind) => string | number | null) => pick(KINDS.map(field), 'k');

/** The large account (number 0) and the typical ones (1 …), all with one password. */
export const accountsSql = (
  seed: SeedDialect,
  count: number,
  passwordHash: string,
  now: number,
) => {
  const name = `CASE WHEN i = 0 THEN 'large-growth' ELSE 'bulk-' || ${seed.padded('i', 5)} END`;
  return `INSERT INTO accounts (id, main_id, email, phone, name, corporate_name, account_type,
      role_id, password_hash, status, certification_state, created_at, updated_at)
    SELECT ${accountId(seed, 'i')}, ${accountId(seed, 'i')},
      CASE WHEN i = 0 THEN ${literal(LARGE_ACCOUNT_EMAIL)} ELSE ${name} || '@example.com' END,
      NULL, ${name}, NULL, 'corporate', NULL, ${literal(passwordHash)}, 'active',
      'not_certified', ${now} + i, ${now} + i
    FROM ${seed.series(0, count)}`;
};

export const walletsSql = (seed: SeedDialect, count: number, now: number) =>
  `INSERT INTO wallets (account_id, balance_micros, credit_limit_micros, updated_at)
    SELECT ${accountId(seed, 'i')}, 0, 0, ${now} FROM ${seed.series(0, count)}`;

/**
 * Orders from..to-1 of a table of `rows`, in the order they were placed over the year before
 * `now` (as a table fills: ids and order numbers grow, so their unique indexes are appended
 * to); every tenth is the large account's, the others go round the typical accounts.
 */
export function ordersSql(seed: SeedDialect, rows: number, from: number, to: number, now: number) {
  const typical = typicalAccounts(rows);
  const paid = (kind: Kind) => (kind.status === 'paid' ? 1 : 0);
  const online = (kind: Kind) => (kind.method === 'online' ? 1 : 0);
  // an unpaid online order waits for its payment as a real one does, then times out
  const unpaidOnline = (kind: Kind) =>
    kind.method === 'online' && kind.status === 'unpaid' ? 1 : 0;
  const numbered = `SELECT i, i % ${KINDS.length} AS k,
      ${now - YEAR_MS} + i * ${YEAR_MS} / ${rows} AS created_at,
      CASE WHEN i % 10 = 0 THEN 0 ELSE 1 + (i - i / 10 - 1) % ${typical} END AS n,
      ${pick(AMOUNTS_MICROS, `(i / 240) % ${AMOUNTS_MICROS.length}`)}
        + CASE WHEN i % 4 = 0 THEN ((i / 13) % 100) * 10000 ELSE 0 END AS amount,
      (i * 7919) % 600000 AS settled_after
    FROM ${seed.series(from, to)}`;
  return `INSERT INTO orders (id, main_id, account_id, order_no, status, audit_status,
      payment_method, financial_type, product_key, amount_micros, paid_micros, trade_time,
      created_at, paid_at, failure_reason, review_reason, channel, provider, provider_ref,
      expires_at)
    SELECT ${seed.hex12('created_at')} || ${seed.padded('i', 10)},
      ${accountId(seed, 'n')}, ${accountId(seed, 'n')},
      'OM' || ${seed.day('created_at')} || ${seed.padded('i', 10)},
      ${column((kind) => kind.status)}, ${column((kind) => kind.audit)},
      ${column((kind) => kind.method)}, ${column((kind) => kind.type)},
      ${pick(PRODUCTS, `(i / ${KINDS.length}) % ${PRODUCTS.length}`)},
      amount,
      CASE WHEN ${column(paid)} = 1 THEN amount ELSE 0 END,
      CASE WHEN ${column(paid)} = 1 THEN created_at + settled_after END,
      created_at,
      CASE WHEN ${column(paid)} = 1 THEN created_at + settled_after END,
      ${column((kind) => (kind.status === 'failed' ? FAILURE[kind.method] : null))},
      NULL,
      CASE WHEN ${column(online)} = 1 THEN ${pick(CHANNELS, `(i / 7) % ${CHANNELS.length}`)} END,
      CASE WHEN ${column(online)} = 1 THEN 'sandbox' END,
      NULL,
      CASE WHEN ${column(unpaidOnline)} = 1
        THEN created_at + ${DEFAULT_PAY_TIMEOUT_MINUTES * 60_000} END
    FROM (${numbered}) AS numbered`;
}

const USAGE_PRODUCTS = ['whatsapp', 'sms_verification', 'sms_promotion', 'otp_sms', 'otp_voice'];
const COUNTRIES = ['BR', 'IN', 'ID', 'MX', 'NG', 'PH', 'TR', 'US', 'GB', 'DE', 'FR', 'ES'];
const MESSAGE_TYPES = ['marketing', 'utility', 'authentication', 'service', 'sms', 'voice'];

/** The large account's usage lines from..to-1, over the year up to `today` (UTC midnight). */
export function usageSql(seed: SeedDialect, from: number, to: number, today: number) {
  const usageDate = `${today} - (i % 365) * ${DAY_MS}`;
  const id = literal(LARGE_ACCOUNT_ID);
  return `INSERT INTO usage_lines (id, account_id, main_id, paying_account_id, usage_date,
      usage_month, product_key, country, message_type, quantity, unit_price_micros,
      amount_micros, ledger_entry_id, created_at)
    SELECT 'growth-usage-' || ${seed.padded('i', 9)}, ${id}, ${id}, ${id}, ${usageDate},
      ${seed.month(usageDate)},
      ${pick(USAGE_PRODUCTS, `i % ${USAGE_PRODUCTS.length}`)},
      ${pick(COUNTRIES, `(i / 8) % ${COUNTRIES.length}`)},
      ${pick(MESSAGE_TYPES, `(i / 32) % ${MESSAGE_TYPES.length}`)},
      1 + i % 50, 5000, (1 + i % 50) * 5000, 'bench', ${usageDate}
    FROM ${seed.series(from, to)}`;
}

/** The large account's audit entries from..to-1 of `rows`, over 13 months before `now`. */
export function auditSql(seed: SeedDialect, rows: number, from: number, to: number, now: number) {
  const actions = auditAction.options;
  const resources = auditResource.options;
  const id = literal(LARGE_ACCOUNT_ID);
  return `INSERT INTO audit_log (id, main_id, actor_id, actor, action, resource, resource_id,
      ip, user_agent, before_values, after_values, created_at)
    SELECT 'growth-audit-' || ${seed.padded('i', 9)}, ${id}, ${id},
      'person-' || ${seed.text('i % 12')} || '@example.com',
      ${pick(actions, `i % ${actions.length}`)},
      ${pick(resources, `(i / 4) % ${resources.length}`)},
      'record-' || ${seed.text('i % 500')}, '203.0.113.' || ${seed.text('i % 250')},
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      '{"name":"before ' || ${seed.text('i')} || '","status":"active"}',
      '{"name":"after ' || ${seed.text('i')} || '","status":"disabled"}',
      ${now} - i * ${AUDIT_SPAN_MS} / ${rows}
    FROM ${seed.series(from, to)}`;
}

const EVENTS = CALLBACK_EVENTS.whatsapp;

/** Attempts from..to-1 of `rows` to the bench callback address, inside its retention. */
export function deliveriesSql(
  seed: SeedDialect,
  rows: number,
  from: number,
  to: number,
  now: number,
) {
  const event = pick(EVENTS, `i % ${EVENTS.length}`);
  const eventId = `'evt_' || ${seed.text('i')}`;
  const headers = `'{"user-agent":"OM-Callback/1.0","accept":"*/*","webhook-id":"' || ${eventId}
    || '","webhook-timestamp":"' || ${seed.text('created_at / 1000')}
    || '","webhook-signature":"v1,${'s'.repeat(43)}=","content-type":"application/json"}'`;
  const body = `'{"id":"' || ${eventId} || '","event":"' || ${event} || '","timestamp":"'
    || ${seed.iso('created_at')} || '","data":{"messageId":"wamid.' || ${seed.text('i')}
    || '","to":"+6591234567","status":"delivered"}}'`;
  const span = (DELIVERY_RETENTION_DAYS - 1) * DAY_MS;
  return `INSERT INTO callback_deliveries (id, callback_id, event, outcome, http_status,
      latency_ms, detail, response_excerpt, created_at, message_id, event_id, attempt,
      request_headers, request_body)
    SELECT 'growth-delivery-' || ${seed.padded('i', 9)}, ${literal(BENCH_CALLBACK_ID)}, ${event},
      CASE WHEN i % 20 = 0 THEN 'status' ELSE 'ok' END,
      CASE WHEN i % 20 = 0 THEN 503 ELSE 200 END, 40 + i % 200, NULL,
      CASE WHEN i % 20 = 0 THEN 'Service Unavailable' ELSE '{"received":true}' END,
      created_at, NULL, ${eventId}, CASE WHEN i % 20 = 0 THEN 2 ELSE 1 END, ${headers}, ${body}
    FROM (SELECT i, ${now} - i * ${span} / ${rows} AS created_at
          FROM ${seed.series(from, to)}) AS numbered`;
}

import { accountId, pick } from './seedSql';
import type { SeedDialect } from './seedSql';

const DAY_MS = 86_400_000;
/** Two months of traffic: 30 days of insights and the 30 days they are compared with. */
export const MESSAGE_SPAN_MS = 60 * DAY_MS;
/** One message in four is the large account's; the rest are typical accounts' of 1,000. */
const LARGE_SHARE = 4;
const TYPICAL_MESSAGES = 1_000;
/** About 100 messages per number at every size: a number is messaged again and again. */
const MESSAGES_PER_NUMBER = 100;

export const messageAccounts = (rows: number) =>
  1 + Math.ceil((rows - rows / LARGE_SHARE) / TYPICAL_MESSAGES);
const numbersOf = (rows: number) => Math.max(1_000, Math.floor(rows / MESSAGES_PER_NUMBER));

// product and channel by kind; each kind's outcome when it does not fail
const PRODUCTS = ['whatsapp', 'sms_promotion', 'otp_sms', 'sms_verification', 'otp_voice'];
const CHANNELS = ['whatsapp', 'sms', 'sms', 'sms', 'voice'];
const SENDERS = ['15550001111', 'OMSHOP', 'OMVERIFY', 'OMVERIFY', '15550002222'];
// E.164 mobile prefixes whose 8 more digits make a valid number, and their countries
const NUMBER_PREFIXES = ['55119', '9198', '5255', '4478', '62812'];
const COUNTRIES = ['BR', 'IN', 'MX', 'GB', 'ID'];
const ERROR_CODES = ['30003', '30005', '30008', '131026', '131047', '40001'];

/** The columns of message i of `rows`, written over the last MESSAGE_SPAN_MS before `now`. */
function numberedMessages(seed: SeedDialect, rows: number, from: number, to: number, now: number) {
  const typical = messageAccounts(rows) - 1;
  return `SELECT i, (i / 7) % ${PRODUCTS.length} AS kind,
      ${now - MESSAGE_SPAN_MS} + i * ${MESSAGE_SPAN_MS} / ${rows} AS created_at,
      CASE WHEN i % ${LARGE_SHARE} = 0 THEN 0 ELSE 1 + i % ${typical} END AS n,
      (i * 7919) % ${numbersOf(rows)} AS number,
      CASE i % 50 WHEN 3 THEN 'failed' WHEN 17 THEN 'undelivered' END AS failure
    FROM ${seed.series(from, to)}`;
}

const finalStatus = `COALESCE(failure, CASE kind
    WHEN 0 THEN CASE WHEN i % 3 = 0 THEN 'delivered' ELSE 'read' END
    WHEN 2 THEN CASE WHEN i % 4 = 0 THEN 'expired' ELSE 'verified' END
    WHEN 4 THEN 'answered' ELSE 'delivered' END)`;
const statusAt = 'created_at + 2000 + (i % 7) * 500';

/**
 * Messages from..to-1 of `rows` as ingest leaves them: at their furthest status, 4 % failed
 * with a code, several products and countries, numbers repeated, the large account's every
 * fourth; ids and times grow with i, as a table fills.
 */
export function messagesSql(
  seed: SeedDialect,
  rows: number,
  from: number,
  to: number,
  now: number,
) {
  return `INSERT INTO messages (id, main_id, account_id, api_key_id, product, channel, direction,
      sender, recipient, country, number_type, template, segments, unit_price_micros,
      price_micros, status, status_at, error_code, body, created_at)
    SELECT ${seed.hex12('created_at')} || ${seed.padded('i', 10)},
      ${accountId(seed, 'n')}, ${accountId(seed, 'n')}, NULL,
      ${pick(PRODUCTS, 'kind')}, ${pick(CHANNELS, 'kind')}, 'outbound', ${pick(SENDERS, 'kind')},
      ${pick(NUMBER_PREFIXES, `number % ${NUMBER_PREFIXES.length}`)} || ${seed.padded('number', 8)},
      ${pick(COUNTRIES, `number % ${COUNTRIES.length}`)}, 'MOBILE',
      CASE WHEN kind = 0 THEN 'order_update' END,
      1 + i % 2, 5200, 5200 * (1 + i % 2),
      ${finalStatus}, ${statusAt},
      CASE WHEN failure IS NOT NULL THEN ${pick(ERROR_CODES, `(i / 50) % ${ERROR_CODES.length}`)} END,
      NULL, created_at
    FROM (${numberedMessages(seed, rows, from, to, now)}) AS numbered`;
}

/** Each message's journey: sent when it was made, then its furthest status. */
export function messageEventsSql(
  seed: SeedDialect,
  rows: number,
  from: number,
  to: number,
  now: number,
) {
  const id = `${seed.hex12('created_at')} || ${seed.padded('i', 10)}`;
  return `INSERT INTO message_events (id, message_id, status, error_code, at)
    SELECT ${id} || '-sent', ${id}, 'sent', NULL, created_at
      FROM (${numberedMessages(seed, rows, from, to, now)}) AS numbered
    UNION ALL
    SELECT ${id} || '-last', ${id}, ${finalStatus},
      CASE WHEN failure IS NOT NULL THEN ${pick(ERROR_CODES, `(i / 50) % ${ERROR_CODES.length}`)} END,
      ${statusAt}
      FROM (${numberedMessages(seed, rows, from, to, now)}) AS numbered`;
}

/** The daily counts ingest keeps (rollup.ts), counted once over the loaded messages. */
export const messageDaysSql = `INSERT INTO message_days (main_id, day, account_id, product,
    channel, country, status, error_code, messages)
  SELECT main_id, created_at / ${DAY_MS} * ${DAY_MS}, account_id, product, channel,
    COALESCE(country, ''), status, COALESCE(error_code, ''), count(*)
  FROM messages
  GROUP BY main_id, created_at / ${DAY_MS} * ${DAY_MS}, account_id, product, channel,
    COALESCE(country, ''), status, COALESCE(error_code, '')`;

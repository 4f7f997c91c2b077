import { sql } from 'kysely';
import { API_BASE } from '../contract';
import { auditAction, auditResource } from '../contract/auditLog';
import {
  CALLBACK_EVENTS,
  DELIVERY_LOG_PAGE_SIZE,
  DELIVERY_RETENTION_DAYS,
} from '../contract/callbacks';
import { connect, type Db } from '../server/db/connect';
import { settleAfterBulkLoad } from '../server/lifecycle/seed/settle';
import { newSecret } from '../server/modules/callbacks/sign';

export const BENCH_USAGE_LINES = 1_000_000;
export const BENCH_AUDIT_ENTRIES = 100_000;
export const BENCH_DELIVERIES = 100_000;
/** The large account's callback address whose delivery log is measured. */
export const BENCH_CALLBACK_ID = 'bench-callback';

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;
const AUDIT_DAYS = 395;
const BATCH = 1000;
const PRODUCTS = ['whatsapp', 'sms_verification', 'sms_promotion', 'otp_sms', 'otp_voice'];
const COUNTRIES = ['BR', 'IN', 'ID', 'MX', 'NG', 'PH', 'TR', 'US', 'GB', 'DE', 'FR', 'ES'];
const TYPES = ['marketing', 'utility', 'authentication', 'service', 'sms', 'voice'];
const EVENTS = CALLBACK_EVENTS.whatsapp;

export const counted = async (db: Db, table: 'usage_lines' | 'audit_log', mainId: string) => {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('main_id', '=', mainId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

async function insertInBatches<Row>(
  total: number,
  row: (i: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
) {
  for (let offset = 0; offset < total; offset += BATCH) {
    await insert(
      Array.from({ length: Math.min(BATCH, total - offset) }, (_, n) => row(offset + n)),
    );
  }
}

/**
 * A year of usage: lines written straight into the lines table, then the daily rollup rebuilt
 * from them with the aggregation the recording path keeps up to date line by line.
 */
async function seedUsage(db: Db, mainId: string) {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  await insertInBatches(
    BENCH_USAGE_LINES,
    (i) => {
      const usageDate = today - (i % YEAR_DAYS) * DAY_MS;
      const quantity = 1 + (i % 50);
      return {
        id: `bench${String(i).padStart(9, '0')}`,
        account_id: mainId,
        main_id: mainId,
        paying_account_id: mainId,
        usage_date: usageDate,
        usage_month: new Date(usageDate).toISOString().slice(0, 7),
        product_key: PRODUCTS[i % PRODUCTS.length],
        country: COUNTRIES[(i >> 3) % COUNTRIES.length],
        message_type: TYPES[(i >> 5) % TYPES.length],
        quantity,
        unit_price_micros: 5_000,
        amount_micros: quantity * 5_000,
        ledger_entry_id: 'bench',
        created_at: usageDate,
      };
    },
    (rows) => db.kysely.insertInto('usage_lines').values(rows).execute(),
  );
  await rebuildUsageRollup(db, mainId);
}

/** The daily rollup rebuilt from the lines, as the recording path keeps it line by line. */
export async function rebuildUsageRollup(db: Db, mainId: string) {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('usage_daily').where('main_id', '=', mainId).execute();
    await sql`INSERT INTO usage_daily
      (main_id, usage_date, account_id, product_key, country, message_type, usage_month,
       quantity, amount_micros)
      SELECT main_id, usage_date, account_id, product_key, country, message_type, usage_month,
             SUM(quantity), SUM(amount_micros)
      FROM usage_lines WHERE main_id = ${mainId}
      GROUP BY main_id, usage_date, account_id, product_key, country, message_type,
               usage_month`.execute(trx);
  });
}

/** Thirteen months of changes by a dozen people, with small before/after records. */
async function seedAuditLog(db: Db, mainId: string) {
  const now = Date.now();
  const step = (AUDIT_DAYS * DAY_MS) / BENCH_AUDIT_ENTRIES;
  const actions = auditAction.options;
  const resources = auditResource.options;
  await insertInBatches(
    BENCH_AUDIT_ENTRIES,
    (i) => ({
      id: `bench-audit-${String(i).padStart(7, '0')}`,
      main_id: mainId,
      actor_id: mainId,
      actor: `person-${i % 12}@example.com`,
      action: actions[i % actions.length],
      resource: resources[(i >> 2) % resources.length],
      resource_id: `record-${i % 500}`,
      ip: `203.0.113.${i % 250}`,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      before_values: JSON.stringify({ name: `before ${i}`, status: 'active' }),
      after_values: JSON.stringify({ name: `after ${i}`, status: 'disabled' }),
      created_at: Math.round(now - i * step),
    }),
    (rows) => db.kysely.insertInto('audit_log').values(rows).execute(),
  );
}

/** The large account's callback address whose delivery log is measured. */
export async function insertBenchCallback(db: Db, mainId: string, now: number) {
  await db.kysely
    .insertInto('callbacks')
    .values({
      id: BENCH_CALLBACK_ID,
      main_id: mainId,
      name: 'Bench deliveries',
      channel: 'whatsapp',
      events: JSON.stringify(EVENTS),
      url: 'https://hooks.example.com/whatsapp',
      method: 'POST',
      username: null,
      user_key: null,
      authorization: null,
      secret: newSecret(),
      created_at: now - 40 * DAY_MS,
      status: 'active',
      failing_since: null,
      disabled_at: null,
      previous_secret: null,
      previous_secret_expires_at: null,
    })
    .execute();
}

/**
 * One callback address with a month of deliveries (the retention), one in twenty failed.
 * Re-seeded when fewer than that are still inside the retention window of today.
 */
async function seedDeliveries(db: Db, mainId: string) {
  const now = Date.now();
  await db.kysely
    .deleteFrom('callback_deliveries')
    .where('callback_id', '=', BENCH_CALLBACK_ID)
    .execute();
  await db.kysely.deleteFrom('callbacks').where('id', '=', BENCH_CALLBACK_ID).execute();
  await insertBenchCallback(db, mainId, now);
  const step = ((DELIVERY_RETENTION_DAYS - 1) * DAY_MS) / BENCH_DELIVERIES;
  await insertInBatches(
    BENCH_DELIVERIES,
    (i) => {
      const failed = i % 20 === 0;
      const body = JSON.stringify({
        id: `evt_${i}`,
        event: EVENTS[i % EVENTS.length],
        timestamp: new Date(now - i * step).toISOString(),
        data: { messageId: `wamid.${i}`, to: '+6591234567', status: 'delivered' },
      });
      return {
        id: `bench-delivery-${String(i).padStart(7, '0')}`,
        callback_id: BENCH_CALLBACK_ID,
        event: EVENTS[i % EVENTS.length],
        outcome: failed ? 'status' : 'ok',
        http_status: failed ? 503 : 200,
        latency_ms: 40 + (i % 200),
        detail: null,
        response_excerpt: failed ? 'Service Unavailable' : '{"received":true}',
        created_at: Math.round(now - i * step),
        message_id: null,
        event_id: `evt_${i}`,
        attempt: failed ? 2 : 1,
        // what a signed delivery logs (`deliveryRow`): its headers, the event's envelope
        request_headers: JSON.stringify({
          'user-agent': 'OM-Callback/1.0',
          accept: '*/*',
          'webhook-id': `evt_${i}`,
          'webhook-timestamp': String(Math.round((now - i * step) / 1000)),
          'webhook-signature': `v1,${'s'.repeat(43)}=`,
          'content-type': 'application/json',
        }),
        request_body: body,
      };
    },
    (rows) => db.kysely.insertInto('callback_deliveries').values(rows).execute(),
  );
}

export async function deliveriesInWindow(db: Db) {
  const row = await db.kysely
    .selectFrom('callback_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('callback_id', '=', BENCH_CALLBACK_ID)
    .where('created_at', '>=', Date.now() - DELIVERY_RETENTION_DAYS * DAY_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The large account's activity beside its orders: a year of usage (a million lines), 100,000
 * audit entries and a callback address with 100,000 deliveries this month. Seeded once (the
 * deliveries again when they have aged out of the retention window), reused by later runs.
 */
export async function ensureActivitySeeded(
  url: string,
  mainId: string,
): Promise<{ seededSeconds: number | null }> {
  const db = connect(url);
  const started = Date.now();
  let seeded = false;
  try {
    if ((await counted(db, 'usage_lines', mainId)) < BENCH_USAGE_LINES) {
      console.log(`Seeding ${BENCH_USAGE_LINES.toLocaleString('en')} usage lines…`);
      await seedUsage(db, mainId);
      seeded = true;
    }
    if ((await counted(db, 'audit_log', mainId)) < BENCH_AUDIT_ENTRIES) {
      console.log(`Seeding ${BENCH_AUDIT_ENTRIES.toLocaleString('en')} audit entries…`);
      await seedAuditLog(db, mainId);
      seeded = true;
    }
    if ((await deliveriesInWindow(db)) < BENCH_DELIVERIES * 0.9) {
      console.log(`Seeding ${BENCH_DELIVERIES.toLocaleString('en')} callback deliveries…`);
      await seedDeliveries(db, mainId);
      seeded = true;
    }
    if (seeded) await settleAfterBulkLoad(db);
    return { seededSeconds: seeded ? (Date.now() - started) / 1000 : null };
  } finally {
    await db.destroy();
  }
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first view of each new screen, as a person opens it (paths under the API base). */
export const screenPaths = (now = Date.now()) => ({
  usage: `${API_BASE}/v1/usage/summary?from=${day(now - 29 * DAY_MS)}&to=${day(now)}&groupBy=day&splitBy=product`,
  auditLog: `${API_BASE}/v1/audit-log?page=1&pageSize=25&sort=createdAt&order=desc`,
  deliveryLog: `${API_BASE}/v1/callbacks/${BENCH_CALLBACK_ID}/deliveries?page=1&pageSize=${DELIVERY_LOG_PAGE_SIZE}`,
});

/** A year of usage asked three ways (the explorer's heaviest questions). */
export const yearQuestions = (now = Date.now()) =>
  (
    [
      ['day', 'product'],
      ['week', 'country'],
      ['month', 'messageType'],
    ] as const
  ).map(([groupBy, splitBy]) => ({
    question: `a year by ${groupBy}, split by ${splitBy}`,
    path: `${API_BASE}/v1/usage/summary?from=${day(now - (YEAR_DAYS - 1) * DAY_MS)}&to=${day(now)}&groupBy=${groupBy}&splitBy=${splitBy}`,
  }));

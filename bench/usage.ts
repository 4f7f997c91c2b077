import { sql } from 'kysely';
import { API_BASE } from '../contract';
import { connect, type Db } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO, seedDemo, seedProducts } from '../server/db/seed/demo';
import { signIn } from './load';

export const BENCH_USAGE_LINES = 1_000_000;
/** The embedded database of the usage explorer's case, kept between runs. */
export const BENCH_USAGE_URL = 'sqlite:data/bench/usage-1m.db';

const DAY_MS = 86_400_000;
const DAYS = 365;
const BATCH = 1000;
const PRODUCTS = ['whatsapp', 'sms_verification', 'sms_promotion', 'otp_sms', 'otp_voice'];
const COUNTRIES = ['BR', 'IN', 'ID', 'MX', 'NG', 'PH', 'TR', 'US', 'GB', 'DE', 'FR', 'ES'];
const TYPES = ['marketing', 'utility', 'authentication', 'service', 'sms', 'voice'];

const demoMain = (db: Db) =>
  db.kysely
    .selectFrom('accounts')
    .select('main_id')
    .where('email', '=', DEMO.email)
    .executeTakeFirst();

/**
 * One year of usage for the demo account: a million lines written straight into the lines
 * table, then the daily rollup rebuilt from them with the aggregation the recording path
 * keeps up to date line by line. Seeded once, reused by later runs.
 */
export async function ensureUsageSeeded(url: string): Promise<{ seededSeconds: number | null }> {
  const db = connect(url);
  try {
    await migrateToLatest(db);
    await seedProducts(db);
    if (!(await demoMain(db))) await seedDemo(db);
    const mainId = (await demoMain(db))?.main_id ?? '';
    const counted = await db.kysely
      .selectFrom('usage_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('main_id', '=', mainId)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= BENCH_USAGE_LINES) return { seededSeconds: null };
    console.log(`Seeding ${BENCH_USAGE_LINES.toLocaleString('en')} usage lines…`);
    const started = Date.now();
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    for (let offset = 0; offset < BENCH_USAGE_LINES; offset += BATCH) {
      const rows = Array.from({ length: BATCH }, (_, n) => {
        const i = offset + n;
        const usageDate = today - (i % DAYS) * DAY_MS;
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
      });
      await db.kysely.insertInto('usage_lines').values(rows).execute();
    }
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
    return { seededSeconds: (Date.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

export interface UsageRow {
  question: string;
  medianMs: number;
  p95Ms: number;
}

/** A year of the demo account's usage asked three ways, 30 times each after 5 warm-ups. */
export async function measureUsage(baseUrl: string): Promise<UsageRow[]> {
  const token = await signIn(baseUrl, DEMO.email);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const to = Date.now();
  const from = to - (DAYS - 1) * DAY_MS;
  const rows: UsageRow[] = [];
  for (const [groupBy, splitBy] of [
    ['day', 'product'],
    ['week', 'country'],
    ['month', 'messageType'],
  ]) {
    const url = `${baseUrl}${API_BASE}/v1/usage/summary?from=${day(from)}&to=${day(to)}&groupBy=${groupBy}&splitBy=${splitBy}`;
    const ask = async () => {
      const response = await fetch(url, { headers: { token } });
      if (!response.ok) throw new Error(`usage summary answered ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < 5; i += 1) await ask();
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = process.hrtime.bigint();
      await ask();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    rows.push({
      question: `a year by ${groupBy}, split by ${splitBy}`,
      medianMs: +times[times.length >> 1].toFixed(1),
      p95Ms: +times[Math.floor(times.length * 0.95)].toFixed(1),
    });
  }
  return rows;
}

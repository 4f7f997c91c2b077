import { fromMicros, SPEND_DAYS, type Language } from '../../../contract';
import type { Db } from '../../db/connect';
import type { AuthContext } from '../../http/types';

const DAY_MS = 86_400_000;

/**
 * Sums the caller's usage lines of the last SPEND_DAYS UTC days by day and product, in SQL
 * on the (main_id | account_id, usage_date) indexes; products without spend are left out.
 */
export async function spendOf(db: Db, auth: AuthContext, language: Language, now = Date.now()) {
  const today = now - (now % DAY_MS);
  const first = today - (SPEND_DAYS - 1) * DAY_MS;
  const rows = await db.kysely
    .selectFrom('usage_lines as u')
    .innerJoin('products as p', 'p.key', 'u.product_key')
    .select((eb) => [
      'u.usage_date',
      'u.product_key',
      'p.name_en',
      'p.name_zh',
      'p.sort',
      eb.fn.sum<number | string>('u.amount_micros').as('micros'),
    ])
    .where(
      auth.isMain ? 'u.main_id' : 'u.account_id',
      '=',
      auth.isMain ? auth.mainId : auth.accountId,
    )
    .where('u.usage_date', '>=', first)
    .where('u.usage_date', '<=', today)
    .groupBy(['u.usage_date', 'u.product_key', 'p.name_en', 'p.name_zh', 'p.sort'])
    .orderBy('p.sort')
    .execute();

  const days = Array.from({ length: SPEND_DAYS }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
  const series = new Map<string, { name: string; micros: number[] }>();
  for (const row of rows) {
    let entry = series.get(row.product_key);
    if (!entry) {
      entry = {
        name: language === 'zh_CN' ? row.name_zh : row.name_en,
        micros: days.map(() => 0),
      };
      series.set(row.product_key, entry);
    }
    // PostgreSQL sums bigint into numeric, which the driver hands back as a string
    entry.micros[Math.round((Number(row.usage_date) - first) / DAY_MS)] += Number(row.micros);
  }
  const list = [...series.entries()]
    .map(([productKey, { name, micros }]) => ({
      productKey,
      name,
      totalMicros: micros.reduce((a, b) => a + b, 0),
      micros,
    }))
    .filter((entry) => entry.totalMicros > 0);
  return {
    days,
    series: list.map((entry) => ({
      productKey: entry.productKey,
      name: entry.name,
      total: fromMicros(entry.totalMicros),
      amounts: entry.micros.map((m) => fromMicros(m)),
    })),
    total: fromMicros(list.reduce((sum, entry) => sum + entry.totalMicros, 0)),
  };
}

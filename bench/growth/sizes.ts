/** The table sizes the growth mode measures when `--sizes` is not given. */
export const DEFAULT_SIZES = [100_000, 1_000_000, 5_000_000];
/** The message logs' sizes when `--sizes` is not given. */
export const MESSAGE_SIZES = [100_000, 1_000_000, 10_000_000];

const MULTIPLIERS: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000 };

/**
 * `--sizes 100k,1m,5000000`: whole numbers of rows, with k or m for thousands and millions,
 * smallest first and each once. Throws on anything else, so a typo does not seed a database.
 */
export function parseSizes(text: string | undefined): number[] {
  if (!text) return DEFAULT_SIZES;
  const sizes = text.split(',').map((part) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*([km]?)\s*$/i.exec(part);
    const rows = match ? Number(match[1]) * MULTIPLIERS[match[2].toLowerCase()] : NaN;
    if (!Number.isSafeInteger(rows) || rows < 10_000)
      throw new Error(`--sizes takes row counts of at least 10k, e.g. 100k,1m,5m (not "${part}")`);
    return rows;
  });
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** 100000 → 100k, 5000000 → 5m: the short name a size's databases and rows are known by. */
export function sizeLabel(rows: number): string {
  if (rows % 1_000_000 === 0) return `${rows / 1_000_000}m`;
  if (rows % 1_000 === 0) return `${rows / 1_000}k`;
  return String(rows);
}

/** The SQLite file of one size, beside the main bench database. */
export const growthSqliteUrl = (rows: number) => `sqlite:data/bench/growth-${sizeLabel(rows)}.db`;

/**
 * The PostgreSQL database of one size, on the server of BENCH_DATABASE_URL:
 * `<its database>_growth_<size>`, so the main bench database is left as it is.
 */
export function growthPostgresUrl(benchUrl: string, rows: number): string {
  const url = new URL(benchUrl);
  const base = url.pathname.slice(1) || 'postgres';
  url.pathname = `/${base}_growth_${sizeLabel(rows)}`;
  return url.toString();
}

/** The message logs' growth mode keeps its sizes apart: their databases hold messages only. */
export const growthMessagesSqliteUrl = (rows: number) =>
  `sqlite:data/bench/growth-messages-${sizeLabel(rows)}.db`;

export function growthMessagesPostgresUrl(benchUrl: string, rows: number): string {
  const url = new URL(growthPostgresUrl(benchUrl, rows));
  url.pathname = url.pathname.replace('_growth_', '_messages_');
  return url.toString();
}

/**
 * The SQL that fills a growth database inside the database itself: each statement numbers
 * its rows (`i`) with a series and writes every column from `i`, so no row crosses the
 * connection and 5,000,000 orders take one statement per chunk on either database.
 */

/** What differs between SQLite and PostgreSQL in those statements. */
export interface SeedDialect {
  /** A FROM item of one column `i`: from, from + 1, …, to - 1. */
  series: (from: number, to: number) => string;
  /** A number as text, for concatenation. */
  text: (expr: string) => string;
  /** A whole number in lower-case hex, zero-padded to 12 digits (as ids begin). */
  hex12: (expr: string) => string;
  /** A whole number in decimal, zero-padded to `width` digits. */
  padded: (expr: string, width: number) => string;
  /** A time in ms as UTC yyyymmdd, yyyy-mm, and ISO 8601 with ms. */
  day: (expr: string) => string;
  month: (expr: string) => string;
  iso: (expr: string) => string;
}

export const SQLITE_SEED: SeedDialect = {
  series: (from, to) =>
    `(WITH RECURSIVE s(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM s WHERE i + 1 < ${to}) SELECT i FROM s) AS s`,
  text: (expr) => `(${expr})`,
  hex12: (expr) => `printf('%012x', ${expr})`,
  padded: (expr, width) => `printf('%0${width}d', ${expr})`,
  day: (expr) => `strftime('%Y%m%d', (${expr}) / 1000, 'unixepoch')`,
  month: (expr) => `strftime('%Y-%m', (${expr}) / 1000, 'unixepoch')`,
  iso: (expr) => `strftime('%Y-%m-%dT%H:%M:%fZ', (${expr}) / 1000.0, 'unixepoch')`,
};

const utc = (expr: string) => `to_timestamp((${expr}) / 1000.0) AT TIME ZONE 'UTC'`;

export const POSTGRES_SEED: SeedDialect = {
  series: (from, to) => `generate_series(${from}::bigint, ${to - 1}::bigint) AS s(i)`,
  text: (expr) => `(${expr})::text`,
  hex12: (expr) => `lpad(to_hex(${expr}), 12, '0')`,
  padded: (expr, width) => `lpad((${expr})::text, ${width}, '0')`,
  day: (expr) => `to_char(${utc(expr)}, 'YYYYMMDD')`,
  month: (expr) => `to_char(${utc(expr)}, 'YYYY-MM')`,
  iso: (expr) => `to_char(${utc(expr)}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

type Literal = string | number | null;

/** A constant as SQL: a quoted string, a number, or NULL. */
export const literal = (value: Literal) =>
  value === null
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replaceAll("'", "''")}'`;

/** values[expr], for an expr from 0 to values.length - 1. */
export const pick = (values: readonly Literal[], expr: string) =>
  `CASE ${expr} ${values.map((value, n) => `WHEN ${n} THEN ${literal(value)}`).join(' ')} END`;

/** Ids the seed gives accounts: 12 hex digits, as `newId` begins, then the account's number. */
const ACCOUNT_ID_PREFIX = '0190000000a0';
export const accountId = (seed: SeedDialect, n: string) =>
  `'${ACCOUNT_ID_PREFIX}' || ${seed.padded(n, 10)}`;
export const LARGE_ACCOUNT_ID = `${ACCOUNT_ID_PREFIX}${'0'.repeat(10)}`;
export const LARGE_ACCOUNT_EMAIL = 'large-growth@example.com';
